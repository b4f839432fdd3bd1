package io.paycollect.client;

import feign.Client;
import feign.Request;
import feign.Response;
import java.io.IOException;
import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;

/**
 * Signs each request as it is handed to the transport: after every request interceptor, whatever their
 * order, over the exact body sent. For Feign clients assembled by a framework that orders the interceptors
 * itself (Spring Cloud OpenFeign), where an interceptor run after the signing one would change what was
 * signed.
 */
final class SigningTransport implements Client {

    private final SigningInterceptor signing;
    private final Client transport;

    SigningTransport(SigningInterceptor signing, Client transport) {
        this.signing = signing;
        this.transport = transport;
    }

    @Override
    public Response execute(Request request, Request.Options options) throws IOException {
        // Header names are case-insensitive: a signing header an interceptor set in another case is replaced.
        Map<String, Collection<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.putAll(request.headers());
        signing.sign(request.body(), headers);
        return transport.execute(Request.create(request.httpMethod(), request.url(), headers, request.body(),
                request.charset(), request.requestTemplate()), options);
    }

    @Override
    public String toString() {
        return "SigningTransport[" + signing + " over " + transport + "]";
    }
}
