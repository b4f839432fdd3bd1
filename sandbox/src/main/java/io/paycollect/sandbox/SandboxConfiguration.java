package io.paycollect.sandbox;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.paycollect.api.ClientSecretLookup;
import io.paycollect.sandbox.domain.BankLinkSessions;
import io.paycollect.sandbox.domain.BankService;
import io.paycollect.sandbox.domain.BatchVirtualAccounts;
import io.paycollect.sandbox.domain.VaDropDown;
import io.paycollect.sandbox.domain.NotificationSettings;
import io.paycollect.sandbox.domain.PaymentLinks;
import io.paycollect.sandbox.domain.ReceivedInvoices;
import io.paycollect.sandbox.domain.VirtualAccountSwitch;
import io.paycollect.sandbox.domain.DeepLinkService;
import io.paycollect.sandbox.domain.DeviceService;
import io.paycollect.sandbox.domain.DirectDebitService;
import io.paycollect.sandbox.domain.EInvoiceService;
import io.paycollect.sandbox.domain.LinkResult;
import io.paycollect.sandbox.domain.MerchantService;
import io.paycollect.sandbox.domain.QrIssuer;
import io.paycollect.sandbox.domain.ShopService;
import io.paycollect.sandbox.domain.TransactionLedger;
import io.paycollect.sandbox.notify.NotificationDeliveries;
import io.paycollect.sandbox.notify.NotificationTargets;
import io.paycollect.sandbox.notify.PaymentNotifier;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.web.BodyGate;
import io.paycollect.sandbox.web.RequestGuard;
import io.paycollect.server.PayCollectServerProperties;
import io.paycollect.server.ProtectedPaths;
import io.paycollect.vietqr.VietQrImage;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;

