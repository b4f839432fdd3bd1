package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.qr.NapasBank;
import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The bank group: QR codes (static, dynamic with status and deletion), the bank list, virtual accounts
 * (create then confirm; delete then confirm the deletion) and balance-change notification registrations
 * (register then confirm).
 *
 * <p>States: dynamic QR {@code PENDING → PAID | DELETED}; virtual account
 * {@code PENDING_CONFIRMATION → ACTIVE → PENDING_DELETION → DELETED}; notification registration
 * {@code PENDING_CONFIRMATION → ACTIVE}.
 */
public final class BankService {

    static final String PENDING = "PENDING";
    static final String ACTIVE = "ACTIVE";
    static final String PENDING_CONFIRMATION = "PENDING_CONFIRMATION";

    private final QrIssuer qr;
    private final TransactionLedger ledger;
    private final SandboxClock clock;
    private final Table dynamicQrs = new Table("qrId", "dynamic QR code", "DQR",
            "qrCode", "qrCodeImage", "qrAccount", "referenceLabelCode", "qrType", "status", "createdAt", "transactionId");
    private final Table vas = new Table("vaId", "virtual account", "VA",
            "vaNumber", "status", "createdAt", "confirmedAt", "deletedAt");
    private final Table notifications = new Table("registrationId", "notification registration", "NTF",
            "status", "createdAt", "confirmedAt");

    /** A bank group issuing QR codes with {@code qr} and recording QR payments in {@code ledger}. */
    public BankService(QrIssuer qr, TransactionLedger ledger, SandboxClock clock) {
        this.qr = qr;
        this.ledger = ledger;
        this.clock = clock;
    }

    /** Static QR: {@code bankName}, {@code accountNumber}, optional {@code content}; no amount, nothing stored. */
    public Map<String, Object> generateVietQr(Fields request) {
        if (request.all().containsKey("amount")) {
            throw new InvalidField("amount", "a static QR has no amount; use generate-dynamic-qr");
        }
        return Table.merge(request.all(), Table.merge(qr.issue(request, null), Values.of("qrType", "STATIC")));
    }

    /** Dynamic QR: {@code bankName}, {@code accountNumber}, {@code amount}, optional {@code content}; stored as {@code PENDING}. */
    public Map<String, Object> generateDynamicQr(Fields request) {
        long amount = request.amount("amount");
        Map<String, Object> owned = Table.merge(qr.issue(request, amount), Values.of(
                "qrType", "DYNAMIC", "amount", amount, "status", PENDING, "createdAt", clock.now()));
        return dynamicQrs.insert(request.all(), owned);
    }

    /** Deletes a {@code PENDING} dynamic QR named by {@code qrId}. */
    public Map<String, Object> deleteDynamicQr(Fields request) {
        return dynamicQrs.update(request.text("qrId"), q -> transition(q, "qrId", PENDING, "DELETED", "delete it"));
    }

    /** The dynamic QR named by {@code qrId}, with its {@code status}. */
    public Map<String, Object> getStatusDynamicQr(Fields request) {
        return dynamicQrs.require(request.text("qrId"));
    }

    /** A {@code PENDING} dynamic QR that a device is asked to show. */
    Map<String, Object> requirePendingQr(String qrId) {
        Map<String, Object> q = dynamicQrs.require(qrId);
        if (!PENDING.equals(q.get("status"))) {
            throw Refusal.wrongState("qrId", q.get("status"), "show it");
        }
        return q;
    }

    /**
     * A payer pays the {@code PENDING} dynamic QR {@code qrId} (sandbox control, not part of the
     * service): it becomes {@code PAID} and a {@code QR_PAYMENT} transaction is recorded once.
     */
    public Map<String, Object> payDynamicQr(String qrId) {
        Map<String, Object> paid = dynamicQrs.update(qrId, q -> transition(q, "qrId", PENDING, "PAID", "pay it"));
        Map<String, Object> payment = ledger.recordPayment(TransactionLedger.QR_PAYMENT,
                ((Number) paid.get("amount")).longValue(), Map.of(),
                Values.of("qrId", qrId, "accountNumber", paid.get("qrAccount"), "content", paid.get("content")));
        return dynamicQrs.update(qrId, q -> Table.merge(q, Values.of("transactionId", payment.get("transactionId"))));
    }

