package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.server.model.BankDeleteDynamicQrData;
import io.paycollect.server.model.BankGenerateDynamicQrData;
import io.paycollect.server.model.BankGetStatusDynamicQrData;
import io.paycollect.server.model.Transaction;
import java.math.BigDecimal;
import java.util.function.Consumer;

/**
 * Dynamic QR bills of the bank group: {@code pending → paid} (one-time payment; a recurring-payment bill stays
 * {@code pending} and counts its payments), {@code pending → deleted}, and {@code expired} once
 * {@code expireInMinute} has passed. Payments are recorded in the {@link TransactionLedger}.
 */
final class DynamicQrBills {

    private final QrIssuer qr;
    private final TransactionLedger ledger;
    private final SandboxClock clock;
    /** The bills, by {@code billId}. */
    private final Table<Bill> table;

    DynamicQrBills(QrIssuer qr, TransactionLedger ledger, SandboxClock clock, int maxRecords) {
        this.qr = qr;
        this.ledger = ledger;
        this.clock = clock;
        this.table = new Table<>("billId", Bill::billId, "dynamic QR bill", maxRecords);
    }

    /** A {@code qrCodeType} bill of {@code amount} VND (or any) paying into the active virtual account {@code va}, stored {@code pending}. */
    BankGenerateDynamicQrData generate(VirtualAccount va, String qrCodeType, Long amount, Long expire, String purpose,
            String extraInfo, String name) {
        Bill bill = table.insert(n -> {
            String billId = String.format("BILL%06d", n);
            PaymentTarget target = va.target();
            // The payer's banking app shows the content: the purpose, else the bill id to match payments.
            String qrCode = qr.payload(va.bank(), va.vaAccountNumber(), amount == null ? null : BigDecimal.valueOf(amount),
                    purpose != null ? purpose : billId);
            return new Bill(billId, qrCodeType, new PaymentTarget(target.bank(), target.accountNumber(),
                    target.vaAccountNumber(), target.merchantId(), target.shopId(), billId), amount, purpose, extraInfo,
                    expire, qrCode, BankService.PENDING, 0L, 0L, clock.now(), null, name);
        });
        return new BankGenerateDynamicQrData().qrCode(bill.qrCode()).qrAccount(bill.qrAccount()).billId(bill.billId());
    }

    /** The bill {@code billId} of {@code qrAccount}: {@code {billInfo, transactionInfos}}. */
    BankGetStatusDynamicQrData status(String qrAccount, String billId) {
        Bill bill = requireBill(qrAccount, billId);
        return new BankGetStatusDynamicQrData().billInfo(bill.toBillInfo(statusNow(bill)))
                .transactionInfos(ledger.creditsOfBill(bill.billId()));
    }

    /** Deletes the {@code pending} bill {@code billId} of {@code qrAccount}: answers {@code {}}. */
    BankDeleteDynamicQrData delete(String qrAccount, String billId) {
        Bill bill = requireBill(qrAccount, billId);
        table.update(bill.billId(), "billId", b -> {
            String status = statusNow(b);
            if (!BankService.PENDING.equals(status)) {
                throw Refusal.wrongState("billId", status, "delete it");
            }
            return b.withStatus(BankService.DELETED, clock.now());
        });
        return new BankDeleteDynamicQrData();
    }

    /** The bill {@code billId} of {@code qrAccount}, or 1001 naming the field that does not match. */
    Bill requireBill(String qrAccount, String billId) {
        Bill bill = table.require(Given.text("billId", billId), "billId");
        if (!Given.text("qrAccount", qrAccount).equals(bill.qrAccount())) {
            throw Refusal.unknownId("qrAccount", "dynamic QR bill of this account");
        }
        return bill;
    }

    /** The bill's status as of now: a {@code pending} bill past its {@code expireInMinute} reads {@code expired}. */
    private String statusNow(Bill bill) {
        return Expiry.statusNow(bill.status(), bill.creationTime(), bill.expireInMinute(), clock);
    }

    /**
     * A payer pays the bill {@code billId} (sandbox control, not part of the service): {@code amount}
     * VND, by default the bill's amount (a bill without an amount needs one). The payment becomes a
     * transaction of the virtual account, seen in {@code transaction_getPaging} and the bill's
     * {@code transactionInfos}; a one-time bill becomes {@code paid}, a recurring one stays
     * {@code pending}. A bill that is not {@code pending} is refused (1002), once paid, deleted or expired.
     *
     * @return the transaction, as {@code transaction_getPaging} shows it
     */
    Transaction pay(String billId, Long amount, Consumer<String> requireOpenVa) {
        Transaction[] credit = new Transaction[1];
        table.update(billId, "billId", b -> {
            String status = statusNow(b);
            if (!BankService.PENDING.equals(status)) {
                throw Refusal.wrongState("billId", status, "pay it");
            }
            long paid;
            if (b.amount() != null) {
                if (amount != null && amount.longValue() != b.amount()) {
                    throw Refusal.amount("amount", "the bill is for " + b.amount() + " VND");
                }
                paid = b.amount();
            } else if (amount != null) {
                paid = amount;
            } else {
                throw Refusal.invalidValue("amount", "is required: the bill has no amount");
            }
            requireOpenVa.accept(b.va().vaAccountNumber());
            credit[0] = ledger.recordCredit(paid, b.va(), b.purpose() != null ? b.purpose() : billId);
            return b.paid(paid, BankService.ONE_TIME.equals(b.qrCodeType()) ? BankService.PAID : BankService.PENDING,
                    clock.now());
        });
        return credit[0];
    }

    /**
     * Ends the bill {@code billId} of the virtual account {@code vaAccountNumber} as the VA is switched off: a
     * {@code pending} one becomes {@code deleted}, a paid or expired one stays as it is.
     */
    void end(String billId, String vaAccountNumber) {
        table.update(billId, "billId", b -> {
            if (!b.va().vaAccountNumber().equals(vaAccountNumber)) {
                throw Refusal.unknownId("billId", "bill of this virtual account");
            }
            return BankService.PENDING.equals(statusNow(b)) ? b.withStatus(BankService.DELETED, clock.now()) : b;
        });
    }

    /** Forgets every bill (the sandbox's reset). */
    public void reset() {
        table.removeAll(bill -> true);
    }
}
