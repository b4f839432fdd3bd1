package io.paycollect.sandbox;

import io.paycollect.sandbox.domain.BankService;
import io.paycollect.sandbox.domain.DeviceService;
import io.paycollect.sandbox.domain.DirectDebitService;
import io.paycollect.sandbox.domain.EInvoiceService;
import io.paycollect.sandbox.domain.PaymentLinks;
import io.paycollect.sandbox.notify.DeliveryView;
import io.paycollect.sandbox.notify.NotificationDeliveries;
import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.InvalidField;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Plays the part of the world outside the service, which a sandbox has no other way to reach: a payer
 * paying a dynamic QR bill, a person reading a box's screen, a customer who confirmed a direct-debit
 * registration, a merchant cancelling an e-invoice at its provider, a buyer's mailbox. Not part of the contract, and outside {@code /v1}, so it needs no signature. Answers
 * the envelope {@code {code, message, data}}; refusals are those of the service (1001, 1002, 400).
 */
@RestController
public class SandboxControlController {

    private static final int MAX_DROPS = 1000;
    /** The longest a control call waits for a delivery to settle ({@code settledWithin}). */
    private static final Duration MAX_SETTLE_WAIT = Duration.ofMinutes(1);

    private final BankService bank;
    private final DeviceService devices;
    private final DirectDebitService directDebit;
    private final EInvoiceService eInvoice;
    private final NotificationDeliveries notifications;
    private final PaymentLinks paymentLinks;

    SandboxControlController(BankService bank, DeviceService devices, DirectDebitService directDebit,
            EInvoiceService eInvoice, NotificationDeliveries notifications, PaymentLinks paymentLinks) {
        this.paymentLinks = paymentLinks;
        this.bank = bank;
        this.devices = devices;
        this.directDebit = directDebit;
        this.eInvoice = eInvoice;
        this.notifications = notifications;
    }

    /**
     * A payer pays the dynamic QR bill {@code billId}: {@code amount} VND (query, optional: by default the
     * bill's amount; a bill without one needs it). Answers the transaction as transaction_getPaging shows it.
     */
    @PostMapping("/sandbox/dynamic-qr/{billId}/pay")
    public ControlAnswer pay(@PathVariable String billId, @RequestParam(required = false) String amount) {
        return ok(bank.payBill(billId, Given.optionalNumberInText("amount", amount)
                .flatMap(sent -> Given.optionalAmount("amount", sent)).orElse(null)));
    }

    /**
     * A payer pays the payment link {@code linkId} (the last segment of the address create-link answered) through
     * its checkout page: its amount into its virtual account. Answers the transaction as transaction_getPaging shows
     * it (its {@code billId} is the link's id); the account's notification registration is notified.
     */
    @PostMapping("/sandbox/payment-links/{linkId}/pay")
    public ControlAnswer payLink(@PathVariable String linkId) {
        return ok(paymentLinks.pay(linkId));
    }

    /**
     * A payer transfers {@code amount} VND (query, required) with {@code content} (optional) into the active
     * virtual account {@code vaAccountNumber}, as paying its static QR does. Answers the transaction as
     * transaction_getPaging shows it; a confirmed notification registration of the VA is notified.
     */
    @PostMapping("/sandbox/virtual-accounts/{vaAccountNumber}/transfers")
    public ControlAnswer transfer(@PathVariable String vaAccountNumber, @RequestParam(required = false) String amount,
            @RequestParam(required = false) String content) {
        return ok(bank.transferToVa(vaAccountNumber, Given.optionalNumberInText("amount", amount)
                .flatMap(sent -> Given.optionalAmount("amount", sent))
                .orElseThrow(() -> new InvalidField("amount", "is required")), content));
    }

    /**
     * The notification deliveries, oldest first, optionally only those of {@code transactionCode}: each
     * {@code {deliveryId, url, clientId, transactionCode, status (pending, delivered, failed, dropped), attempts:
     * [{attempt, at, outcome, httpStatus, detail}], notification, redeliveries}}. With {@code settledWithin} (and
     * {@code transactionCode}), answers once one of them is settled, or when that time has passed.
     */
    @GetMapping("/sandbox/notifications/deliveries")
    public ControlAnswer deliveries(@RequestParam(required = false) String transactionCode,
            @RequestParam(required = false) String settledWithin) {
        if (settledWithin != null && transactionCode == null) {
            throw new InvalidField("settledWithin", "needs transactionCode");
        }
        return ok(settled(() -> notifications.list(transactionCode),
                found -> found.stream().anyMatch(SandboxControlController::settled), settledWithin));
    }

    /**
     * The notification delivery {@code deliveryId}. With {@code settledWithin}, answers once it is settled, or when
     * that time has passed.
     */
    @GetMapping("/sandbox/notifications/deliveries/{deliveryId}")
    public ControlAnswer delivery(@PathVariable String deliveryId, @RequestParam(required = false) String settledWithin) {
        return ok(settled(() -> notifications.get(deliveryId), SandboxControlController::settled, settledWithin));
    }

