package io.paycollect.sandbox;

import io.paycollect.sandbox.domain.BankLinkSessions;
import io.paycollect.sandbox.domain.BankService;
import io.paycollect.sandbox.domain.PaymentLinks;
import io.paycollect.sandbox.domain.ReceivedInvoices;
import io.paycollect.sandbox.domain.DeviceService;
import io.paycollect.sandbox.domain.DirectDebitService;
import io.paycollect.sandbox.domain.EInvoiceService;
import io.paycollect.sandbox.domain.MerchantService;
import io.paycollect.sandbox.domain.ShopService;
import io.paycollect.sandbox.domain.TransactionLedger;
import io.paycollect.sandbox.notify.NotificationDeliveries;
import org.springframework.stereotype.Component;

/**
 * Brings the sandbox back to the state it started in, without a restart, so that each test of a suite
 * sharing one sandbox starts clean: every record of every kind is forgotten, deliveries stop being retried
 * and drops still to come are cancelled. Settings, clients and their secrets stay. Ids keep counting from
 * where they were, so an id a previous test saw never names a record of the next one.
 */
@Component
public class SandboxReset {

    private final MerchantService merchants;
    private final ShopService shops;
    private final BankService bank;
    private final TransactionLedger ledger;
    private final DirectDebitService directDebit;
    private final DeviceService devices;
    private final EInvoiceService eInvoice;
    private final NotificationDeliveries notifications;
    private final PaymentLinks paymentLinks;
    private final BankLinkSessions bankLinkSessions;
    private final ReceivedInvoices receivedInvoices;

    SandboxReset(MerchantService merchants, ShopService shops, BankService bank, TransactionLedger ledger,
            DirectDebitService directDebit, DeviceService devices, EInvoiceService eInvoice,
            NotificationDeliveries notifications, PaymentLinks paymentLinks, BankLinkSessions bankLinkSessions,
            ReceivedInvoices receivedInvoices) {
        this.paymentLinks = paymentLinks;
        this.bankLinkSessions = bankLinkSessions;
        this.receivedInvoices = receivedInvoices;
        this.merchants = merchants;
        this.shops = shops;
        this.bank = bank;
        this.ledger = ledger;
        this.directDebit = directDebit;
        this.devices = devices;
        this.eInvoice = eInvoice;
        this.notifications = notifications;
    }

    /** Forgets everything: deliveries first, so no payment being forgotten is notified afterwards. */
    public void reset() {
        notifications.reset();
        devices.reset();
        eInvoice.reset();
        receivedInvoices.reset();
        paymentLinks.reset();
        bankLinkSessions.reset();
        directDebit.reset();
        bank.reset();
        ledger.reset();
        shops.reset();
        merchants.reset();
    }
}
