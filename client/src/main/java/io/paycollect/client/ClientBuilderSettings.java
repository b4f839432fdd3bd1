package io.paycollect.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Capability;
import feign.Client;
import feign.Logger;
import feign.Request;
import feign.RequestInterceptor;
import feign.Retryer;
import feign.jackson.JacksonEncoder;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.SignatureHeaders;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * The settings of a client's builder, each with its setter and its default, and the {@link ClientSettings} they
 * make; the builder builds. Its setters and defaults are the builder's public API. Generic over the builder, so that
 * the setters answer it without this class knowing the client.
 *
 * @param <B> the builder
 */
abstract class ClientBuilderSettings<B extends ClientBuilderSettings<B>> {

    /** Default connect time-out. */
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);
    /** Default read time-out. */
    public static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(30);
    /** Default total time of a call: connecting (10 s) and a whole read time-out (30 s) fit, with room for the body. */
    public static final Duration DEFAULT_CALL_TIMEOUT = Duration.ofSeconds(60);
    /** Default largest answer: 4 MiB, several times the service's largest (docs/client.md lists them). */
    public static final long DEFAULT_MAX_ANSWER_SIZE = 4L * 1024 * 1024;
    /**
     * Default time a pooled connection may sit idle and still be reused: 500 ms, half of the shortest
     * idle time-out of servers this client is tested against (1 s), so that no call is sent on a
     * connection the server is closing.
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

    /**
     * The base URL of the service, e.g. {@code https://host} or {@code http://localhost:8080}; the
     * contract's paths ({@code /v1/...}) are appended to it.
     */
    public B baseUrl(String baseUrl) {
        this.baseUrl = BaseUrl.normalise(baseUrl);
        return self();
    }

    /**
     * The hosted environment to call, by name: {@code environment(PayCollectEnvironment.UAT)} to try an
     * integration on the service's test environment, {@code PRODUCTION} to go live. Replaces any base URL
     * set before (and a base URL set after replaces it).
     */
    public B environment(PayCollectEnvironment environment) {
        return baseUrl(Objects.requireNonNull(environment, "environment").baseUrl());
    }

    /** The client id from the developer section of the merchant web application. */
    public B clientId(String clientId) {
        this.clientId = ClientSettings.requireClientId(clientId);
        return self();
    }

    /**
     * The secret token from the developer section of the merchant web application. It is turned
     * into a signing key at once and the builder does not keep the string.
     */
    public B secretToken(String secretToken) {
        try {
            this.signer = RequestSigner.withSecret(secretToken);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("secretToken must not be empty");
        }
        return self();
    }

    /** Time allowed to open a connection; default 10 s. */
    public B connectTimeout(Duration connectTimeout) {
        this.connectTimeout = positive(connectTimeout, "connectTimeout");
        return self();
    }

    /** Time allowed between bytes of the answer (each wait, not the whole call: {@link #callTimeout}); default 30 s. */
    public B readTimeout(Duration readTimeout) {
        this.readTimeout = positive(readTimeout, "readTimeout");
        return self();
    }

    /**
     * The total time a call may take, from connecting to the last byte of the answer (not the DNS look-up);
     * default 60 s. The read time-out bounds each wait for data; this bounds their sum, so a server trickling
     * its answer cannot hold the calling thread. Running out raises {@link PayCollectTransportException}
     * ({@code isTimeout()}), outcome unknown. Per call: the client's {@code withCallTimeout}. A transport set
     * with {@link #client} has it checked only before each read of an answer's body.
     */
    public B callTimeout(Duration callTimeout) {
        this.callTimeout = positive(callTimeout, "callTimeout");
        return self();
    }

    /**
     * The largest answer body read, in bytes, counted after decompression; default
     * {@link #DEFAULT_MAX_ANSWER_SIZE}. A larger answer, error answers too, raises
     * {@link AnswerTooLargeException}: no server can exhaust the application's memory.
     */
    public B maxAnswerSize(long bytes) {
        if (bytes <= 0) {
            throw new IllegalArgumentException("maxAnswerSize must be positive");
        }
        this.maxAnswerSize = bytes;
        return self();
    }

    /**
     * How long a connection of the default transport may sit idle and still be reused; default
     * {@link #DEFAULT_CONNECTION_REUSE_WINDOW}. A request sent on a connection the server
     * is closing fails with an unknown outcome and is never re-sent: keep this below the shortest idle time-out of
     * the server or proxy called.
     */
    public B connectionReuseWindow(Duration window) {
        this.connectionReuseWindow = positive(window, "connectionReuseWindow");
        return self();
    }

    /** The clock of the request timestamps (default: system clock); its time zone does not matter. */
    public B clock(Clock clock) {
        this.clock = Objects.requireNonNull(clock, "clock");
        return self();
    }

    /**
     * The HTTP transport (default: OkHttp, which re-sends nothing). One of your own must not re-send requests
     * either: the JDK's {@code HttpURLConnection} (Feign's {@code Client.Default}) re-sends a POST after some
     * connection failures unless {@code -Dsun.net.http.retryPost=false}.
     */
    public B client(Client transport) {
        this.transport = Objects.requireNonNull(transport, "client");
        return self();
    }

    /** Where request logs go (default {@code System.getLogger("io.paycollect.client")}, DEBUG). */
    public B logger(System.Logger logger) {
        this.logger = Objects.requireNonNull(logger, "logger");
        return self();
    }

    /** How much Feign logs (default NONE); {@code x-signature} is always redacted. */
    public B logLevel(Logger.Level logLevel) {
        this.logLevel = Objects.requireNonNull(logLevel, "logLevel");
        return self();
    }

    /**
     * What watches every call: to time it, count its outcomes or trace it (the Spring Boot starter
     * sets a Micrometer one). Default: {@link CallObserver#NONE}.
     */
    public B callObserver(CallObserver callObserver) {
        this.callObserver = Objects.requireNonNull(callObserver, "callObserver");
        return self();
    }

    /**
     * Adds a Feign request interceptor (a tracing header, a tenant header...), run on every call in the order
     * added, <b>before</b> the request is signed: the signature covers the body they leave, and the signing
     * headers set after them replace any they set.
     */
    public B requestInterceptor(RequestInterceptor interceptor) {
        requestInterceptors.add(Objects.requireNonNull(interceptor, "requestInterceptor"));
        return self();
    }

    /**
     * Adds a Feign {@link Capability} (feign-micrometer's {@code MicrometerCapability}, a circuit breaker...),
     * applied in the order added to every piece Feign lets it enrich; one that wraps the transport sees the
     * request signed. Nothing is ever retried: {@code build()} refuses a capability that
     * replaces Feign's retryer, since a call that may have reached the server can move money; do not add one that
     * re-sends calls inside the transport it wraps.
     */
    public B addCapability(Capability capability) {
        capabilities.add(Objects.requireNonNull(capability, "capability"));
        return self();
    }

    /** What {@code build()} builds from, checked. */
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
            throw PayCollectFeignBuilder.retryerRefused("a capability replaces the retryer");
        }
        Client chosen = transport != null ? new BoundedAnswers(transport, maxAnswerSize)
                : OkHttpTransport.create(connectTimeout, readTimeout, connectionReuseWindow, maxAnswerSize);
        Request.Options options = new Request.Options(connectTimeout.toMillis(), TimeUnit.MILLISECONDS,
                readTimeout.toMillis(), TimeUnit.MILLISECONDS, false);
        ObjectMapper mapper = PayCollectJson.newObjectMapper();
        return new ClientSettings(baseUrl, new SigningInterceptor(clientId, signer, clock), chosen, options, mapper,
                new JacksonEncoder(mapper), new CallGuard(RequestValidator.create(), callObserver,
                        Math.max(1, callTimeout.toMillis())), // under 1 ms must still bound the call, not disable it
                new RedactingLogger(logger, List.of(SignatureHeaders.SIGNATURE)), logLevel,
                callTimeout, maxAnswerSize, requestInterceptors, capabilities);
    }

    static Duration positive(Duration d, String name) {
        Objects.requireNonNull(d, name);
        if (d.isNegative() || d.isZero()) {
            throw new IllegalArgumentException(name + " must be positive");
        }
        return d;
    }

    abstract B self();

    @Override
    public String toString() {
        return "PayCollectClient.Builder[baseUrl=" + baseUrl + ", clientId=" + clientId
                + ", secretToken=" + (signer == null ? "<unset>" : "***") + "]";
    }
}