    /**
     * What {@code read} answers once {@code done} accepts it, waiting at most {@code settledWithin} (ISO-8601, up to
     * {@link #MAX_SETTLE_WAIT}) for the deliveries to change, then what it answers then. The wait holds this request's
     * thread: it is bounded, and it wakes when a delivery is made or an attempt recorded, rather than reading again
     * and again.
     */
    private <T> T settled(Supplier<T> read, Predicate<T> done, String settledWithin) {
        if (settledWithin == null) {
            return read.get();
        }
        Duration bound;
        try {
            bound = Duration.parse(settledWithin);
        } catch (DateTimeParseException notOne) {
            bound = null;
        }
        if (bound == null || bound.isNegative() || bound.compareTo(MAX_SETTLE_WAIT) > 0) {
            throw new InvalidField("settledWithin", "must be an ISO-8601 duration from PT0S to " + MAX_SETTLE_WAIT);
        }
        try {
            return notifications.awaitAttempts(read, done, bound);
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
            return read.get();
        }
    }

    private static boolean settled(DeliveryView delivery) {
        return !"pending".equals(delivery.status());
    }

    /**
     * Delivers the notification of {@code deliveryId} again, from a first attempt (same body, same
     * {@code transactionCode}, signed anew), as the service may: a receiver must acknowledge it and not
     * process it twice.
     */
    @PostMapping("/sandbox/notifications/deliveries/{deliveryId}/redeliver")
    public ControlAnswer redeliver(@PathVariable String deliveryId) {
        return ok(notifications.redeliver(deliveryId));
    }

    /**
     * Makes the next {@code count} notification deliveries (query, default 1, at most 1000) be lost: each is
     * listed as {@code dropped} and nothing is sent, as when a notification of the live service never
     * arrives. Answers {@code {dropNext}}, how many of the next deliveries will be dropped.
     */
    @PostMapping("/sandbox/notifications/drop-next")
    public ControlAnswer dropNext(@RequestParam(required = false) String count) {
        int n = Given.optionalNumberInText("count", count).flatMap(sent -> Given.optionalWhole("count", sent)).orElse(1);
        if (n < 0 || n > MAX_DROPS) {
            throw new InvalidField("count", "must be 0 to " + MAX_DROPS);
        }
        return ok(new DropsLeft(notifications.dropNext(n)));
    }

    /**
     * Sends the connection test of the merchant web application's webhook settings to {@code url} (query, required):
     * {@code {"event":"ping","message":"Tingee Webhook Connection Test","timestamp":<ms>}}, unsigned, once, as the
     * service's dashboard does. Answers {@code {url, status, acknowledged, outcome}}: the receiver's HTTP status, and
     * whether it answered 2xx (what the dashboard's test asks).
     */
    @PostMapping("/sandbox/notifications/ping")
    public ControlAnswer ping(@RequestParam(required = false) String url) {
        return ok(notifications.ping(Given.text("url", url)));
    }

    /**
     * What the box {@code uuid} shows and records: its current security code, links, screen, last read-out
     * amount, last partner code check, printed receipts and NFC settings.
     */
    @GetMapping("/sandbox/devices/{uuid}")
    public ControlAnswer device(@PathVariable String uuid) {
        return ok(devices.view(uuid));
    }

    /** The direct-debit subscription registered with {@code requestId}: its {@code subscriptionId} and {@code tokenRef}. */
    @GetMapping("/sandbox/direct-debit/{requestId}")
    public ControlAnswer subscription(@PathVariable String requestId) {
        return ok(directDebit.byRequestId(requestId));
    }

    /**
     * The e-invoice {@code invoiceCode}: {@code {invoiceCode, status (draft, issued, cancelled), accountId,
     * merchantId, provider, sellerTaxCode, invoicePattern, invoiceSeries, invoiceNumber, invoiceDate, buyer...,
     * lines, totalAmount, trackingCode, reservationCode, codeOfTax, creationTime, issuedTime, cancelledTime, url}}.
     */
    @GetMapping("/sandbox/e-invoice/invoices/{invoiceCode}")
    public ControlAnswer invoice(@PathVariable String invoiceCode) {
        return ok(eInvoice.invoice(invoiceCode));
    }

    /**
     * The merchant cancels the {@code issued} e-invoice {@code invoiceCode} at its provider (no SDK operation
     * cancels): it becomes {@code cancelled}, which get-invoice-info and download then show. Another state is 1002.
     */
    @PostMapping("/sandbox/e-invoice/invoices/{invoiceCode}/cancel")
    public ControlAnswer cancelInvoice(@PathVariable String invoiceCode) {
        return ok(eInvoice.cancel(invoiceCode));
    }

    /**
     * The mails e-invoice/send-email recorded instead of sending them, oldest first, optionally only those to
     * {@code recipientEmail} or of {@code invoiceCode}: {@code [{id, recipientEmail, invoiceCode, buyerName,
     * subject, sentAt, attachment: {fileName, contentType, pdfBase64}}]}.
     */
    @GetMapping("/sandbox/e-invoice/mails")
    public ControlAnswer invoiceMails(@RequestParam(required = false) String recipientEmail,
            @RequestParam(required = false) String invoiceCode) {
        return ok(eInvoice.mails(recipientEmail, invoiceCode));
    }

    private ControlAnswer ok(Object data) {
        return new ControlAnswer("00", "Success", data);
    }

    /**
     * The envelope of a control answer.
     *
     * @param code {@code 00}
     * @param message {@code Success}
     * @param data what it answers
     */
    record ControlAnswer(String code, String message, Object data) {
    }

    /**
     * What drop-next answers.
     *
     * @param dropNext how many of the next deliveries are still to drop
     */
    record DropsLeft(int dropNext) {
    }
}
