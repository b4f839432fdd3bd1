package com.example.platform;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A service that reads each request whole and then resets the connection without answering: the caller
 * cannot know whether the request was acted on. Counts the requests that arrived.
 */
final class HangingUpService {

    private final ServerSocket server;
    private final AtomicInteger requests = new AtomicInteger();

    HangingUpService() {
        try {
            server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        Thread acceptor = new Thread(this::serve, "hanging-up-service");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    private void serve() {
        while (!server.isClosed()) {
            try (Socket connection = server.accept()) {
                readRequest(connection.getInputStream());
                requests.incrementAndGet();
                connection.setSoLinger(true, 0); // close with a reset, no answer
            } catch (IOException e) {
                // closed, or the caller went away: the next connection
            }
        }
    }

    private static void readRequest(InputStream raw) throws IOException {
        InputStream in = new BufferedInputStream(raw);
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("closed before the end of the request head");
            }
            head.write(b);
        }
        int length = 0;
        for (String line : head.toString(StandardCharsets.ISO_8859_1).split("\r\n")) {
            if (line.toLowerCase().startsWith("content-length:")) {
                length = Integer.parseInt(line.substring("content-length:".length()).trim());
            }
        }
        in.readNBytes(length);
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getLocalPort();
    }

    int requests() {
        return requests.get();
    }

    void stop() {
        try {
            server.close();
        } catch (IOException e) {
            // stopping anyway
        }
    }
}
