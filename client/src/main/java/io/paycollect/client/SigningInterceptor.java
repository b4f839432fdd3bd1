package io.paycollect.client;

import feign.Request;
import feign.RequestInterceptor;
import feign.RequestTemplate;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import java.time.Clock;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * <b>Internal</b>: public only for the generated {@code ApiClient}, not part of the client's API.
 *
 * Signs every request: sets the client id, the {@code x-request-timestamp} (17 digits, Vietnam time
 * from the clock, whatever the host's time zone) and the {@code x-signature} computed by
 * {@link RequestSigner} over {@code <timestamp>:<the exact body bytes sent>} ({@code {}} for none).
 *
 * <p>The client's engine signs each request as it is handed to the transport, after every request
 * interceptor, over the exact body sent ({@link #sign}); as a Feign interceptor ({@link #apply}) it signs the
 * template's body, so it must run last. Headers are replaced, never appended, so a request signed again carries
 * one signature. It reads no other header.
 *
 * <p>{@link FeignAssembly} builds it with the header names that the generated {@code ApiClient}
 * takes from the contract's security schemes marked {@code x-paycollect-signing}. Immutable and thread-safe; its
 * {@link #toString()} never shows the secret.
 *
 * @hidden
 */
public final class SigningInterceptor implements RequestInterceptor {

    /**
     * What a header carries, named as in the contract's {@code x-paycollect-signing} extension.
     *
     * @hidden
     */
    public enum Role {
        /** The client id ({@code x-paycollect-signing: client-id}). */
        CLIENT_ID("client-id"),
        /** The request timestamp ({@code x-paycollect-signing: timestamp}). */
        TIMESTAMP("timestamp"),
        /** The signature ({@code x-paycollect-signing: signature}). */
        SIGNATURE("signature");

        private final String contractName;

        Role(String contractName) {
            this.contractName = contractName;
        }

        /**
         * The role named {@code name} in the contract.
         *
         * @throws IllegalArgumentException for a name this client does not know
         */
        public static Role fromContract(String name) {
            for (Role role : values()) {
                if (role.contractName.equals(name)) {
                    return role;
                }
            }
            throw new IllegalArgumentException("unknown x-paycollect-signing role '" + name
                    + "' (known: client-id, timestamp, signature)");
        }
    }

    private final String clientId;
    private final RequestSigner signer;
    private final Clock clock;
    private final String clientIdHeader;
    private final String timestampHeader;
    private final String signatureHeader;

    private SigningInterceptor(Builder b) {
        this.clientId = b.clientId;
        this.signer = b.signer;
        this.clock = b.clock;
        this.clientIdHeader = b.headers.get(Role.CLIENT_ID);
        this.timestampHeader = b.headers.get(Role.TIMESTAMP);
        this.signatureHeader = b.headers.get(Role.SIGNATURE);
    }

    /** A builder; client id, signer and the three headers are required, the clock defaults to UTC. */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public void apply(RequestTemplate template) {
        Map<String, Collection<String>> headers = new HashMap<>(4);
        sign(template.body(), headers);
        headers.forEach((name, values) -> {
            template.removeHeader(name);
            template.header(name, values.iterator().next());
        });
    }

    /**
     * Puts the three headers for {@code body} (the exact bytes sent; {@code null} when bodiless) into
     * {@code headers}, replacing any of the same names: the one place where a request is signed.
     */
    void sign(byte[] body, Map<String, Collection<String>> headers) {
        String timestamp = RequestTimestamp.now(clock);
        headers.put(clientIdHeader, List.of(clientId));
        headers.put(timestampHeader, List.of(timestamp));
        headers.put(signatureHeader, List.of(signer.sign(timestamp, body)));
    }

    /** {@code request} as it is handed to the transport, signed over its body, a signing header set in any case replaced. */
    Request signed(Request request) {
        Map<String, Collection<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.putAll(request.headers());
        sign(request.body(), headers);
        return Request.create(request.httpMethod(), request.url(), headers, request.body(), request.charset(),
                request.requestTemplate());
    }

    @Override
    public String toString() {
        return "SigningInterceptor[clientId=" + clientId + ", headers=" + clientIdHeader + "/" + timestampHeader
                + "/" + signatureHeader + ", secret=***]";
    }

    /**
     * Builds a {@link SigningInterceptor}; not thread-safe, the interceptor it builds is.
     *
     * @hidden
     */
    public static final class Builder {
        private String clientId;
        private RequestSigner signer;
        private Clock clock = Clock.systemUTC();
        private final Map<Role, String> headers = new EnumMap<>(Role.class);

        private Builder() {
        }

        /** The client id sent in the client-id header. */
        public Builder clientId(String clientId) {
            this.clientId = ClientSettings.requireClientId(clientId);
            return this;
        }

        /** The signer, keyed with the secret token. */
        public Builder signer(RequestSigner signer) {
            this.signer = Objects.requireNonNull(signer, "signer");
            return this;
        }

        /** The clock of the timestamps; its time zone does not matter. */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * The header that carries {@code role}.
         *
         * @param role the contract's {@code x-paycollect-signing} value: client-id, timestamp or signature
         * @param headerName the header name of that security scheme
         */
        public Builder header(String role, String headerName) {
            Objects.requireNonNull(headerName, "headerName");
            if (headerName.isBlank()) {
                throw new IllegalArgumentException("header name of " + role + " must not be blank");
            }
            headers.put(Role.fromContract(role), headerName.toLowerCase(Locale.ROOT));
            return this;
        }

        /**
         * The interceptor.
         *
         * @throws IllegalStateException naming what is missing
         */
        public SigningInterceptor build() {
            if (clientId == null) {
                throw new IllegalStateException("clientId is required");
            }
            if (signer == null) {
                throw new IllegalStateException("signer (secret token) is required");
            }
            for (Role role : Role.values()) {
                if (!headers.containsKey(role)) {
                    throw new IllegalStateException("the contract marks no security scheme x-paycollect-signing: "
                            + role.contractName);
                }
            }
            return new SigningInterceptor(this);
        }

        @Override
        public String toString() {
            return "SigningInterceptor.Builder[clientId=" + clientId + ", headers=" + headers + ", secret=***]";
        }
    }
}
