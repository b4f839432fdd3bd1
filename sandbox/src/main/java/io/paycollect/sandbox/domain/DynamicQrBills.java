package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Map;

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
    private final Table<Map<String, Object>> table;

    DynamicQrBills(QrIssuer qr, TransactionLedger ledger, SandboxClock clock, int maxRecords) {
        this.qr = qr;
        this.ledger = ledger;
        this.clock = clock;
        this.table = new Table<>("billId", m -> m.get("billId"), "dynamic QR bill", maxRecords);
    }

    /** A bill ({@code GenerateDynamicQRInputDto}) paying into the active virtual account {@code va}, stored {@code pending}. */
    Map<String, Object> generate(Fields request, Map<String, Object> va) {
        String qrCodeType = request.text("qrCodeType");
        NapasBank bank = NapasBank.valueOf((String) va.get("bankName"));
        Long amount = request.optionalAmount("amount").orElse(null);
        Long expire = request.optionalId("expireInMinute").orElse(null);
        String purpose = request.optionalText("purpose").orElse(null);
        Map<String, Object> bill = table.insert(n -> {
            String billId = String.format("BILL%06d", n);
            String vaNumber = (String) va.get("vaAccountNumber");
            return Values.of("billId", billId, "qrCodeType", qrCodeType, "bankName", bank.name(), "bankBin", bank.bin(),
                    "accountNumber", va.get("accountNumber"), "vaAccountNumber", vaNumber, "qrAccount", vaNumber,
                    "amount", amount, "purpose", purpose, "extraInfo", request.optionalText("extraInfo").orElse(null),
                    "expireInMinute", expire, "merchantId", va.get("merchantId"), "shopId", va.get("shopId"),
                    // The payer's banking app shows the content: the purpose, else the bill id to match payments.
                    "qrCode", qr.payload(bank, vaNumber, amount == null ? null : BigDecimal.valueOf(amount),
                            purpose != null ? purpose : billId),
                    "status", BankService.PENDING, "totalAmountPaid", 0L, "totalPaymentsCount", 0L,
                    "creationTime", clock.now());
        });
        return Values.pick(bill, "qrCode", "qrAccount", "billId");
    }

    /** The bill {@code billId} of {@code qrAccount}: {@code {billInfo, transactionInfos}}. */
    Map<String, Object> status(Fields request) {
        Map<String, Object> bill = requireBill(request);
        Map<String, Object> info = Values.pick(withStatus(bill), "billId", "qrCodeType", "bankBin", "accountNumber",
                "vaAccountNumber", "qrAccount", "amount", "purpose", "totalAmountPaid", "totalPaymentsCount",
                "expireInMinute", "extraInfo", "status");
        if (!info.containsKey("amount")) {
            info.put("amount", 0L);
        }
        if (!info.containsKey("expireInMinute")) {
            info.put("expireInMinute", 0L);
        }
        return Values.of("billInfo", info, "transactionInfos", ledger.creditsOfBill((String) bill.get("billId")));
    }

    /** Deletes the {@code pending} bill {@code billId} of {@code qrAccount}: answers {@code {}}. */
    Map<String, Object> delete(Fields request) {
        Map<String, Object> bill = requireBill(request);
        table.update(bill.get("billId"), "billId", b -> {
            String status = (String) withStatus(b).get("status");
            if (!BankService.PENDING.equals(status)) {
                throw Refusal.wrongState("billId", status, "delete it");
            }
            return Values.merge(b, Values.of("status", BankService.DELETED, "lastModificationTime", clock.now()));
        });
        return Values.of();
    }

    private Map<String, Object> requireBill(Fields request) {
        Map<String, Object> bill = table.require(request.text("billId"), "billId");
        if (!request.text("qrAccount").equals(bill.get("qrAccount"))) {
            throw Refusal.unknownId("qrAccount", "dynamic QR bill of this account");
        }
        return bill;
    }

    /** The bill with its status as of now: a {@code pending} bill past its {@code expireInMinute} reads {@code expired}. */
    private Map<String, Object> withStatus(Map<String, Object> bill) {
        if (BankService.PENDING.equals(bill.get("status")) && bill.get("expireInMinute") instanceof Number minutes
                && LocalDateTime.parse((String) bill.get("creationTime")).plusMinutes(minutes.longValue())
                        .isBefore(clock.local())) {
            return Values.merge(bill, Values.of("status", BankService.EXPIRED));
        }
        return bill;
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
    @SuppressWarnings("unchecked")
    Map<String, Object> pay(String billId, Long amount) {
        Map<String, Object>[] credit = new Map[1];
        table.update(billId, "billId", b -> {
            String status = (String) withStatus(b).get("status");
            if (!BankService.PENDING.equals(status)) {
                throw Refusal.wrongState("billId", status, "pay it");
            }
            Long billAmount = b.get("amount") == null ? null : ((Number) b.get("amount")).longValue();
            long paid;
            if (billAmount != null) {
                if (amount != null && amount.longValue() != billAmount) {
                    throw Refusal.amount("amount", "the bill is for " + billAmount + " VND");
                }
                paid = billAmount;
            } else if (amount != null) {
                paid = amount;
            } else {
                throw new InvalidField("amount", "is required: the bill has no amount");
            }
            credit[0] = ledger.recordCredit(paid, Values.pick(b, "billId", "bankName", "bankBin", "accountNumber",
                    "vaAccountNumber", "merchantId", "shopId"), b.get("purpose") != null ? (String) b.get("purpose") : billId);
            return Values.merge(b, Values.of(
                    "totalAmountPaid", ((Number) b.get("totalAmountPaid")).longValue() + paid,
                    "totalPaymentsCount", ((Number) b.get("totalPaymentsCount")).longValue() + 1,
                    "status", BankService.ONE_TIME.equals(b.get("qrCodeType")) ? BankService.PAID : BankService.PENDING,
                    "lastModificationTime", clock.now()));
        });
        return credit[0];
    }

    /** Forgets every bill (the sandbox's reset). */
    public void reset() {
        table.removeAll(bill -> true);
    }
}
