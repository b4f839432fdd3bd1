package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.domain.BoxRecords.Announcement;
import io.paycollect.sandbox.domain.BoxRecords.CodeCheck;
import io.paycollect.sandbox.domain.BoxRecords.NfcSettings;
import io.paycollect.sandbox.domain.BoxRecords.Screen;
import io.paycollect.sandbox.domain.BoxRecords.View;
import io.paycollect.server.model.DeviceStatus;
import io.paycollect.server.model.DeviceType;
import io.paycollect.server.model.LinkedDevice;
import io.paycollect.server.model.ShopRef;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A display box, by {@code uuid}. What it shows and did last ({@code display}, {@code lastAnnouncement},
 * {@code partnerCodeCheck}, {@code receipts}, {@code nfc}) are snapshots the sandbox only keeps and shows in
 * its control area ({@link BoxRecords}).
 *
 * @param uuid the caller's id of the box
 * @param id its number, from 1
 * @param type its model
 * @param name its name
 * @param status always {@code approved}
 * @param creationTime when its security code was first read
 * @param lastModificationTime when it last changed
 * @param securityCode the code it shows, until add-device-to-shop takes it or a reset clears it
 * @param merchantId the merchant it is linked to, if any
 * @param shopIds the shops it is linked to
 * @param vaAccountNumbers the virtual accounts it is linked to
 * @param linked whether it was added to a shop (and not reset since)
 * @param display what its screen shows, if anything
 * @param lastAnnouncement the payment it read out last, if any
 * @param partnerCodeCheck the last partner check of its code, if any
 * @param receipts the receipts it printed, the latest {@value DeviceService#KEPT_RECEIPTS}
 * @param nfc its NFC settings, if set
 */
record Device(String uuid, long id, String type, String name, String status, String creationTime,
        String lastModificationTime, String securityCode, Long merchantId, List<Long> shopIds,
        List<String> vaAccountNumbers, boolean linked, Screen display, Announcement lastAnnouncement,
        CodeCheck partnerCodeCheck, List<PrintedReceipt> receipts, NfcSettings nfc) {

    Device {
        shopIds = List.copyOf(shopIds);
        vaAccountNumbers = List.copyOf(vaAccountNumbers);
        receipts = List.copyOf(receipts);
    }

    /** A box seen for the first time, showing {@code code}: of the default model, linked to nothing. */
    static Device first(String uuid, long id, String creationTime, String code, String at) {
        return new Device(uuid, id, DeviceService.DEFAULT_TYPE, "Box " + uuid, "approved", creationTime, at, code, null,
                List.of(), List.of(), false, null, null, null, List.of(), null);
    }

    /** This box showing the security code {@code code} from {@code at}. */
    Device showingCode(String code, String at) {
        return new Device(uuid, id, type, name, status, creationTime, at, code, merchantId, shopIds, vaAccountNumbers,
                linked, display, lastAnnouncement, partnerCodeCheck, receipts, nfc);
    }

    /**
     * This box added to {@code more} shops and {@code moreVas} of {@code owner} (null: the merchant it has) at
     * {@code at}: its security code is used up.
     */
    Device addedTo(Long owner, List<Long> more, List<String> moreVas, String at) {
        return new Device(uuid, id, type, name, status, creationTime, at, null, owner != null ? owner : merchantId,
                union(shopIds, more, List.of()), union(vaAccountNumbers, moreVas, List.of()), true, display,
                lastAnnouncement, partnerCodeCheck, receipts, nfc);
    }

    /** This box linked to {@code link} and unlinked from {@code unlink} shops and VAs, of the model {@code model} when given. */
    Device relinked(List<Long> link, List<Long> unlink, List<String> linkVas, List<String> unlinkVas, String model,
            String at) {
        return new Device(uuid, id, model != null ? model : type, name, status, creationTime, at, securityCode,
                merchantId, union(shopIds, link, unlink), union(vaAccountNumbers, linkVas, unlinkVas), linked, display,
                lastAnnouncement, partnerCodeCheck, receipts, nfc);
    }

    /** This box with its code checked by a partner: {@code check} {@code {merchantId, checkedAt}}. */
    Device checked(CodeCheck check, String at) {
        return new Device(uuid, id, type, name, status, creationTime, at, securityCode, merchantId, shopIds,
                vaAccountNumbers, linked, display, lastAnnouncement, check, receipts, nfc);
    }

    /** This linked box showing {@code screen}. */
    Device showing(Screen screen) {
        return requireLinked().with(screen, lastAnnouncement, receipts, nfc);
    }

    /** This linked box having read out {@code announcement}. */
    Device announcing(Announcement announcement) {
        return requireLinked().with(display, announcement, receipts, nfc);
    }

    /** This linked box having printed {@code receipt}: it keeps its latest {@value DeviceService#KEPT_RECEIPTS} only. */
    Device printing(PrintedReceipt receipt) {
        List<PrintedReceipt> kept = new ArrayList<>(receipts);
        kept.add(receipt);
        if (kept.size() > DeviceService.KEPT_RECEIPTS) {
            kept.subList(0, kept.size() - DeviceService.KEPT_RECEIPTS).clear();
        }
        return requireLinked().with(display, lastAnnouncement, kept, nfc);
    }

    /** This linked box with the NFC settings {@code settings}. */
    Device withNfc(NfcSettings settings) {
        return requireLinked().with(display, lastAnnouncement, receipts, settings);
    }

    private Device with(Screen screen, Announcement announcement, List<PrintedReceipt> printed, NfcSettings settings) {
        return new Device(uuid, id, type, name, status, creationTime, lastModificationTime, securityCode, merchantId,
                shopIds, vaAccountNumbers, linked, screen, announcement, partnerCodeCheck, printed, settings);
    }

    /** Everything but the box itself gone at {@code at}: links, screen, security code, announcements, receipts, NFC settings, partner check. */
    Device reset(String at) {
        return new Device(uuid, id, type, name, status, creationTime, at, null, null, List.of(), List.of(), false, null,
                null, null, List.of(), null);
    }

    /** This box, which must be linked to a shop or a virtual account to show or read anything. */
    Device requireLinked() {
        if (!linked || (shopIds.isEmpty() && vaAccountNumbers.isEmpty())) {
            throw Refusal.wrongState("uuid", "not linked to a shop or virtual account", "show or read anything");
        }
        return this;
    }

    /** Whether it is linked to the shop {@code shopId} or the virtual account {@code va}. */
    boolean linksTo(Long shopId, String va) {
        return shopId != null && shopIds.contains(shopId) || va != null && vaAccountNumbers.contains(va);
    }

    /** As add-device-to-shop and get-devices-link-to-shop-or-va show it: {@code {type, uuid}}. */
    LinkedDevice toLink() {
        return new LinkedDevice().type(DeviceType.fromValue(type)).uuid(uuid);
    }

    /** As get-paging shows it ({@code DeviceDto}), with its merchant's name (if known) and its shops ({@code {name, id}}). */
    io.paycollect.server.model.Device toDeviceDto(String merchantName, List<ShopRef> shopDtos) {
        return new io.paycollect.server.model.Device().id(id).creationTime(creationTime)
                .lastModificationTime(lastModificationTime).type(DeviceType.fromValue(type)).uuid(uuid).name(name)
                .merchantId(merchantId).status(DeviceStatus.fromValue(status)).masterMerchantId(merchantId)
                .merchantName(merchantName).shopDtos(shopDtos);
    }

    /** What it shows and knows, for the sandbox's control area. */
    View toView() {
        return new View(uuid, id, type, securityCode, merchantId, shopIds, vaAccountNumbers, display, lastAnnouncement,
                partnerCodeCheck, receipts.isEmpty() ? null : receipts, nfc);
    }

    /** {@code current} with {@code more} it lacks, in order, less {@code less}. */
    private static <T> List<T> union(List<T> current, List<T> more, List<T> less) {
        Set<T> all = new LinkedHashSet<>(current);
        all.addAll(more);
        less.forEach(all::remove);
        return List.copyOf(all);
    }
}
