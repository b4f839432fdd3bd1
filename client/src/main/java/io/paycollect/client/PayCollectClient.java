package io.paycollect.client;

import feign.Capability;
import feign.Client;
import feign.Logger;
import feign.Request;
import feign.RequestInterceptor;
import feign.Retryer;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.SignatureHeaders;
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
import io.paycollect.client.invoker.ApiClient;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
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
 * <p>Every request is signed as it is sent ({@link SigningInterceptor}); documented request bodies are validated
 * before anything is sent ({@link InvalidRequestException}). A complete non-2xx answer raises
 * {@link PayCollectApiException}; an answer not read whole (network failure, time-out, the call's
 * deadline, a body cut or over {@code maxAnswerSize}) raises {@link PayCollectTransportException}:
 * the outcome is unknown. A 2xx answer whose code is not "00" is returned as it is:
 * use {@link ResultEnvelope#isSuccess()} or {@link ResultEnvelope#requireSuccess()}.
 *
 * <p><b>Nothing is retried</b>: not by Feign ({@code Retryer.NEVER_RETRY}), not by the default OkHttp
 * transport (connection-failure retry off, redirects not followed, a 503 with {@code Retry-After: 0}
 * handed to the caller instead of re-sent). A request that may have reached
 * the server can move money and is never sent twice automatically.
 *
 * <p>Immutable and thread-safe: build one and share it. Neither {@link #toString()} nor any log line
 * or exception message contains the secret token.
 */
public final class PayCollectClient {

    private final ClientSettings settings;
    private final ApiClient apiClient;
    /** The API clients made so far: each is made on its group's first use. */
    private final Map<Class<?>, Object> apis = new ConcurrentHashMap<>();

    private PayCollectClient(ClientSettings settings) {
        this.settings = settings;
        this.apiClient = new ApiClient(settings);
    }

    private <T extends ApiClient.Api> T api(Class<T> type) {
        Object api = apis.get(type);
        if (api == null) {
            api = apis.computeIfAbsent(type, t -> apiClient.buildClient(type));
        }
        return type.cast(api);
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
     * Runs {@code calls} (one or more calls, on this thread) with another total time per call than
     * the client's {@code callTimeout}: longer for an operation known to be slow, shorter where the
     * caller has less time. Each call made inside, by this or any other {@code PayCollectClient},
     * gets {@code callTimeout} from its own start; calls on other threads are not affected. Costs
     * nothing per call: the override is kept with the thread, where the deadline of each call is.
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

    /** What the client was built with: for tests that build Feign clients of their own interfaces. */
    ClientSettings settings() {
        return settings;
    }

    /** The pieces its Feign clients are built from, for {@link PayCollectFeignParts#of}. */
    PayCollectFeignParts feignParts() {
        return apiClient.assembly().parts();
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
    public static final class Builder {

        /** Default connect time-out. */
        public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);
        /** Default read time-out. */
        public static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(30);
        /**
         * Default total time of a call: connecting (10 s) and then waiting the whole read time-out
         * (30 s) for a slow answer still fit, with room for the body.
         */
        public static final Duration DEFAULT_CALL_TIMEOUT = Duration.ofSeconds(60);
        /**
         * Default largest answer: 4 MiB. The largest answers of the service are a page of a list (at
         * most 1,000 records, a few hundred bytes each) and an e-invoice's one-page PDF in base64 (at
         * most 11.1 KB: 8.3 KB of PDF from the sandbox's renderer filled to its 60 lines); 4 MiB
         * leaves room for several times the largest.
         */
        public static final long DEFAULT_MAX_ANSWER_SIZE = 4L * 1024 * 1024;
        /**
         * Default time a pooled connection may sit idle and still be reused: 500 ms, half of the
         * shortest idle time-out of servers this client is tested against (1 s), far below Node.js's
         * 5 s. Calls closer together than that share a connection; a call after a longer pause
         * connects anew rather than risk a connection the server is closing.
         */
        public static final Duration DEFAULT_CONNECTION_REUSE_WINDOW = Duration.ofMillis(500);

        private String baseUrl;
        private String clientId;
        private RequestSigner signer;
        private Duration connectTimeout = DEFAULT_CONNECT_TIMEOUT;
        private Duration readTimeout = DEFAULT_READ_TIMEOUT;
        private Duration callTimeout = DEFAULT_CALL_TIMEOUT;
        private long maxAnswerSize = DEFAULT_MAX_ANSWER_SIZE;
        private Duration connectionReuseWindow = DEFAULT_CONNECTION_REUSE_WINDOW;
        private Clock clock = Clock.systemUTC();
        private Client transport;
        private System.Logger logger = System.getLogger("io.paycollect.client");
        private Logger.Level logLevel = Logger.Level.NONE;
        private CallObserver callObserver = CallObserver.NONE;
        private final List<RequestInterceptor> requestInterceptors = new ArrayList<>();
        private final List<Capability> capabilities = new ArrayList<>();

        private Builder() {
        }

        /**
         * The base URL of the service, e.g. {@code https://host} or {@code http://localhost:8080}; the
         * contract's paths ({@code /v1/...}) are appended to it.
         */
        public Builder baseUrl(String baseUrl) {
            this.baseUrl = BaseUrl.normalise(baseUrl);
            return this;
        }

        /**
         * The hosted environment to call, by name: {@code environment(PayCollectEnvironment.UAT)} to try an
         * integration on the service's test environment, {@code PRODUCTION} to go live. Replaces any base URL
         * set before (and a base URL set after replaces it).
         */
        public Builder environment(PayCollectEnvironment environment) {
            return baseUrl(java.util.Objects.requireNonNull(environment, "environment").baseUrl());
        }

        /**
         * Same as {@link #baseUrl}.
         *
         * @deprecated an alias of {@link #baseUrl(String)} that names no address: use
         *     {@link #environment(PayCollectEnvironment)} with {@code PRODUCTION}, or {@link #baseUrl(String)}
         */
        @Deprecated(since = "2.0.0")
        public Builder live(String liveBaseUrl) {
            return baseUrl(liveBaseUrl);
        }

        /**
         * Same as {@link #baseUrl}.
         *
         * @deprecated an alias of {@link #baseUrl(String)} that names no address: use
         *     {@link #environment(PayCollectEnvironment)} with {@code UAT}, or {@link #baseUrl(String)}
         */
        @Deprecated(since = "2.0.0")
        public Builder test(String uatBaseUrl) {
            return baseUrl(uatBaseUrl);
        }

        /** The client id from the developer section of the merchant web application. */
        public Builder clientId(String clientId) {
            this.clientId = ClientSettings.requireClientId(clientId);
            return this;
        }

        /**
         * The secret token from the developer section of the merchant web application. It is turned
         * into a signing key at once and the builder does not keep the string.
         */
        public Builder secretToken(String secretToken) {
            try {
                this.signer = RequestSigner.withSecret(secretToken);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("secretToken must not be empty");
            }
            return this;
        }

        /** Time allowed to open a connection; default 10 s. */
        public Builder connectTimeout(Duration connectTimeout) {
            this.connectTimeout = positive(connectTimeout, "connectTimeout");
            return this;
        }

        /** Time allowed between bytes of the answer (each wait, not the whole call: {@link #callTimeout}); default 30 s. */
        public Builder readTimeout(Duration readTimeout) {
            this.readTimeout = positive(readTimeout, "readTimeout");
            return this;
        }

        /**
         * The total time a call may take, from connecting to the last byte of the answer; default
         * 60 s. The read time-out bounds each wait for data; this bounds their sum, so a server
         * trickling its answer a byte at a time cannot hold the calling thread. A call whose time
         * runs out raises {@link PayCollectTransportException} ({@code isTimeout()}): its outcome is
         * unknown. One call, or a few, can have another with {@link PayCollectClient#withCallTimeout}.
         * With the default transport it covers connecting, sending, the headers and the body (not
         * the DNS look-up); a transport set with {@link #client} checks it before each read of an
         * answer's body and relies on its own time-outs otherwise.
         */
        public Builder callTimeout(Duration callTimeout) {
            this.callTimeout = positive(callTimeout, "callTimeout");
            return this;
        }

        /**
         * The largest answer body read, in bytes, counted after decompression; default
         * {@link #DEFAULT_MAX_ANSWER_SIZE}. A larger answer, error answers too, raises {@link AnswerTooLargeException}
         * (refused by its {@code Content-Length}, or as it grows past): no server can exhaust the application's memory.
         */
        public Builder maxAnswerSize(long bytes) {
            if (bytes <= 0) {
                throw new IllegalArgumentException("maxAnswerSize must be positive");
            }
            this.maxAnswerSize = bytes;
            return this;
        }

        /**
         * How long a connection of the default transport may sit idle and still be reused; default
         * {@link #DEFAULT_CONNECTION_REUSE_WINDOW}. A request sent on a connection the server is closing fails with an
         * unknown outcome and is never re-sent: keep this below the shortest idle time-out of the server or proxy called.
         */
        public Builder connectionReuseWindow(Duration window) {
            this.connectionReuseWindow = positive(window, "connectionReuseWindow");
            return this;
        }

        /** The clock of the request timestamps (default: system clock); its time zone does not matter. */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * The HTTP transport (default: OkHttp without connection-failure retry, redirects or
         * immediate re-send of a 503). A custom transport is responsible for not re-sending requests
         * itself: the JDK's {@code HttpURLConnection} (Feign's {@code Client.Default}), for one, re-sends
         * a POST after some connection failures unless {@code -Dsun.net.http.retryPost=false}.
         */
        public Builder client(Client transport) {
            this.transport = Objects.requireNonNull(transport, "client");
            return this;
        }

        /** Where request logs go (default {@code System.getLogger("io.paycollect.client")}, DEBUG). */
        public Builder logger(System.Logger logger) {
            this.logger = Objects.requireNonNull(logger, "logger");
            return this;
        }

        /** How much Feign logs (default NONE); {@code x-signature} is always redacted. */
        public Builder logLevel(Logger.Level logLevel) {
            this.logLevel = Objects.requireNonNull(logLevel, "logLevel");
            return this;
        }

        /**
         * What watches every call: to time it, count its outcomes or trace it (the Spring Boot starter
         * sets a Micrometer one). Default: {@link CallObserver#NONE}.
         */
        public Builder callObserver(CallObserver callObserver) {
            this.callObserver = Objects.requireNonNull(callObserver, "callObserver");
            return this;
        }

        /**
         * Adds a Feign request interceptor (a tracing header, a tenant header...), run on every call of
         * every operation. The application's interceptors run in the order added, <b>before</b> the
         * request is signed: the signature covers the exact body they leave, and the three signing
         * headers ({@code x-client-id}, {@code x-request-timestamp}, {@code x-signature}) are set after
         * them, replacing any they set.
         */
        public Builder requestInterceptor(RequestInterceptor interceptor) {
            requestInterceptors.add(Objects.requireNonNull(interceptor, "requestInterceptor"));
            return this;
        }

        /**
         * Adds a Feign {@link Capability} (feign-micrometer's {@code MicrometerCapability}, a circuit
         * breaker...): as Feign documents, it may enrich the transport, encoder, decoder, error decoder,
         * request interceptors, options, logger, contract and invocation handler of every call. Applied in
         * the order added. The signing interceptor is among the interceptors it sees; a capability that
         * wraps the transport sees the request signed.
         *
         * <p>Nothing is ever retried: {@link #build()} refuses a capability that replaces Feign's
         * retryer, since a call that may have reached the server can move money. A capability that
         * re-sends calls itself (inside the transport it wraps) defeats that: do not add one.
         */
        public Builder addCapability(Capability capability) {
            capabilities.add(Objects.requireNonNull(capability, "capability"));
            return this;
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

        /** What {@link #build()} builds from, checked. */
        ClientSettings settings() {
            if (baseUrl == null) {
                throw new IllegalStateException("baseUrl is required: environment(PayCollectEnvironment.PRODUCTION or UAT), "
                        + "or baseUrl(\"http://localhost:8080\") for the sandbox");
            }
            if (clientId == null) {
                throw new IllegalStateException("clientId is required");
            }
            if (signer == null) {
                throw new IllegalStateException("secretToken is required");
            }
            if (Capability.enrich(Retryer.NEVER_RETRY, Retryer.class, capabilities) != Retryer.NEVER_RETRY) {
                throw new IllegalArgumentException("a capability replaces the retryer: this client never sends a call "
                        + "twice (it may move money), so no capability may enrich Retryer");
            }
            Client chosen = transport != null ? new BoundedAnswers(transport, maxAnswerSize)
                    : OkHttpTransport.create(connectTimeout, readTimeout, connectionReuseWindow, maxAnswerSize);
            Request.Options options = new Request.Options(connectTimeout.toMillis(), TimeUnit.MILLISECONDS,
                    readTimeout.toMillis(), TimeUnit.MILLISECONDS, false);
            ClientSettings settings = new ClientSettings(baseUrl, clientId, signer, clock, chosen, options,
                    PayCollectJson.newObjectMapper(), RequestValidator.create(),
                    new RedactingLogger(logger, List.of(SignatureHeaders.SIGNATURE)), logLevel, callObserver,
                    callTimeout, maxAnswerSize, requestInterceptors, capabilities);
            return settings;
        }

        static Duration positive(Duration d, String name) {
            Objects.requireNonNull(d, name);
            if (d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException(name + " must be positive");
            }
            return d;
        }

        @Override
        public String toString() {
            return "PayCollectClient.Builder[baseUrl=" + baseUrl + ", clientId=" + clientId
                    + ", secretToken=" + (signer == null ? "<unset>" : "***") + "]";
        }
    }
}
