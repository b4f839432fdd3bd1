package io.paycollect.sandbox.exposed;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/** HTTP/1.1 written by hand on a loopback socket, for peers no HTTP client would imitate. */
final class RawSocket {

    /** How long a test waits for an answer: generous, it only stops a hang. */
    static final int PATIENCE_MILLIS = 60_000;

    private RawSocket() {
    }

    /** A socket to {@code port} on loopback with {@code head} already written. */
    static Socket open(int port, String head) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.setSoTimeout(PATIENCE_MILLIS);
        socket.getOutputStream().write(head.getBytes(StandardCharsets.ISO_8859_1));
        socket.getOutputStream().flush();
        return socket;
    }

    /** Sends {@code request} and answers everything the server writes until it closes the connection. */
    static String exchange(int port, String request) throws IOException {
        try (Socket socket = open(port, request)) {
            return readToClose(socket);
        }
    }

    /** The answer up to the end of its error envelope, without waiting for the connection to close. */
    static String readEnvelope(Socket socket) throws IOException {
        ByteArrayOutputStream answer = new ByteArrayOutputStream();
        InputStream in = socket.getInputStream();
        byte[] buffer = new byte[8192];
        for (int n; !answer.toString(StandardCharsets.UTF_8).endsWith("\"data\":null}") && (n = in.read(buffer)) >= 0; ) {
            answer.write(buffer, 0, n);
        }
        return answer.toString(StandardCharsets.UTF_8);
    }

    /**
     * Everything the server writes until it closes the connection; the text ends in {@code [still open]} when it
     * kept the connection open for the whole patience.
     */
    static String readToClose(Socket socket) throws IOException {
        ByteArrayOutputStream answer = new ByteArrayOutputStream();
        InputStream in = socket.getInputStream();
        byte[] buffer = new byte[8192];
        try {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                answer.write(buffer, 0, n);
            }
        } catch (SocketTimeoutException stillOpen) {
            return answer.toString(StandardCharsets.UTF_8) + "[still open]";
        } catch (IOException reset) {
            // closed by the server while our unread body was still arriving: what came before is the answer
        }
        return answer.toString(StandardCharsets.UTF_8);
    }
}
