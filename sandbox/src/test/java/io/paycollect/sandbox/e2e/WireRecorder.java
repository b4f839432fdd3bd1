package io.paycollect.sandbox.e2e;

import feign.Client;
import feign.Request;
import feign.Response;
import java.io.IOException;
import java.io.InputStream;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A Feign transport that records every exchange as it crosses the wire (the request exactly as the
 * client sends it, signature included; the response exactly as the server answered) and passes it on.
 */
final class WireRecorder implements Client {

    /** One request and its response, as bytes and headers. */
    record Exchange(String method, String url, Map<String, Collection<String>> requestHeaders, byte[] requestBody,
            int status, Map<String, Collection<String>> responseHeaders, byte[] responseBody) {
    }

    private final Client delegate;
    private final List<Exchange> exchanges = new CopyOnWriteArrayList<>();

    WireRecorder(Client delegate) {
        this.delegate = delegate;
    }

    @Override
    public Response execute(Request request, Request.Options options) throws IOException {
        Response response = delegate.execute(request, options);
        byte[] body;
        try (InputStream in = response.body() == null ? InputStream.nullInputStream() : response.body().asInputStream()) {
            body = in.readAllBytes();
        }
        exchanges.add(new Exchange(request.httpMethod().name(), request.url(), request.headers(), request.body(),
                response.status(), response.headers(), body));
        return response.toBuilder().body(body).build();
    }

    /** Everything recorded so far, oldest first. */
    List<Exchange> exchanges() {
        return List.copyOf(exchanges);
    }
}