    /** The seven QR banks: {@code {items: [{bankName, bin, name}], totalItems}}. */
    public Map<String, Object> getBanks() {
        List<Map<String, Object>> banks = Arrays.stream(NapasBank.values())
                .map(b -> Values.of("bankName", b.name(), "bin", b.bin(), "name", b.displayName()))
                .toList();
        return Values.of("items", banks, "totalItems", banks.size());
    }

    /** A page of virtual accounts, optionally only those in {@code status}. */
    public Map<String, Object> getVaPaging(Fields request) {
        String status = request.optionalText("status").orElse(null);
        return Paging.of(request).apply(vas.list(va -> status == null || status.equals(va.get("status"))));
    }

    /** Creates a virtual account for {@code accountName}; it is {@code PENDING_CONFIRMATION} until confirmed. */
    public Map<String, Object> createVa(Fields request) {
        request.text("accountName");
        NapasBank bank = request.optionalText("bankName").isPresent() ? QrIssuer.bank(request) : NapasBank.MBB;
        Map<String, Object> created = vas.insert(request.all(), Values.of(
                "bankName", bank.name(), "status", PENDING_CONFIRMATION, "createdAt", clock.now()));
        // The number looks like an account number and is derived from the id, so it is unique
        // without a second counter: VA000001 -> 9000001000.
        String number = "9" + ((String) created.get("vaId")).substring(2) + "000";
        return vas.update((String) created.get("vaId"), va -> Table.merge(va, Values.of("vaNumber", number)));
    }

    /** Confirms the virtual account {@code vaId}: {@code PENDING_CONFIRMATION → ACTIVE}. */
    public Map<String, Object> confirmVa(Fields request) {
        return vas.update(request.text("vaId"), va -> Table.merge(
                transition(va, "vaId", PENDING_CONFIRMATION, ACTIVE, "confirm it"),
                Values.of("confirmedAt", clock.now())));
    }

    /** Asks to delete the {@code ACTIVE} virtual account {@code vaId}: it becomes {@code PENDING_DELETION}. */
    public Map<String, Object> deleteVa(Fields request) {
        return vas.update(request.text("vaId"), va -> transition(va, "vaId", ACTIVE, "PENDING_DELETION", "delete it"));
    }

    /** Confirms the deletion of {@code vaId}: {@code PENDING_DELETION → DELETED}. */
    public Map<String, Object> confirmDeleteVa(Fields request) {
        return vas.update(request.text("vaId"), va -> Table.merge(
                transition(va, "vaId", "PENDING_DELETION", "DELETED", "confirm its deletion"),
                Values.of("deletedAt", clock.now())));
    }

    /** The virtual account {@code vaId}, which must not be deleted. */
    Map<String, Object> requireLiveVa(String vaId) {
        Map<String, Object> va = vas.require(vaId);
        if ("DELETED".equals(va.get("status"))) {
            throw Refusal.wrongState("vaId", "DELETED", "use it");
        }
        return va;
    }

    /**
     * Registers {@code notifyUrl} for balance changes, of the virtual account {@code vaId} when given;
     * the registration is {@code PENDING_CONFIRMATION} until confirmed.
     */
    public Map<String, Object> registerNotify(Fields request) {
        request.text("notifyUrl");
        request.optionalText("vaId").ifPresent(this::requireLiveVa);
        return notifications.insert(request.all(), Values.of("status", PENDING_CONFIRMATION, "createdAt", clock.now()));
    }

    /** Confirms the registration {@code registrationId}: {@code PENDING_CONFIRMATION → ACTIVE}. */
    public Map<String, Object> confirmRegisterNotify(Fields request) {
        return notifications.update(request.text("registrationId"), r -> Table.merge(
                transition(r, "registrationId", PENDING_CONFIRMATION, ACTIVE, "confirm it"),
                Values.of("confirmedAt", clock.now())));
    }

    /** {@code record} moved from state {@code from} to {@code to}, or a refusal when it is elsewhere. */
    static Map<String, Object> transition(Map<String, Object> record, String idField, String from, String to,
            String operation) {
        if (!from.equals(record.get("status"))) {
            throw Refusal.wrongState(idField, record.get("status"), operation);
        }
        return Table.merge(record, Values.of("status", to));
    }
}
