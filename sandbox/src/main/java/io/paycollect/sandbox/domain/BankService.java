package io.paycollect.sandbox.domain;

import io.paycollect.server.model.BankConfirmDeleteVaData;
import io.paycollect.server.model.BankConfirmRegisterNotifyData;
import io.paycollect.server.model.BankConfirmVaData;
import io.paycollect.server.model.BankCreateVaData;
import io.paycollect.server.model.BankDeleteDynamicQrData;
import io.paycollect.server.model.BankDeleteVaData;
import io.paycollect.server.model.BankGenerateDynamicQrData;
import io.paycollect.server.model.BankGetAccountNumberInfoByQrCodeData;
import io.paycollect.server.model.BankGetStatusDynamicQrData;
import io.paycollect.server.model.BankGetVaPagingData;
import io.paycollect.server.model.BankRegisterNotifyData;
import io.paycollect.server.model.Transaction;
import io.paycollect.server.model.BankConfirmDeleteVaRequest;
import io.paycollect.server.model.BankConfirmRegisterNotifyRequest;
import io.paycollect.server.model.BankConfirmVaRequest;
import io.paycollect.server.model.BankDeleteDynamicQrRequest;
import io.paycollect.server.model.BankGenerateDynamicQrRequest;
import io.paycollect.server.model.BankGetStatusDynamicQrRequest;
import io.paycollect.server.model.BankCreateDebitRequest;
import io.paycollect.server.model.BankCreateVaAdvancedRequest;
import io.paycollect.server.model.BankCreateVaRequest;
import io.paycollect.server.model.BankRegisterNotifyRequest;
import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.server.model.BankGetVaPagingRequest;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The bank group: QR codes (static; dynamic bills with status and deletion), the bank list, virtual
 * accounts (create then confirm with an OTP; delete then confirm with an OTP) and balance-change
 * notification registrations (register then confirm with an OTP).
 *
 * <p>A virtual account goes {@code inactive → active} (the official SDKs' values), then is gone once its
 * deletion is confirmed; the bills' states are {@link DynamicQrBills}'.
 */
public final class BankService {

    /** The sandbox's one-time password: every confirmation takes this {@code otpNumber}, any other is refused (1004). */
    public static final String SANDBOX_OTP = "123456";

    static final String INACTIVE = "inactive";
    static final String ACTIVE = "active";
    static final String PENDING = "pending";
    static final String PAID = "paid";
    static final String DELETED = "deleted";
    static final String EXPIRED = "expired";
    static final String ONE_TIME = "dynamic-one-time-payment";

    private static final String CREATE_VA = "create-va";
    private static final String CREATE_DEBIT = "create-debit";
    private static final String DELETE_VA = "delete-va";
    private static final String REGISTER_NOTIFY = "register-notify";
    /** Placeholder host of the links the sandbox makes: the service's real ones are not known. */
    static final String LINK_HOST = "https://sandbox.paycollect.invalid";

    private final QrIssuer qr;
    private final TransactionLedger ledger;
    private final ShopService shops;
    private final SandboxClock clock;
    /** Virtual accounts, by {@code vaAccountNumber}; {@code merchantAccountNumberId} is the table's sequence. */
    private final Table<VirtualAccount> vas;
    private final OtpConfirmations confirmations;
    /** Dynamic QR bills, and the link results of the virtual accounts. */
    private final DynamicQrBills bills;
    private final LinkResults linkResults = new LinkResults();
    private final VaOwnership owners = new VaOwnership();

    /** A bank group issuing QR codes with {@code qr}, recording QR payments in {@code ledger}. */
    public BankService(QrIssuer qr, TransactionLedger ledger, ShopService shops, SandboxClock clock) {
        this(qr, ledger, shops, clock, Table.DEFAULT_CAPACITY);
    }

    /**
     * As {@link #BankService(QrIssuer, TransactionLedger, ShopService, SandboxClock)}, each of its tables holding at most
     * {@code maxRecords} records.
     */
    public BankService(QrIssuer qr, TransactionLedger ledger, ShopService shops, SandboxClock clock, int maxRecords) {
        this.qr = qr;
        this.ledger = ledger;
        this.shops = shops;
        this.clock = clock;
        this.vas = new Table<>("vaAccountNumber", VirtualAccount::vaAccountNumber, "virtual account", maxRecords);
        this.confirmations = new OtpConfirmations(clock, maxRecords);
        this.bills = new DynamicQrBills(qr, ledger, clock, maxRecords);
    }

    // ---- QR codes -----------------------------------------------------------------------------

    /**
     * A dynamic QR bill ({@code GenerateDynamicQRInputDto}) paying into the {@code active} virtual account
     * {@code vaAccountNumber}: {@code {qrCode, qrAccount, billId}}; stored {@code pending}. Only the client
     * {@code clientId} that created the VA may bill through it (1006 otherwise), so its bills are that client's.
     */
    public BankGenerateDynamicQrData generateDynamicQr(BankGenerateDynamicQrRequest request, String clientId) {
        VaOwnership.requireOwner(requireActiveVa(Given.text("vaAccountNumber", request.getVaAccountNumber()),
                "vaAccountNumber"), clientId, "vaAccountNumber");
        return generateDynamicQr(request.getVaAccountNumber(), Given.valueOf(request.getBankName()), request.getBankBin(),
                Given.valueOf(request.getQrCodeType()), request.getAmount(), request.getExpireInMinute(), request.getPurpose(),
                request.getExtraInfo(), request.getName());
    }

    /** As {@link #generateDynamicQr(BankGenerateDynamicQrRequest)}, of the values a request sent (a box's command sends them too). */
    BankGenerateDynamicQrData generateDynamicQr(String vaAccountNumber, String bankName, String bankBin, String qrCodeType,
            Long amount, Long expireInMinute, String purpose, String extraInfo, String name) {
        VirtualAccount va = requireActiveVa(Given.text("vaAccountNumber", vaAccountNumber), "vaAccountNumber");
        QrIssuer.optionalBank(bankName, bankBin).ifPresent(b -> requireBankOf(va, b));
        return bills.generate(va, qrCodeType, Given.optionalAmount("amount", amount).orElse(null),
                Given.optionalId("expireInMinute", expireInMinute).orElse(null), Given.optionalText(purpose).orElse(null),
                Given.optionalText(extraInfo).orElse(null), Given.optionalText(name).orElse(null));
    }

    /**
     * The bill {@code billId} of {@code qrAccount} ({@code OpenApiGetStatusDynamicQROutputDto}):
     * {@code {billInfo, transactionInfos}}; for its client {@code clientId} alone (1006 otherwise).
     */
    public BankGetStatusDynamicQrData getStatusDynamicQr(BankGetStatusDynamicQrRequest request, String clientId) {
        requireBillOwner(request.getQrAccount(), request.getBillId(), clientId);
        return bills.status(request.getQrAccount(), request.getBillId());
    }

    /** Deletes the {@code pending} bill {@code billId} of {@code qrAccount} of {@code clientId} (1006 for another): {@code {}}. */
    public BankDeleteDynamicQrData deleteDynamicQr(BankDeleteDynamicQrRequest request, String clientId) {
        requireBillOwner(request.getQrAccount(), request.getBillId(), clientId);
        return bills.delete(request.getQrAccount(), request.getBillId());
    }

    /** A bill is the client's of the VA it pays into, live or deleted: a VA's bills are generated by its client alone. */
    private void requireBillOwner(String qrAccount, String billId, String clientId) {
        String number = bills.requireBill(qrAccount, billId).va().vaAccountNumber();
        owners.requireBillOwner(vas.find(number).map(VirtualAccount::clientId).orElseGet(() -> owners.creatorOf(number)), clientId);
    }

    /** A payer pays the bill {@code billId} (sandbox control): see {@link DynamicQrBills#pay}; a switched-off VA refuses it. */
    public Transaction payBill(String billId, Long amount) {
        return bills.pay(billId, amount, va -> requireActiveVa(va, "billId"));
    }

    // ---- Virtual accounts ---------------------------------------------------------------------

    /**
     * A page of virtual accounts ({@code OpenApiGetVAPagedOuputDto}) of {@code merchantId} (and those made
     * without a merchant, the calling client's own) with {@code accountType}, optionally only of
     * {@code shopId}, of the bank {@code bankName}/{@code bankBin}, in {@code status}, created within
     * {@code startTime} to {@code endTime}, and of the {@code transactionType} the 0.3.0 SDKs require: {@code debit}
     * lists the debit accounts (create-debit's, and create-va's sent with {@code transactionType} {@code debit}),
     * {@code credit} the others.
     */
    public BankGetVaPagingData getVaPaging(BankGetVaPagingRequest request) {
        Paging paging = Paging.of(request.getSkipCount(), request.getMaxResultCount());
        long merchantId = Given.id("merchantId", request.getMerchantId());
        String accountType = Given.valueOf(request.getAccountType());
        Long shopId = Given.optionalId("shopId", request.getShopId()).orElse(null);
        NapasBank bank = QrIssuer.optionalBank(Given.valueOf(request.getBankName()),
                request.getBankBin()).orElse(null);
        Predicate<String> createdInPeriod = Period.of(request.getStartTime(), request.getEndTime());
        boolean debit = "debit".equals(Given.valueOf(request.getTransactionType()));
        String status = Given.optionalText(Given.valueOf(request.getStatus())).orElse(null);
        List<VirtualAccount> all = vas.list(va -> (va.merchantId() == null || va.merchantId() == merchantId)
                && (va.accountType() == null || accountType.equals(va.accountType()))
                && createdInPeriod.test(va.creationTime())
                && debit == va.debit() && (status == null || status.equals(va.status()))
                && (shopId == null || shopId.equals(va.shopId()))
                && (bank == null || bank == va.bank()));
        return new BankGetVaPagingData().totalCount((long) all.size())
                .items(paging.slice(all).stream().map(VirtualAccount::toPageItem).toList());
    }

    /**
     * Creates a virtual account ({@code OpenApiCreateVAInpuDto}) at {@code bankName}/{@code bankBin}
     * (default MBB), {@code inactive} until its OTP is confirmed with confirm-va. {@code shopId} and
     * {@code merchantId}, when given, must exist; the VA belongs to the shop's merchant and to the client
     * {@code clientId} that created it, which alone may register its notifications. Its payments are
     * notified to {@code webhookUrl} (already checked as one the sandbox may call) once registered.
     */
    public BankCreateVaData createVa(BankCreateVaRequest r, String webhookUrl, String clientId) {
        return createVa(r.getRequestId(), new VaOpening(Given.valueOf(r.getBankName()), r.getBankBin(),
                Given.valueOf(r.getAccountType()), Given.valueOf(r.getAppType()), r.getShopId(), r.getMerchantId(), r.getVaPrefix(),
                r.getVaSuffix(), r.getAccountName(), r.getName(), r.getAccountNumber(), r.getMinAmount(), r.getMaxAmount(),
                Given.valueOf(r.getTransactionType())), webhookUrl, clientId, CREATE_VA);
    }

    /** The advanced creation of a VA ({@code OpenApiCreateVAInpuDto}): as {@link #createVa(BankCreateVaRequest, String, String)}. */
    public BankCreateVaData createVaAdvanced(BankCreateVaAdvancedRequest r, String webhookUrl, String clientId) {
        return createVa(r.getRequestId(), new VaOpening(Given.valueOf(r.getBankName()), r.getBankBin(),
                Given.valueOf(r.getAccountType()), Given.valueOf(r.getAppType()), r.getShopId(), r.getMerchantId(), r.getVaPrefix(),
                r.getVaSuffix(), r.getAccountName(), r.getName(), r.getAccountNumber(), r.getMinAmount(), r.getMaxAmount(),
                Given.valueOf(r.getTransactionType())), webhookUrl, clientId, "create-va-advanced");
    }

    /** A debit virtual account ({@code OpenApiCreateDebitAccountInputDto}): created as by create-va, {@code inactive} until confirm-va. */
    public BankCreateVaData createDebit(BankCreateDebitRequest r, String webhookUrl, String clientId) {
        return createVa(r.getRequestId(), new VaOpening(Given.valueOf(r.getBankName()), r.getBankBin(),
                Given.valueOf(r.getAccountType()), Given.valueOf(r.getAppType()), r.getShopId(), r.getMerchantId(), r.getVaPrefix(),
                r.getVaSuffix(), r.getAccountName(), r.getName(), r.getAccountNumber(), r.getMinAmount(), r.getMaxAmount(), "debit"),
                webhookUrl, clientId, CREATE_DEBIT);
    }

    private BankCreateVaData createVa(String requestId, VaOpening request, String webhookUrl, String clientId, String via) {
        NapasBank bank = QrIssuer.optionalBank(request.bankName(), request.bankBin()).orElse(NapasBank.MBB);
        // Open enumerations, taken as sent (create-debit's accountType is optional): the sandbox needs neither value.
        String accountType = request.accountType();
        Long shopId = Given.optionalId("shopId", request.shopId()).orElse(null);
        Long merchantId = Given.optionalId("merchantId", request.merchantId()).orElse(null);
        if (shopId != null) {
            Long shopMerchant = shops.merchantOf(shopId, "shopId");
            if (merchantId != null && shopMerchant != null && !merchantId.equals(shopMerchant)) {
                throw Refusal.wrongState("shopId", "a shop of another merchant", "open a VA for merchant " + merchantId);
            }
            merchantId = merchantId != null ? merchantId : shopMerchant;
        } else if (merchantId != null) {
            shops.merchants().requireMerchant(merchantId, "merchantId");
        }
        Long owner = merchantId;
        String prefix = Given.optionalText(request.vaPrefix()).orElse(null);
        String suffix = Given.optionalText(request.vaSuffix()).orElse(null);
        String accountName = Given.optionalText(request.accountName()).or(() -> Given.optionalText(request.name())).orElse(null);
        String accountNumber = Given.optionalText(request.accountNumber()).orElse(null);
        AmountBounds bounds = AmountBounds.of(request.minAmount(), request.maxAmount());
        boolean debit = "debit".equals(Given.optionalText(request.transactionType()).orElse(null));
        VirtualAccount va = vas.insert(n -> {
            // Derived from the sequence, so unique without a second counter: 1 -> 9000000001.
            String vaNumber = (prefix == null ? "" : prefix) + String.format("9%09d", n) + (suffix == null ? "" : suffix);
            return new VirtualAccount(n, vaNumber, bank, accountType, accountName,
                    accountNumber == null ? vaNumber : accountNumber, shopId, owner, INACTIVE, "SMSTTT", prefix, suffix,
                    webhookUrl, via, debit, clientId, clock.now(), null, null, bounds);
        });
        String confirmId = confirmations.open(CREATE_VA, va.vaAccountNumber(), null);
        linkResults.created(va.vaAccountNumber(), requestId);
        return va.toCreated(confirmId, LINK_HOST + "/confirm-va?confirmId=" + confirmId);
    }

    /** What the VietQR payload {@code qrCode} (query) pays into: {@link StaticQrCodes#accountInfo}. */
    public BankGetAccountNumberInfoByQrCodeData getAccountNumberInfoByQrCode(String qrCode) {
        return StaticQrCodes.accountInfo(qrCode, vas);
    }

    /** Confirms a VA creation with {@code confirmId} and {@code otpNumber}: {@code inactive → active}. */
    public BankConfirmVaData confirmVa(BankConfirmVaRequest request) {
        VirtualAccount va = confirm(request.getConfirmId(), request.getOtpNumber(), Given.valueOf(request.getBankName()),
                request.getBankBin(), CREATE_VA, (v, confirmation) -> {
            if (!INACTIVE.equals(v.status())) {
                throw Refusal.wrongState("confirmId", v.status(), "activate the virtual account");
            }
            return v.withStatus(ACTIVE, clock.now());
        });
        linkResults.result(va, LinkResults.CONFIRMED);
        return va.toConfirmed();
    }

    /** Refuses a request naming another bank than the virtual account {@code va} is at, naming {@code bankName}. */
    private static void requireBankOf(VirtualAccount va, NapasBank bank) {
        if (bank != va.bank()) {
            throw Refusal.invalidValue("bankName", "the virtual account is at " + va.bank().name());
        }
    }

    /**
     * Asks to delete the {@code active} VA {@code vaAccountNumber} (query; {@code bankName}/{@code bankBin}, when
     * sent, must be its bank): {@code {confirmId}}; confirm-delete-va finishes it.
     */
    public BankDeleteVaData deleteVa(String vaAccountNumber, String bankName, String bankBin, String clientId) {
        String number = Given.text("vaAccountNumber", vaAccountNumber);
        VirtualAccount va = requireActiveVa(number, "vaAccountNumber");
        VaOwnership.requireOwner(va, clientId, "vaAccountNumber");
        QrIssuer.optionalBank(bankName, bankBin).ifPresent(b -> requireBankOf(va, b));
        return new BankDeleteVaData().confirmId(confirmations.open(DELETE_VA, number, null));
    }

    /** Confirms a VA deletion with {@code confirmId} and {@code otpNumber}: the VA is gone; answers {@code {}}. */
    public BankConfirmDeleteVaData confirmDeleteVa(BankConfirmDeleteVaRequest request) {
        VirtualAccount va = confirm(request.getConfirmId(), request.getOtpNumber(), Given.valueOf(request.getBankName()),
                request.getBankBin(), DELETE_VA, (v, confirmation) -> {
            if (!ACTIVE.equals(v.status())) {
                throw Refusal.wrongState("confirmId", v.status(), "delete the virtual account");
            }
            return v;
        });
        vas.remove(va.vaAccountNumber(), "confirmId");
        linkResults.result(va, LinkResults.DELETED);
        owners.deleted(va);
        return new BankConfirmDeleteVaData();
    }

    /**
     * Registers balance-change notifications of the {@code active} VA {@code vaAccountNumber} for the client
     * {@code clientId}: {@code {confirmId}}. They go to {@code webhookUrl} when the request sends one (a field
     * beyond the SDKs' type, which the contract keeps open), else to the {@code webhookUrl} the VA was created
     * with; without either, the registration is kept but nothing is delivered. Only the client that
     * created the VA may register it (1006 otherwise), so no merchant receives another's payments.
     */
    public BankRegisterNotifyData registerNotify(BankRegisterNotifyRequest request, String webhookUrl, String clientId) {
        String number = Given.text("vaAccountNumber", request.getVaAccountNumber());
        VirtualAccount va = requireActiveVa(number, "vaAccountNumber");
        if (clientId == null || !clientId.equals(va.clientId())) {
            throw Refusal.anotherClients("vaAccountNumber", "virtual account");
        }
        String url = webhookUrl != null ? webhookUrl : va.webhookUrl();
        return new BankRegisterNotifyData()
                .confirmId(confirmations.open(REGISTER_NOTIFY, number, new NotificationRegistration(url, clientId)));
    }

    /**
     * Confirms a notification registration with {@code confirmId} and {@code otpNumber}: {@code {confirmId}};
     * from now on each payment into the VA is notified.
     */
    public BankConfirmRegisterNotifyData confirmRegisterNotify(BankConfirmRegisterNotifyRequest request) {
        confirm(request.getConfirmId(), request.getOtpNumber(), Given.valueOf(request.getBankName()),
                request.getBankBin(), REGISTER_NOTIFY, (v, confirmation) -> v.registered(confirmation.registration(), clock.now()));
        return new BankConfirmRegisterNotifyData().confirmId(request.getConfirmId());
    }

    /** Calls {@code listener} with each link result from now on (confirm-va, confirm-delete-va): {@link LinkResults}. */
    public void onLinkResult(Consumer<LinkResult> listener) {
        linkResults.onLinkResult(listener);
    }

    /** Where the notifications of the VA {@code vaAccountNumber} go, if a registration of it is confirmed. */
    public Optional<NotificationRegistration> notificationRegistration(String vaAccountNumber) {
        return vas.find(vaAccountNumber).map(VirtualAccount::registration).filter(r -> r.url() != null);
    }

    /**
     * A payer transfers {@code amount} VND (positive, as {@link Given#amount} reads it) with {@code content} into the {@code active} VA
     * {@code vaAccountNumber}, as a static QR or a typed-in transfer does: the credit as
     * {@code transaction_getPaging} shows it. An amount outside the VA's bounds is refused ({@link AmountBounds}).
     */
    public Transaction transferToVa(String vaAccountNumber, long amount, String content) {
        VirtualAccount va = requireActiveVa(vaAccountNumber, "vaAccountNumber");
        va.bounds().check(amount);
        return ledger.recordCredit(amount, va.target(), content == null ? "" : content);
    }

    /** The virtual accounts, for the operations that switch, redirect or add them beside this group's own. */
    Table<VirtualAccount> virtualAccounts() {
        return vas;
    }

    /** Who may use which virtual account number. */
    VaOwnership owners() {
        return owners;
    }

    /** The dynamic QR bills, which a VA switched on for a bill adds to. */
    DynamicQrBills bills() {
        return bills;
    }

    /** The virtual account {@code vaAccountNumber}, which must be {@code active}. */
    VirtualAccount requireActiveVa(String vaAccountNumber, String field) {
        VirtualAccount va = vas.require(vaAccountNumber, field);
        if (!ACTIVE.equals(va.status())) {
            throw Refusal.wrongState(field, va.status(), "use it");
        }
        return va;
    }

    /** The number of the virtual account {@code vaAccountNumber}, in any state, or a refusal naming {@code field}. */
    String requireVa(String vaAccountNumber, String field) {
        return vas.require(vaAccountNumber, field).vaAccountNumber();
    }

    /**
     * Uses the confirmation {@code confirmId} of {@code purpose} once, with the sandbox OTP, for a request
     * naming the VA's bank by {@code bankName} and {@code bankBin}; then changes the VA with {@code change},
     * which is given the VA and the confirmation (with what the request being confirmed remembered).
     */
    private VirtualAccount confirm(String confirmIdSent, String otpSent, String bankName, String bankBin, String purpose,
            BiFunction<VirtualAccount, Confirmation, VirtualAccount> change) {
        String confirmId = Given.text("confirmId", confirmIdSent);
        String otp = Given.text("otpNumber", otpSent);
        NapasBank bank = QrIssuer.bank(bankName, bankBin);
        Confirmation confirmation = confirmations.use(confirmId, otp, purpose,
                c -> requireBankOf(vas.require(c.vaAccountNumber(), "confirmId"), bank));
        return vas.update(confirmation.vaAccountNumber(), "confirmId", va -> change.apply(va, confirmation));
    }

    /** Forgets every virtual account, confirmation and dynamic QR bill (the sandbox's reset); ids keep counting, so none is given twice. */
    public void reset() {
        vas.removeAll(va -> true);
        confirmations.reset();
        bills.reset();
        linkResults.reset();
        owners.reset();
    }
}
