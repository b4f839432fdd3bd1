package io.paycollect.sandbox.qr;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads a VietQR payload back (the reverse of {@link VietQrPayload}): the EMVCo data objects (a two-digit
 * id, a two-digit length, the value), the CRC-16/CCITT-FALSE of tag 63, which must be the last object and
 * must match, the NAPAS merchant account of tag 38 (GUID {@code A000000727}, the bank's BIN and the
 * account or card number, service {@code QRIBFTTA} or {@code QRIBFTTC}), the amount of tag 54 and the
 * purpose of tag 62 sub-field 08. A BIN the sandbox does not know is read as it is: the payload is still a
 * VietQR. Anything else refuses the whole payload with a {@link QrFieldException} naming {@code qrCode}.
 */
public final class VietQrParser {

    /** What a VietQR payload says. */
    public record Parsed(String bankBin, String accountNumber, BigDecimal amount, String purpose, String service,
            boolean dynamic) {

        /** The bank of {@link #bankBin()}, when the sandbox knows it. */
        public java.util.Optional<NapasBank> bank() {
            return NapasBank.byBin(bankBin);
        }
    }

    private static final String FIELD = "qrCode";
    private static final Pattern BIN = Pattern.compile("\\d{6}");
    private static final Pattern AMOUNT = Pattern.compile("\\d{1,13}(\\.\\d+)?");
    /** The longest payload read: a QR code holds a few thousand characters at most. */
    private static final int MAX_LENGTH = 512;

    private VietQrParser() {
    }

    /**
     * The parts of {@code payload}.
     *
     * @throws QrFieldException naming {@code qrCode}, saying why, when it is not a valid VietQR
     */
    public static Parsed parse(String payload) {
        if (payload == null || payload.isBlank()) {
            throw refused("is required");
        }
        if (payload.length() > MAX_LENGTH) {
            throw refused("is longer than a VietQR payload can be");
        }
        Map<String, String> top = objects(payload, null);
        if (!"01".equals(top.get("00")) || !payload.startsWith("000201")) {
            throw refused("does not start with the payload format indicator 000201");
        }
        String crc = top.get("63");
        if (crc == null || !payload.endsWith("6304" + crc) || crc.length() != 4) {
            throw refused("does not end with its CRC (tag 63, four hex digits)");
        }
        String covered = payload.substring(0, payload.length() - 4);
        if (!Crc16CcittFalse.hexOf(covered).equals(crc.toUpperCase(Locale.ROOT))) {
            throw refused("CRC " + crc + " does not match the payload (" + Crc16CcittFalse.hexOf(covered) + ")");
        }
        String initiation = top.get("01");
        if (initiation != null && !initiation.equals("11") && !initiation.equals("12")) {
            throw refused("point of initiation (tag 01) must be 11 or 12");
        }
        String merchant = top.get("38");
        if (merchant == null) {
            throw refused("has no NAPAS merchant account (tag 38)");
        }
        Map<String, String> account = objects(merchant, "38");
        if (!VietQrPayload.NAPAS_GUID.equals(account.get("00"))) {
            throw refused("tag 38 is not a NAPAS account (GUID " + VietQrPayload.NAPAS_GUID + ")");
        }
        String service = account.get("02");
        if (service != null && !service.equals(VietQrPayload.SERVICE_TRANSFER_TO_ACCOUNT) && !service.equals("QRIBFTTC")) {
            throw refused("tag 38 service must be QRIBFTTA or QRIBFTTC");
        }
        Map<String, String> beneficiary = objects(account.getOrDefault("01", ""), "38.01");
        String bin = beneficiary.get("00");
        String number = beneficiary.get("01");
        if (bin == null || !BIN.matcher(bin).matches()) {
            throw refused("tag 38 has no six-digit bank BIN");
        }
        if (number == null || !VietQrPayload.ACCOUNT.matcher(number).matches()) {
            throw refused("tag 38 has no account number");
        }
        String currency = top.get("53");
        if (currency != null && !currency.equals(VietQrPayload.CURRENCY_VND)) {
            throw refused("currency (tag 53) must be 704, VND");
        }
        String country = top.get("58");
        if (country != null && !country.equals(VietQrPayload.COUNTRY_VIETNAM)) {
            throw refused("country (tag 58) must be VN");
        }
        BigDecimal amount = null;
        if (top.containsKey("54")) {
            String text = top.get("54");
            if (!AMOUNT.matcher(text).matches()) {
                throw refused("amount (tag 54) is not a number");
            }
            BigDecimal value = new BigDecimal(text);
            if (VndAmount.problem(value, VietQrPayload.MAX_AMOUNT_LENGTH).isPresent()) {
                throw refused("amount (tag 54) is not a whole amount of VND");
            }
            amount = VndAmount.whole(value);
        }
        String purpose = null;
        if (top.containsKey("62")) {
            purpose = objects(top.get("62"), "62").get("08");
        }
        return new Parsed(bin, number, amount, purpose, service, "12".equals(initiation) || amount != null);
    }

    /** The data objects of {@code text} by id, refusing a malformed list; {@code tag} (null at the top) names the enclosing tag. */
    static Map<String, String> objects(String text, String tag) {
        Map<String, String> objects = new LinkedHashMap<>();
        String in = tag == null ? "" : " in tag " + tag;
        int at = 0;
        while (at < text.length()) {
            if (at + 4 > text.length()) {
                throw refused("the data object at " + at + in + " is cut short");
            }
            String id = text.substring(at, at + 2);
            String length = text.substring(at + 2, at + 4);
            if (!id.chars().allMatch(Character::isDigit) || !length.chars().allMatch(Character::isDigit)) {
                throw refused("the data object at " + at + in + " has no two-digit id and length");
            }
            String name = tag == null ? id : tag + "." + id;
            int end = at + 4 + Integer.parseInt(length);
            if (end > text.length()) {
                throw refused("tag " + name + " is longer than what holds it");
            }
            if (objects.putIfAbsent(id, text.substring(at + 4, end)) != null) {
                throw refused("tag " + name + " appears twice");
            }
            at = end;
        }
        return objects;
    }

    private static QrFieldException refused(String reason) {
        return new QrFieldException(FIELD, "is not a valid VietQR: " + reason);
    }
}
