package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static io.paycollect.api.GoldenSignatures.VIETNAMESE_BODY;
import static io.paycollect.api.GoldenSignatures.VIETNAMESE_SIGNATURE;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** HTTP/1.1 written by hand on a socket, for peers no HTTP client would imitate. */
final class RawHttp {

    private RawHttp() {
    }

    /**
     * The golden signed custom-QR request as HTTP/1.1 text, its Content-Length that of the signed body,
     * with {@code extra} written after that body.
     */
    static String goldenSignedPost(String headers, String extra) {
        int length = VIETNAMESE_BODY.getBytes(StandardCharsets.UTF_8).length;
        return "POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost\r\n" + headers
                + "Content-Type: application/json\r\nx-client-id: golden-client\r\nx-request-timestamp: " + TIMESTAMP
                + "\r\nx-signature: " + VIETNAMESE_SIGNATURE + "\r\nContent-Length: " + length + "\r\n\r\n"
                + VIETNAMESE_BODY + extra;
    }

    /**
     * The head of a custom-QR POST whose headers pass every check that needs no body (the public client id, the time,
     * a signature not yet checked), announcing {@code length} bytes of body, none of them sent.
     */
    static String headerPassingHead(int length) {
        return "POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "x-client-id: golden-client\r\nx-request-timestamp: " + TIMESTAMP + "\r\nx-signature: " + "ab".repeat(64)
                + "\r\nContent-Length: " + length + "\r\n\r\n";
    }

    /** Sends {@code request} and answers the first bytes the server writes back (empty when it closes). */
    static String exchange(int port, String request, Duration patience) throws IOException {
        try (Socket socket = send(port, request, patience)) {
            return firstBytes(socket.getInputStream());
        }
    }

    /** The first bytes {@code in} gives, as text (empty when it is closed). */
    static String firstBytes(InputStream in) throws IOException {
        byte[] buffer = new byte[4096];
        int n = in.read(buffer);
        return n < 0 ? "" : new String(buffer, 0, n, StandardCharsets.UTF_8);
    }

    /** Sends {@code request} and answers everything the server writes until it closes the connection. */
    static String exchangeAll(int port, String request, Duration patience) throws IOException {
        try (Socket socket = send(port, request, patience)) {
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static Socket send(int port, String request, Duration patience) throws IOException {
        Socket socket = new Socket("localhost", port);
        socket.setSoTimeout((int) patience.toMillis());
        socket.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
        socket.getOutputStream().flush();
        return socket;
    }
}
