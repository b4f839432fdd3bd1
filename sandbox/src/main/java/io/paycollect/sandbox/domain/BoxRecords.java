package io.paycollect.sandbox.domain;

import java.util.List;

/**
 * What a box shows and did last, as the sandbox keeps it and shows it in its control area
 * ({@code GET /sandbox/devices/{uuid}}); a null component is left out of that answer.
 */
public final class BoxRecords {

    private BoxRecords() {
    }

    /**
     * What a box's screen shows.
     *
     * @param kind {@code qr}, {@code static-qr} or {@code dynamic-qr}
     * @param qrCode the QR payload shown
     * @param billId the bill shown, when the box generated one
     * @param amount the amount shown, 0 for none
     * @param firstText the first line, if sent
     * @param secondText the second line, if sent
     * @param thirdText the third line, if sent
     * @param shownAt when it was shown
     */
    public record Screen(String kind, String qrCode, String billId, long amount, String firstText, String secondText,
            String thirdText, String shownAt) {
    }

    /**
     * The payment a box read out last.
     *
     * @param transactionId the payment's id
     * @param amount its amount, whole VND
     * @param bankBin the bank it was paid at
     * @param firstDisplayText the first line shown, if sent
     * @param secondDisplayText the second line shown, if sent
     * @param thirdDisplayText the third line shown, if sent
     * @param playSound whether it was to play a sound (read-amount), if sent
     * @param via {@code read-amount} for the BIDV way; none for read-amount-link-to-merchant
     * @param at when it was read out
     */
    public record Announcement(String transactionId, long amount, String bankBin, String firstDisplayText,
            String secondDisplayText, String thirdDisplayText, Boolean playSound, String via, String at) {
    }

    /**
     * A partner's check of the security code a box shows.
     *
     * @param merchantId the merchant the partner named, if any
     * @param checkedAt when it was checked
     */
    public record CodeCheck(Long merchantId, String checkedAt) {
    }

    /**
     * A box's NFC settings.
     *
     * @param enableNfc whether NFC is on
     * @param playSound whether it plays a sound, if sent
     * @param nfcUrl the URL it hands out
     * @param nfcPackageName the app it opens
     * @param at when they were set
     */
    public record NfcSettings(boolean enableNfc, Boolean playSound, String nfcUrl, String nfcPackageName, String at) {
    }

    /**
     * What the control area shows of a box.
     *
     * @param uuid the caller's id of the box
     * @param id its number
     * @param type its model
     * @param securityCode the code it shows, if any
     * @param merchantId the merchant it is linked to, if any
     * @param shopIds the shops it is linked to
     * @param vaAccountNumbers the virtual accounts it is linked to
     * @param display what its screen shows, if anything
     * @param lastAnnouncement the payment it read out last, if any
     * @param partnerCodeCheck the last partner check of its code, if any
     * @param receipts the receipts it printed, if any
     * @param nfc its NFC settings, if set
     */
    public record View(String uuid, long id, String type, String securityCode, Long merchantId, List<Long> shopIds,
            List<String> vaAccountNumbers, Screen display, Announcement lastAnnouncement, CodeCheck partnerCodeCheck,
            List<PrintedReceipt> receipts, NfcSettings nfc) {
    }
}
