package io.paycollect.sandbox.qr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.server.model.QrBankName;
import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class NapasBankTest {

    @Test
    void everyBankOfTheContractHasItsNapasBin() {
        for (QrBankName name : QrBankName.values()) {
            assertTrue(NapasBank.byName(name.getValue()).isPresent(), name.getValue());
        }
        assertEquals(QrBankName.values().length, NapasBank.values().length);
    }

    @Test
    void theBinsAreThePublishedOnes() {
        Map<String, String> bins = Arrays.stream(NapasBank.values())
                .collect(Collectors.toMap(Enum::name, NapasBank::bin));
        assertEquals(Map.of("OCB", "970448", "MBB", "970422", "BIDV", "970418", "ACB", "970416",
                "CTG", "970415", "PGB", "970430", "STB", "970403"), bins);
    }
}
