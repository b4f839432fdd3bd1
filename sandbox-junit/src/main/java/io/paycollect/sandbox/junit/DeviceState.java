package io.paycollect.sandbox.junit;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * What a payment box shows and has done. The parts whose shape depends on what the box did are JSON.
 *
 * @param uuid the box's uuid
 * @param type its type
 * @param securityCode the code its screen shows now
 * @param merchantId the merchant it is linked to, if any
 * @param shopIds the shops it is linked to
 * @param vaAccountNumbers the virtual accounts it announces
 * @param display what its screen shows
 * @param lastAnnouncement the last amount it read out
 * @param partnerCodeCheck the last partner code check
 * @param receipts the receipts it printed
 * @param nfc its NFC settings
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record DeviceState(String uuid, String type, String securityCode, JsonNode merchantId, JsonNode shopIds,
        JsonNode vaAccountNumbers, JsonNode display, JsonNode lastAnnouncement, JsonNode partnerCodeCheck,
        JsonNode receipts, JsonNode nfc) {
}
