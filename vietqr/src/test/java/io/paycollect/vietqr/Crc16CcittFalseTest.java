package io.paycollect.vietqr;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class Crc16CcittFalseTest {

    @Test
    void checkValueOfTheStandardTestStringIs29B1() {
        assertEquals("29B1", Crc16CcittFalse.hexOf("123456789"));
    }

    @Test
    void emptyInputKeepsTheInitialValue() {
        assertEquals("FFFF", Crc16CcittFalse.hexOf(""));
    }

    /** Published VietQR payloads: the last four characters are the CRC their authors computed. */
    @ParameterizedTest
    @ValueSource(strings = {
        // subiz/vietqr README (Go): VietinBank, 120000 VND, "ung ho lu lut"
        "00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C",
        // thanhtinhpas1/vietqr-parser README (Go): a static QR of BIN 970436
        "00020001021238570010A00000072701270006970436011308810004580860208QRIBFTTA53037045802VN6304CD60",
        // the contract's example, computed by the lead with Python
        "00020101021238540010A00000072701240006970422011001234567890208QRIBFTTA53037045405500005802VN62270823Thanh toan don hang 0016304A4C0",
    })
    void recomputesTheCrcOfPublishedPayloads(String payload) {
        String covered = payload.substring(0, payload.length() - 4);
        assertEquals(payload.substring(payload.length() - 4), Crc16CcittFalse.hexOf(covered));
    }
}
