package io.paycollect.vietqr;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a VietQR payload back ({@link VietQr#parse(String)}): the EMVCo data objects, the CRC of tag 63
 * (the last object, which must match), the NAPAS account of tag 38, currency, country, amount, merchant
 * name and city, and the bill number and purpose of tag 62. Tags it does not use are allowed when well
 * formed. Anything else refuses the whole payload with a {@link VietQrException} naming {@code qrCode}.
 * Linear in the length of the text, which is bounded.
 */
final class VietQrParser {

    /** The longest payload read; a VietQR is a few hundred characters. */
    static final int MAX_LENGTH = 512;

    private static final Pattern AMOUNT = Pattern.compile("\\d{1,13}(\\.\\d{1,13})?");

    private VietQrParser() {
    }

    static VietQr parse(String payload) {
        if (payload == null || payload.isBlank()) {
            throw refused("is required");
        }
        if (payload.length() > MAX_LENGTH) {
            throw refused("is longer than a VietQR payload can be (" + MAX_LENGTH + " characters)");
        }
        if (!payload.startsWith("000201")) {
            throw refused("does not start with the payload format indicator 000201");
        }
        Map<String, String> top = EmvTlv.read(payload, null);
        String crc = top.get("63");
        if (crc == null || crc.length() != 4 || !payload.endsWith("6304" + crc)) {
            throw refused("does not end with its CRC (tag 63, four hex digits)");
        }
        String covered = payload.substring(0, payload.length() - 4);
        String expected = Crc16CcittFalse.hexOf(covered);
        if (!expected.equals(crc.toUpperCase(Locale.ROOT))) {
            throw refused("CRC " + crc + " does not match the payload (" + expected + ")");
        }
        String initiationCode = top.get("01");
        // Tag 01 is optional in EMVCo; without it the QR says nothing about reuse, so it is read as static.
        Initiation initiation = initiationCode == null ? Initiation.STATIC : Initiation.ofCode(initiationCode);
        if (initiation == null) {
            throw refused("point of initiation (tag 01) must be 11 or 12");
        }
        String merchant = top.get("38");
        if (merchant == null) {
            throw refused("has no NAPAS merchant account (tag 38)");
        }
        Map<String, String> account = EmvTlv.read(merchant, "38");
        if (!VietQr.NAPAS_GUID.equals(account.get("00"))) {
            throw refused("tag 38 is not a NAPAS account (GUID " + VietQr.NAPAS_GUID + ")");
        }
        String serviceCode = account.get("02");
        TransferService service = serviceCode == null ? TransferService.TO_ACCOUNT : TransferService.ofCode(serviceCode);
        if (service == null) {
            throw refused("tag 38 service must be QRIBFTTA or QRIBFTTC");
        }
        Map<String, String> beneficiary = EmvTlv.read(account.getOrDefault("01", ""), "38.01");
        String bin = beneficiary.get("00");
        String number = beneficiary.get("01");
        if (bin == null || !VietQr.BIN.matcher(bin).matches()) {
            throw refused("tag 38 has no six-digit bank BIN");
        }
        if (number == null || !VietQr.ACCOUNT.matcher(number).matches()) {
            throw refused("tag 38 has no account number of 1 to " + VietQr.MAX_ACCOUNT_LENGTH + " letters or digits");
        }
        if (!VietQr.CURRENCY_VND.equals(top.get("53"))) {
            throw refused("currency (tag 53) must be 704, VND");
        }
        if (!VietQr.COUNTRY_VIETNAM.equals(top.get("58"))) {
            throw refused("country (tag 58) must be VN");
        }
        BigDecimal amount = top.containsKey("54") ? amount(top.get("54")) : null;
        Map<String, String> additional = top.containsKey("62") ? EmvTlv.read(top.get("62"), "62") : Map.of();
        return new VietQr(bin, number, service, amount, initiation, top.getOrDefault("59", ""),
                top.getOrDefault("60", ""), additional.getOrDefault("01", ""), additional.getOrDefault("08", ""),
                Set.of(), payload);
    }

    private static BigDecimal amount(String text) {
        if (!AMOUNT.matcher(text).matches()) {
            throw refused("amount (tag 54) is not a number");
        }
        BigDecimal value = new BigDecimal(text);
        if (VndAmount.problem(value, VietQr.MAX_AMOUNT_DIGITS).isPresent()) {
            throw refused("amount (tag 54) is not a positive whole amount of VND");
        }
        return VndAmount.whole(value);
    }

    static VietQrException refused(String reason) {
        return new VietQrException("qrCode", "is not a valid VietQR: " + reason);
    }
}
