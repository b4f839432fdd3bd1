package io.paycollect.client;

import feign.Request;
import feign.RequestInterceptor;
import feign.RequestTemplate;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.api.SignatureHeaders;
import java.time.Clock;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Signs every request: the client id, the {@code x-request-timestamp} (17 digits, Vietnam time from the clock,
 * whatever the host's time zone) and the {@code x-signature} computed by {@link RequestSigner} over
 * {@code <timestamp>:<the exact body bytes sent>} ({@code {}} for none), in the headers {@link SignatureHeaders}
 * names (api's {@code ContractTest} checks them against the contract's security schemes). The engine signs each
 * request as it is handed to the transport, after every request interceptor ({@link #sign}). Headers are
 * replaced, never appended, so a request signed again carries one signature. Its {@link #toString()} never
 * shows the secret.
 */
final class SigningInterceptor implements RequestInterceptor {

    private final String clientId;
    private final RequestSigner signer;
    private final Clock clock;

    SigningInterceptor(String clientId, RequestSigner signer, Clock clock) {
        this.clientId = ClientSettings.requireClientId(clientId);
        this.signer = Objects.requireNonNull(signer, "signer");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** Signs a template over its body: run it last. */
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
        headers.put(SignatureHeaders.CLIENT_ID, List.of(clientId));
        headers.put(SignatureHeaders.REQUEST_TIMESTAMP, List.of(timestamp));
        headers.put(SignatureHeaders.SIGNATURE, List.of(signer.sign(timestamp, body)));
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
        return "SigningInterceptor[clientId=" + clientId + ", secret=***]";
    }
}