/** Wires the in-memory services (plain Java) and tells the verifier which client may call. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({SandboxProperties.class, SandboxNotificationProperties.class, SandboxNetworkProperties.class})
public class SandboxConfiguration {

    /** Side length of the QR images in pixels. */
    static final int QR_IMAGE_SIZE = 300;

    /**
     * The verifier's client lookup: the sandbox client, plus any client configured the server stubs' way
     * ({@code paycollect.server.clients.<id>.secret-token}).
     */
    @Bean
    ClientSecretLookup sandboxClientSecretLookup(SandboxProperties sandbox, PayCollectServerProperties server) {
        return ClientSecretLookup.of(Map.of(sandbox.clientId(), sandbox.effectiveSecretToken()))
                .orElse(server.clientSecretLookup());
    }

    /**
     * Answers carry only the fields the service put in them: a model's null fields are left out, since the
     * official Java SDK refuses a field its type does not declare, even a null one. (The error envelope still says
     * {@code "data": null}: its record asks for it, {@code RefusalAdvice}.)
     */
    @Bean
    JsonMapperBuilderCustomizer leaveNullFieldsOut() {
        return builder -> builder.changeDefaultPropertyInclusion(
                inclusion -> inclusion.withValueInclusion(JsonInclude.Include.NON_NULL));
    }

    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }

    @Bean
    SandboxClock sandboxClock(Clock clock) {
        return new SandboxClock(clock);
    }

    @Bean
    QrIssuer qrIssuer() {
        return new QrIssuer(VietQrImage.ofSize(QR_IMAGE_SIZE));
    }

    @Bean
    TransactionLedger transactionLedger(SandboxClock clock, SandboxProperties sandbox) {
        return new TransactionLedger(clock, sandbox.maxRecordsPerTable());
    }

    @Bean
    BankService bankService(QrIssuer qr, TransactionLedger ledger, ShopService shops, SandboxClock clock,
                            SandboxProperties sandbox) {
        return new BankService(qr, ledger, shops, clock, sandbox.maxRecordsPerTable());
    }

    /** Where notifications may go: anywhere from a sandbox on loopback, public addresses only from an exposed one. */
    @Bean
    NotificationTargets notificationTargets(SandboxNetworkProperties network, Environment environment) {
        return network.targets(environment.getProperty("server.address"));
    }

    /** Delivers notifications on its own thread, signed with the secret of the client that registered. */
    @Bean(destroyMethod = "close")
    NotificationDeliveries notificationDeliveries(ClientSecretLookup secrets, SandboxClock clock, SandboxProperties sandbox,
            SandboxNotificationProperties notifications, NotificationTargets targets) {
        return new NotificationDeliveries(secrets, clock, notifications.policy(), targets, sandbox.maxRecordsPerTable());
    }

    /** The control endpoints' token: configured, made up when exposed, or none on loopback. */
    @Bean
    ControlToken controlToken(SandboxNetworkProperties network, Environment environment) {
        return ControlToken.of(network.controlToken(), network.exposed(environment.getProperty("server.address")));
    }

    /** Hosts and origins the sandbox answers, and the control token, ahead of every other filter. */
    @Bean
    FilterRegistrationBean<RequestGuard> requestGuard(SandboxNetworkProperties network, ControlToken token) {
        FilterRegistrationBean<RequestGuard> registration = new FilterRegistrationBean<>(
                new RequestGuard(network.hosts(), token.value()));
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
        return registration;
    }

    /** Bodies on the signed paths only, right after the host check and before anything could read one. */
    @Bean
    FilterRegistrationBean<BodyGate> bodyGate(PayCollectServerProperties server) {
        List<String> bodyPaths = new ArrayList<>(server.paths());
        bodyPaths.addAll(server.notifications().paths());
        FilterRegistrationBean<BodyGate> registration = new FilterRegistrationBean<>(new BodyGate(ProtectedPaths.of(bodyPaths)));
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 1);
        return registration;
    }

    /** Every payment into a VA with a confirmed registration, or by a subscription with a URL, is notified. */
    @Bean
    PaymentNotifier paymentNotifier(TransactionLedger ledger, BankService bank, DirectDebitService directDebit,
            NotificationDeliveries deliveries) {
        PaymentNotifier notifier = new PaymentNotifier(bank, directDebit, deliveries);
        ledger.onPayment(notifier);
        return notifier;
    }

    /** Every link result (a VA confirmed or deleted) is delivered to the URL the account notifies, signed. */
    @Bean
    Consumer<LinkResult> linkResultNotifier(BankService bank, NotificationDeliveries deliveries) {
        Consumer<LinkResult> notifier = result -> deliveries.deliver(result.url(), result.clientId(), result.body());
        bank.onLinkResult(notifier);
        return notifier;
    }

    @Bean
    MerchantService merchantService(SandboxClock clock, SandboxProperties sandbox) {
        return new MerchantService(clock, sandbox.maxRecordsPerTable());
    }

    @Bean
    ShopService shopService(MerchantService merchants, SandboxClock clock, SandboxProperties sandbox) {
        return new ShopService(merchants, clock, sandbox.maxRecordsPerTable());
    }

    @Bean
    DeviceService deviceService(ShopService shops, BankService bank, SandboxClock clock, SandboxProperties sandbox) {
        return new DeviceService(shops, bank, clock, sandbox.maxRecordsPerTable());
    }

    @Bean
    DeepLinkService deepLinkService() {
        return new DeepLinkService();
    }

    @Bean
    EInvoiceService eInvoiceService(MerchantService merchants, SandboxClock clock, SandboxProperties sandbox) {
        return new EInvoiceService(merchants, clock, sandbox.maxRecordsPerTable());
    }

    @Bean
    PaymentLinks paymentLinks(BankService bank, MerchantService merchants, TransactionLedger ledger, SandboxClock clock,
            SandboxProperties sandbox) {
        return new PaymentLinks(bank, merchants, ledger, clock, sandbox.maxRecordsPerTable());
    }

    @Bean
    VirtualAccountSwitch virtualAccountSwitch(BankService bank, SandboxClock clock) {
        return new VirtualAccountSwitch(bank, clock);
    }

    @Bean
    NotificationSettings notificationSettings(BankService bank, SandboxClock clock) {
        return new NotificationSettings(bank, clock);
    }

    @Bean
    VaDropDown vaDropDown(BankService bank, ShopService shops) {
        return new VaDropDown(bank, shops);
    }

    @Bean
    BatchVirtualAccounts batchVirtualAccounts(BankService bank, ShopService shops, QrIssuer qr, SandboxClock clock) {
        return new BatchVirtualAccounts(bank, shops, qr, clock);
    }

    @Bean
    BankLinkSessions bankLinkSessions(MerchantService merchants, SandboxClock clock, SandboxProperties sandbox) {
        return new BankLinkSessions(merchants, clock, sandbox.maxRecordsPerTable());
    }

    @Bean
    ReceivedInvoices receivedInvoices(MerchantService merchants, SandboxClock clock, SandboxProperties sandbox) {
        return new ReceivedInvoices(merchants, clock, sandbox.maxRecordsPerTable());
    }

    @Bean
    DirectDebitService directDebitService(TransactionLedger ledger, SandboxClock clock, SandboxProperties sandbox) {
        return new DirectDebitService(ledger, clock, sandbox.maxRecordsPerTable());
    }
}
