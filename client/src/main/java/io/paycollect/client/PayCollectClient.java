package io.paycollect.client;

import feign.Feign;
import feign.Target;
import io.paycollect.client.api.AccountNumberApi;
import io.paycollect.client.api.BankApi;
import io.paycollect.client.api.DeepLinkApi;
import io.paycollect.client.api.DeviceApi;
import io.paycollect.client.api.DirectDebitApi;
import io.paycollect.client.api.EInvoiceApi;
import io.paycollect.client.api.MerchantApi;
import io.paycollect.client.api.PaymentGatewayApi;
import io.paycollect.client.api.ShopApi;
import io.paycollect.client.api.TransactionApi;
import io.paycollect.client.api.UserApi;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The PayCollect client: one accessor per group of the service, each a Feign client generated from
 * the contract, e.g. {@code client.bank().generateCustomVietQr(request)} or
 * {@code client.merchant().getPaging(body)}.
 *
 * <pre>{@code
 * PayCollectClient client = PayCollectClient.builder()
 *         .baseUrl("http://localhost:8080")
 *         .clientId("demo-client")
 *         .secretToken(System.getenv("PAYCOLLECT_SECRET"))
 *         .build();
 * CustomVietQrData qr = client.bank()
 *         .generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789"))
 *         .requireSuccess()
 *         .getData();
 * }</pre>
 *
 * <p>Every request is signed over the exact bytes sent; documented request bodies are validated first
 * ({@link InvalidRequestException}). A complete non-2xx answer raises {@link PayCollectApiException}; an
 * answer not read whole raises {@link PayCollectTransportException}, whose {@code wasNeverSent()} says whether
 * the request was never sent or its outcome is unknown; a 2xx answer whose code is not "00" is returned as it is
 * ({@link ResultEnvelope#requireSuccess()}). <b>Nothing is retried</b>, by Feign or the default transport: a
 * request that may have reached the server can move money.
 *
 * <p>Immutable and thread-safe: build one and share it. Neither {@link #toString()} nor any log line
 * or exception message contains the secret token.
 */
public final class PayCollectClient {

    private final ClientSettings settings;
    /** Feign's builder as the capabilities enriched it, once; it builds the client's engine. */
    private final Feign feign;
    /** The API clients made so far: each is made on its group's first use. */
    private final Map<Class<?>, Object> apis = new ConcurrentHashMap<>();

    private PayCollectClient(ClientSettings settings) {
        this.settings = settings;
        this.feign = new PayCollectFeignBuilder(settings).build();
    }

    private <T> T api(Class<T> type) {
        Object api = apis.get(type);
        if (api == null) {
            api = apis.computeIfAbsent(type, this::target);
        }
        return type.cast(api);
    }

    /** A client of {@code api}, an interface of Feign's annotations, as the client calls: for tests of other interfaces. */
    <T> T target(Class<T> api) {
        return feign.newInstance(new Target.HardCodedTarget<>(api, settings.baseUrl()));
    }

    /** A new builder. */
    public static Builder builder() {
        return new Builder();
    }

    /** QR codes, banks, virtual accounts and balance-change notifications. */
    public BankApi bank() {
        return api(BankApi.class);
    }

    /** Merchants and their configurations. */
    public MerchantApi merchant() {
        return api(MerchantApi.class);
    }

    /** Shops. */
    public ShopApi shop() {
        return api(ShopApi.class);
    }

    /** Box display devices. */
    public DeviceApi device() {
        return api(DeviceApi.class);
    }

    /** Payment deep links. */
    public DeepLinkApi deepLink() {
        return api(DeepLinkApi.class);
    }

    /** Direct debit. */
    public DirectDebitApi directDebit() {
        return api(DirectDebitApi.class);
    }

    /** Transactions. */
    public TransactionApi transaction() {
        return api(TransactionApi.class);
    }

    /**
     * E-invoices: accounts at e-invoice providers, invoices created, issued, downloaded and sent, and the
     * invoices the merchant received (read from the tax authority's portal).
     * Beyond the interface description: the official SDKs call these operations.
     */
    public EInvoiceApi eInvoice() {
        return api(EInvoiceApi.class);
    }

    /**
     * Payment links: a checkout page through which a payer pays an order, notified like any payment.
     * Beyond the interface description: the official Java SDK (0.2 and later) calls it.
     */
    public PaymentGatewayApi paymentGateway() {
        return api(PaymentGatewayApi.class);
    }

    /** Users: referral codes. Beyond the interface description: the official Java SDK calls it. */
    public UserApi user() {
        return api(UserApi.class);
    }

    /** A merchant's account numbers, for choosing one. Beyond the interface description: the official Java SDK calls it. */
    public AccountNumberApi accountNumber() {
        return api(AccountNumberApi.class);
    }

    /**
     * Runs {@code calls} (on this thread) with another total time per call than the client's
     * {@code callTimeout}: longer for an operation known to be slow, shorter where the caller has less time.
     * Each call made inside, by any {@code PayCollectClient}, gets {@code callTimeout} from its own start;
     * other threads' calls are not affected.
     *
     * <pre>{@code
     * var page = client.withCallTimeout(Duration.ofSeconds(5), () -> client.transaction().getPaging(query));
     * }</pre>
     *
     * @param callTimeout the total time of each call inside; positive
     * @param calls what to run
     * @return what {@code calls} returns
     */
    public <T> T withCallTimeout(Duration callTimeout, Supplier<T> calls) {
        Objects.requireNonNull(calls, "calls");
        return CallDeadlines.withOverride(Builder.positive(callTimeout, "callTimeout").toMillis(), calls);
    }

    /** The base URL requests go to. */
    public String baseUrl() {
        return settings.baseUrl();
    }

    @Override
    public String toString() {
        return "PayCollectClient[" + settings + "]";
    }

    /**
     * Builds a {@link PayCollectClient}. Base URL, client id and secret token are required; everything
     * else has a default. Not thread-safe; the client it builds is. Bad values are refused with an
     * exception naming the setting, before any network I/O.
     */
    public static final class Builder extends ClientBuilderSettings<Builder> {

        private Builder() {
        }

        /**
         * The client.
         *
         * @throws IllegalStateException naming the missing setting
         * @throws IllegalArgumentException when a capability replaces the retryer
         */
        public PayCollectClient build() {
            return new PayCollectClient(settings());
        }

        @Override
        Builder self() {
            return this;
        }
    }
}
