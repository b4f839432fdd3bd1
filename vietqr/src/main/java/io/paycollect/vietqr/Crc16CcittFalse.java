package io.paycollect.vietqr;

import java.nio.charset.StandardCharsets;

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR), the
 * checksum EMVCo QR payloads carry in tag 63. Its check value, the CRC of {@code "123456789"}, is
 * {@code 29B1}.
 */
public final class Crc16CcittFalse {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private Crc16CcittFalse() {
    }

    /** The CRC of the UTF-8 bytes of {@code text}. */
    public static int of(String text) {
        int crc = 0xFFFF;
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            crc ^= (b & 0xFF) << 8;
            for (int bit = 0; bit < 8; bit++) {
                crc = (crc & 0x8000) != 0 ? (crc << 1) ^ 0x1021 : crc << 1;
            }
            crc &= 0xFFFF;
        }
        return crc;
    }

    /** The CRC of {@code text} as four uppercase hex digits, the form tag 63 holds. */
    public static String hexOf(String text) {
        int crc = of(text);
        return new String(new char[] {HEX[crc >>> 12], HEX[(crc >>> 8) & 0xF], HEX[(crc >>> 4) & 0xF], HEX[crc & 0xF]});
    }
}
