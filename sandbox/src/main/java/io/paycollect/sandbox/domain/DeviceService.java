package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.domain.BoxRecords.Announcement;
import io.paycollect.sandbox.domain.BoxRecords.CodeCheck;
import io.paycollect.sandbox.domain.BoxRecords.NfcSettings;
import io.paycollect.sandbox.domain.BoxRecords.Screen;
import io.paycollect.sandbox.store.Given;
import io.paycollect.server.model.BankGenerateDynamicQrData;
import io.paycollect.server.model.DeviceGetPagingData;
import io.paycollect.server.model.LinkedDevice;
import io.paycollect.server.model.ShopRef;
import io.paycollect.server.model.BankName;
import io.paycollect.server.model.DeviceAddDeviceToShopRequest;
import io.paycollect.server.model.DevicePrintReceiptRequest;
import io.paycollect.server.model.DeviceReadAmountLinkToMerchantRequest;
import io.paycollect.server.model.DeviceReadAmountRequest;
import io.paycollect.server.model.DeviceUpdateShopDeviceLinkStatusRequest;
import io.paycollect.server.model.ShopDeviceLink;
import io.paycollect.server.model.DeviceGenerateAndShowDynamicQrCodeRequest;
import io.paycollect.server.model.DeviceGetDevicesLinkToShopOrVaRequest;
import io.paycollect.server.model.DeviceGetPagingRequest;
import io.paycollect.server.model.DeviceNfcCommandRequest;
import io.paycollect.server.model.DeviceShowDynamicQrCodeRequest;
import io.paycollect.server.model.DeviceShowQrCodeRequest;
import io.paycollect.server.model.DeviceShowStaticQrCodeRequest;
import io.paycollect.server.model.DeviceReadPartnerSecurityCodeRequest;
import io.paycollect.server.model.DeviceReadSecurityCodeRequest;
import io.paycollect.server.model.DeviceResetDeviceRequest;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * The device group: display boxes that show payment QR codes and read out amounts. A box is known by its
 * {@code uuid} (the caller's, e.g. the serial printed on it) from the first time its security code is
 * read; it then gets a numeric {@code id}. Reading the security code makes the box show a new six-digit
 * code (the sandbox keeps it where a person would read it off the screen: {@code GET /sandbox/devices/{uuid}});
 * add-device-to-shop takes that code once and links the box to shops and virtual accounts of one
 * merchant. A box shows QR codes and reads amounts only while it is linked; reset unlinks it and clears
 * its screen.
 */
public final class DeviceService {

    /** Receipts a box keeps, the latest ones: a box printing all day must not grow without bound. */
    static final int KEPT_RECEIPTS = 50;

    /** The model a box is taken to be until a request says otherwise. */
    static final String DEFAULT_TYPE = "tingee-box-3pro";

    private final ShopService shops;
    private final BankService bank;
    private final SandboxClock clock;
    private final SecureRandom random = new SecureRandom();
    private final Table<Device> devices;

    /** Boxes linked to the shops of {@code shops} and the virtual accounts of {@code bank}. */
    public DeviceService(ShopService shops, BankService bank, SandboxClock clock) {
        this(shops, bank, clock, Table.DEFAULT_CAPACITY);
    }

    /**
     * As {@link #DeviceService(ShopService, BankService, SandboxClock)}, each of its tables holding at most
     * {@code maxRecords} records.
     */
    public DeviceService(ShopService shops, BankService bank, SandboxClock clock, int maxRecords) {
        this.shops = shops;
        this.bank = bank;
        this.clock = clock;
        this.devices = new Table<>("uuid", Device::uuid, "device", maxRecords);
    }

    /** The box shows a new six-digit security code ({@code OpenApiReadSecurityCodeDto}); the operation answers {@code {}}. */
    public void readSecurityCode(DeviceReadSecurityCodeRequest request) {
        String uuid = Given.text("uuid", request.getUuid());
        String code = String.format("%06d", random.nextInt(1_000_000));
        // One atomic step: a box seen for the first time is created showing the code.
        devices.insertOrUpdate(uuid, n -> Device.first(uuid, n, clock.now(), code, clock.now()),
                d -> d.showingCode(code, clock.now()));
    }

    /**
     * Links the box {@code uuid} ({@code OpenApiAddDeviceToShop}) to {@code shopIds} and
     * {@code vaAccountNumbers} of one merchant ({@code merchantId}, else the shops' merchant), with the
     * {@code securityCode} it shows (used once; another is refused with 1004). A box linked to another
     * merchant must be reset first. Answers {@code [{type, uuid}]}.
     */
    public List<LinkedDevice> addDeviceToShop(DeviceAddDeviceToShopRequest request) {
        String uuid = Given.text("uuid", request.getUuid());
        String code = Given.text("securityCode", request.getSecurityCode());
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        List<Long> shopIds = new ArrayList<>();
        List<Long> sentShops = Given.listOf(request.getShopIds());
        for (int i = 0; i < sentShops.size(); i++) {
            long shopId = Given.id("shopIds[" + i + "]", sentShops.get(i));
            Long owner = shops.merchantOf(shopId, "shopIds");
            if (merchantId == null) {
                merchantId = owner;
            } else if (owner != null && !merchantId.equals(owner)) {
                throw Refusal.wrongState("shopIds", "a shop of another merchant", "link it with merchant " + merchantId);
            }
            shopIds.add(shopId);
        }
        List<String> vas = new ArrayList<>();
        List<String> sentVas = Given.listOf(request.getVaAccountNumbers());
        for (int i = 0; i < sentVas.size(); i++) {
            vas.add(bank.requireVa(Given.item("vaAccountNumbers", i, sentVas.get(i)), "vaAccountNumbers"));
        }
        if (merchantId != null) {
            shops.merchants().requireMerchant(merchantId, "merchantId");
        }
        Long owner = merchantId;
        Device linked = devices.update(uuid, "uuid", d -> {
            requireCode(d, code, "add it");
            if (d.merchantId() != null && owner != null && !owner.equals(d.merchantId())) {
                throw Refusal.wrongState("uuid", "linked to merchant " + d.merchantId(), "link it elsewhere before a reset");
            }
            return d.addedTo(owner, shopIds, vas, clock.now());
        });
        return List.of(linked.toLink());
    }

    /**
     * Links or unlinks the box {@code uuid} and each shop of {@code shopsLinkToDeviceDtos} (by
     * {@code isLinkToDevice}; the shop's {@code vaAccountNumber} too, when given). {@code type} sets the box's
     * model. The box must have been added to a shop.
     */
    public void updateShopDeviceLinkStatus(DeviceUpdateShopDeviceLinkStatusRequest request) {
        String uuid = Given.text("uuid", request.getUuid());
        String type = Given.optionalText(Given.valueOf(request.getType())).orElse(null);
        List<ShopDeviceLink> links = Given.listOf(request.getShopsLinkToDeviceDtos());
        List<Long> link = new ArrayList<>();
        List<Long> unlink = new ArrayList<>();
        List<String> linkVas = new ArrayList<>();
        List<String> unlinkVas = new ArrayList<>();
        for (int i = 0; i < links.size(); i++) {
            String at = "shopsLinkToDeviceDtos[" + i + "].";
            ShopDeviceLink l = Given.item("shopsLinkToDeviceDtos", i, links.get(i));
            long shopId = Given.id(at + "shopId", l.getShopId());
            shops.requireShop(shopId, at + "shopId");
            if (l.getIsLinkToDevice() == null) {
                throw new InvalidField(at + "isLinkToDevice", "is required");
            }
            boolean on = l.getIsLinkToDevice();
            (on ? link : unlink).add(shopId);
            Given.optionalText(l.getVaAccountNumber()).ifPresent(va -> {
                bank.requireVa(va, at + "vaAccountNumber");
                (on ? linkVas : unlinkVas).add(va);
            });
        }
        devices.update(uuid, "uuid", d -> {
            if (!d.linked()) {
                throw Refusal.wrongState("uuid", "a box not added to a shop", "change its links");
            }
            return d.relinked(link, unlink, linkVas, unlinkVas, type, clock.now());
        });
    }

    /** A page of the boxes of {@code merchantId} ({@code DeviceDto}), only of the model {@code type} when given. */
    public DeviceGetPagingData getPaging(DeviceGetPagingRequest request) {
        Paging paging = Paging.of(request.getSkipCount(), request.getMaxResultCount());
        long merchantId = Given.id("merchantId", request.getMerchantId());
        String type = Given.optionalText(request.getType() == null ? null : request.getType().getValue()).orElse(null);
        List<Device> all = devices.list(d -> Long.valueOf(merchantId).equals(d.merchantId())
                && (type == null || type.equals(d.type())));
        return new DeviceGetPagingData().totalCount((long) all.size())
                .items(paging.slice(all).stream().map(this::deviceDto).toList());
    }

    private io.paycollect.server.model.Device deviceDto(Device d) {
        String merchantName = shops.merchants().nameOf(d.merchantId()).orElse(null);
        return d.toDeviceDto(merchantName, d.shopIds().stream()
                .map(id -> new ShopRef().name(shops.nameOf(id, "shopId")).id(id)).toList());
    }

    /**
     * The boxes of {@code merchantId} linked to the shop {@code shopId} or to the VA {@code vaAccountNumber}:
     * {@code [{type, uuid}]}; each of the three optional (0.3.0), an absent one not filtering.
     */
    public List<LinkedDevice> getDevicesLinkToShopOrVa(DeviceGetDevicesLinkToShopOrVaRequest request) {
        // Each optional in the newest SDKs: an absent one does not filter.
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        Long shopId = Given.optionalId("shopId", request.getShopId()).orElse(null);
        String va = Given.optionalText(request.getVaAccountNumber()).orElse(null);
        return devices.list(d -> (merchantId == null || merchantId.equals(d.merchantId()))
                && (shopId == null && va == null || d.linksTo(shopId, va)))
                .stream().map(Device::toLink).toList();
    }

    /** Shows the QR payload {@code qrCode} with {@code amount} (0: none) on the linked box {@code uuid}; the operation answers {@code {}}. */
    public void showQrCode(DeviceShowQrCodeRequest r) {
        show(r.getUuid(), r.getBankName(), r.getBankBin(), r.getQrCode(), r.getAmount(),
                new String[] {r.getFirstText(), r.getSecondText(), r.getThirdText()}, "qr");
    }

    /** As {@link #showQrCode}, for a dynamic QR. */
    public void showDynamicQrCode(DeviceShowDynamicQrCodeRequest r) {
        show(r.getUuid(), r.getBankName(), r.getBankBin(), r.getQrCode(), r.getAmount(),
                new String[] {r.getFirstText(), r.getSecondText(), r.getThirdText()}, "dynamic-qr");
    }

    /** As {@link #showQrCode}, for a static QR. */
    public void showStaticQrCode(DeviceShowStaticQrCodeRequest r) {
        show(r.getUuid(), r.getBankName(), r.getBankBin(), r.getQrCode(), r.getAmount(),
                new String[] {r.getFirstText(), r.getSecondText(), r.getThirdText()}, "static-qr");
    }

    private void show(String uuid, BankName bankName, String bankBin, String qrCode, Long amount,
            String[] texts, String kind) {
        QrIssuer.optionalBank(bankName == null ? null : bankName.getValue(), bankBin);
        showOnBox(uuid, texts, kind, Given.text("qrCode", qrCode), null, Given.amountOrZero("amount", amount));
    }

    /**
     * Generates a dynamic QR bill (as generate-dynamic-qr) and shows it on the linked box {@code uuid}:
     * answers {@code {qrCode, qrAccount, billId}} as generate-dynamic-qr does.
     */
    public BankGenerateDynamicQrData generateAndShowDynamicQrCode(DeviceGenerateAndShowDynamicQrCodeRequest r) {
        String uuid = Given.text("uuid", r.getUuid());
        devices.require(uuid, "uuid").requireLinked();
        BankGenerateDynamicQrData bill = bank.generateDynamicQr(r.getVaAccountNumber(),
                r.getBankName() == null ? null : r.getBankName().getValue(), r.getBankBin(),
                r.getQrCodeType() == null ? null : r.getQrCodeType().getValue(), r.getAmount(), r.getExpireInMinute(),
                r.getPurpose(), r.getExtraInfo(), r.getName());
        showOnBox(uuid, new String[] {r.getFirstText(), r.getSecondText(), r.getThirdText()}, "dynamic-qr",
                bill.getQrCode(), bill.getBillId(), Given.optionalAmount("amount", r.getAmount()).orElse(0L));
        return bill;
    }

    /**
     * The linked box {@code uuid} reads out a payment ({@code OpenApiReadAmountDto}: {@code transactionId},
     * {@code amount}, {@code bankBin}); the sandbox records it as the box's last announcement.
     */
    public void readAmountLinkToMerchant(DeviceReadAmountLinkToMerchantRequest r) {
        announce(new ReadAmount(r.getUuid(), r.getTransactionId(), r.getAmount(), r.getFirstDisplayText(),
                r.getSecondDisplayText(), r.getThirdDisplayText()), QrIssuer.bank(Given.valueOf(r.getBankName()), r.getBankBin()),
                null, null);
    }

    /**
     * The linked box {@code uuid} reads out a payment, the BIDV way ({@code BIDVOpenApiReadAmountDto}:
     * {@code transactionId}, {@code amount}; {@code bankBin} BIDV's unless sent); recorded as the box's last
     * announcement, as read-amount-link-to-merchant does. A {@code bankName} (beyond the SDK's type, which the
     * contract keeps open) names the bank too, as it does there.
     */
    public void readAmount(DeviceReadAmountRequest r) {
        String bankName = Given.optionalOpenText("bankName", r.getAdditionalProperty("bankName")).orElse(null);
        announce(new ReadAmount(r.getUuid(), r.getTransactionId(), r.getAmount(), r.getFirstDisplayText(),
                r.getSecondDisplayText(), r.getThirdDisplayText()),
                QrIssuer.optionalBank(bankName, r.getBankBin()).orElse(NapasBank.BIDV), r.getPlaySound(), "read-amount");
    }

    /** What the two read-amount operations have in common. */
    private record ReadAmount(String uuid, String transactionId, Long amount, String firstDisplayText,
            String secondDisplayText, String thirdDisplayText) {
    }

    /** The linked box {@code uuid} announces a payment: its {@code lastAnnouncement}. */
    private void announce(ReadAmount sent, NapasBank bank, Boolean playSound, String via) {
        String uuid = Given.text("uuid", sent.uuid());
        Announcement announcement = new Announcement(Given.text("transactionId", sent.transactionId()),
                Given.amount("amount", sent.amount()), bank.bin(), Given.optionalText(sent.firstDisplayText()).orElse(null),
                Given.optionalText(sent.secondDisplayText()).orElse(null),
                Given.optionalText(sent.thirdDisplayText()).orElse(null), playSound, via, clock.now());
        devices.update(uuid, "uuid", d -> d.announcing(announcement));
    }

    /**
     * A partner checks the security code the box {@code uuid} shows ({@code OpenApiReadPartnerSecurityCodeDto}):
     * another code is refused (1004), a box showing none too (1002; read its code first). The code stays
     * shown (add-device-to-shop still takes it); the check is recorded as the box's
     * {@code partnerCodeCheck} {@code {merchantId, checkedAt}}. {@code merchantId} must exist when sent.
     */
    public void readPartnerSecurityCode(DeviceReadPartnerSecurityCodeRequest request) {
        String uuid = Given.text("uuid", request.getUuid());
        String code = Given.text("securityCode", request.getSecurityCode());
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        if (merchantId != null) {
            shops.merchants().requireMerchant(merchantId, "merchantId");
        }
        devices.update(uuid, "uuid", d -> requireCode(d, code, "check it")
                .checked(new CodeCheck(merchantId, clock.now()), clock.now()));
    }

    /**
     * The linked box {@code uuid} prints a receipt ({@code OpenApiPrintReceiptDto}, checked as
     * {@link PrintedReceipt} reads it), appended to the box's {@code receipts}.
     */
    public void printReceipt(DevicePrintReceiptRequest request) {
        String uuid = Given.text("uuid", request.getUuid());
        PrintedReceipt receipt = PrintedReceipt.read(request, clock.now());
        devices.update(uuid, "uuid", d -> d.printing(receipt));
    }

    /**
     * Sets the NFC settings of the linked box {@code uuid} ({@code OpenApiNfcCommandDto}: {@code nfcUrl} and
     * {@code nfcPackageName} required; {@code enableNfc} true unless sent): the box's {@code nfc}.
     */
    public void nfcCommand(DeviceNfcCommandRequest request) {
        String uuid = Given.text("uuid", request.getUuid());
        NfcSettings nfc = new NfcSettings(request.getEnableNfc() == null || request.getEnableNfc(), request.getPlaySound(),
                Given.text("nfcUrl", request.getNfcUrl()), Given.text("nfcPackageName", request.getNfcPackageName()),
                clock.now());
        devices.update(uuid, "uuid", d -> d.withNfc(nfc));
    }

    /** Resets the box {@code uuid} (query): unlinked from everything, screen and security code cleared. Answers "Success". */
    public String reset(String uuid) {
        resetBox(Given.text("uuid", uuid));
        return "Success";
    }

    /**
     * Resets the box {@code uuid} ({@code OpenApiResetDeviceDto}, a body) as reset does; {@code phoneNumber},
     * {@code accountNumber} and {@code isBankRequest} are accepted and not used.
     */
    public void resetDevice(DeviceResetDeviceRequest request) {
        resetBox(Given.text("uuid", request.getUuid()));
    }

    /** Everything but the box itself goes: links, screen, security code, announcements, receipts, NFC settings, partner check. */
    private void resetBox(String uuid) {
        devices.update(uuid, "uuid", d -> d.reset(clock.now()));
    }

    /** What the box {@code uuid} shows and knows, for the sandbox's control area (not part of the service). */
    public BoxRecords.View view(String uuid) {
        return devices.require(uuid, "uuid").toView();
    }

    /**
     * Shows the {@code kind} QR {@code qrCode} (of the bill {@code billId}, if any) with {@code amount} and the three
     * lines of {@code texts} (first, second, third; each may be absent) on the box {@code uuid}.
     */
    private void showOnBox(String uuid, String[] texts, String kind, String qrCode, String billId, long amount) {
        Screen screen = new Screen(kind, qrCode, billId, amount, Given.optionalText(texts[0]).orElse(null),
                Given.optionalText(texts[1]).orElse(null), Given.optionalText(texts[2]).orElse(null), clock.now());
        // Checked inside the atomic update: a concurrent reset wins or loses as a whole.
        devices.update(Given.text("uuid", uuid), "uuid", d -> d.showing(screen));
    }

    /** {@code d}, which must show the security code {@code code}, so that one may {@code then}. */
    private static Device requireCode(Device d, String code, String then) {
        if (d.securityCode() == null) {
            throw Refusal.wrongState("uuid", "a box showing no security code", then + "; read its security code first");
        }
        if (!code.equals(d.securityCode())) {
            throw Refusal.wrongCode("securityCode");
        }
        return d;
    }

    /** Forgets every box (the sandbox's reset). */
    public void reset() {
        devices.removeAll(d -> true);
    }
}
