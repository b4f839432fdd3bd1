package io.paycollect.sandbox;

import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.api.SignatureHeaders;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;

/**
 * Requests to a running sandbox signed by hand with its demo credentials, as a caller without the
 * client would sign them: for tests that must control the exact bytes sent.
 */
public final class SignedCalls {

    private static final RequestSigner SIGNER = RequestSigner.withSecret(SandboxProperties.DEMO_SECRET_TOKEN);

    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    private final int port;

    /** Calls to the sandbox on localhost:{@code port}. */
    public SignedCalls(int port) {
        this.port = port;
    }

    /** {@code method path} with {@code body} as it is, signed over exactly those bytes. */
    public HttpResponse<String> send(String method, String path, byte[] body) throws IOException, InterruptedException {
        return send(method, path, body, body);
    }

    /** {@code method path} without a body (a query input), signed over {@code {}} as the protocol says. */
    public HttpResponse<String> sendBodiless(String method, String path) throws IOException, InterruptedException {
        return send(method, path, new byte[0], "{}".getBytes(StandardCharsets.UTF_8));
    }

    /** {@code method path} with {@code body} as it is, signed over {@code signed}: a client that signs other bytes than it sends. */
    public HttpResponse<String> send(String method, String path, byte[] body, byte[] signed)
            throws IOException, InterruptedException {
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        return http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("content-type", "application/json").header("accept", "application/json")
                .header(SignatureHeaders.CLIENT_ID, SandboxProperties.DEMO_CLIENT_ID)
                .header(SignatureHeaders.REQUEST_TIMESTAMP, timestamp)
                .header(SignatureHeaders.SIGNATURE, SIGNER.sign(timestamp, signed))
                .timeout(Duration.ofSeconds(10))
                .method(method, HttpRequest.BodyPublishers.ofByteArray(body)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    /** A signed {@code POST path} of {@code body} in UTF-8. */
    public HttpResponse<String> post(String path, String body) throws IOException, InterruptedException {
        return send("POST", path, body.getBytes(StandardCharsets.UTF_8));
    }
}
