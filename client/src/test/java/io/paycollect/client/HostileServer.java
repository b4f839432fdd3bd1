package io.paycollect.client;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An HTTP/1.1 server on a raw loopback socket that answers what a test scripts, byte by byte: a
 * body that never ends, a length it does not keep, headers trickled a line at a time, a gzip bomb.
 * It keeps a connection open between requests for exactly its idle time-out, then closes it, as
 * servers with a short keep-alive do. Every request is recorded as it arrived, and the end of every idle
 * connection as it happened: the client closed it, or the server at its idle time-out.
 */
final class HostileServer implements AutoCloseable {

    /** One request as it arrived, on the {@code connection}-th connection (from 1). */
    record Received(String requestLine, Map<String, String> headers, byte[] body, int connection) {
        String bodyText() {
            return new String(body, StandardCharsets.UTF_8);
        }
    }

    /** How connection {@code connection} (from 1), idle between requests, ended. */
    record IdleEnd(int connection, boolean byClient) {
    }

    /** Writes the answer to one request. */
    @FunctionalInterface
    interface Answer {
        /** @return whether the connection stays open for another request */
        boolean write(Received request, OutputStream out) throws IOException;
    }

    private final ServerSocket listener;
    private final Duration idleTimeout;
    private final Answer answer;
    private final List<Received> received = Collections.synchronizedList(new ArrayList<>());
    private final List<Socket> sockets = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger connections = new AtomicInteger();
    private final AtomicLong bytesWritten = new AtomicLong();
    private final Thread acceptor;
    private volatile boolean closed;
    private final CountDownLatch closing = new CountDownLatch(1);
    private final BlockingQueue<IdleEnd> idleEnds = new LinkedBlockingQueue<>();

    HostileServer(Duration idleTimeout, Answer answer) throws IOException {
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.idleTimeout = idleTimeout;
        this.answer = answer;
        this.acceptor = new Thread(this::accept, "hostile-server");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** A server that keeps idle connections open for a minute. */
    HostileServer(Answer answer) throws IOException {
        this(Duration.ofSeconds(60), answer);
    }

    String baseUrl() {
        return "http://127.0.0.1:" + listener.getLocalPort();
    }

    List<Received> received() {
        synchronized (received) {
            return List.copyOf(received);
        }
    }

    /** The next idle connection to end, waiting up to {@code bound} for it; null when none ended in that time. */
    IdleEnd awaitIdleEnd(Duration bound) throws InterruptedException {
        return idleEnds.poll(bound.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Connections accepted so far. */
    int connections() {
        return connections.get();
    }

    /** Bytes of answers written so far (what a client that stopped reading did not take is not counted). */
    long bytesWritten() {
        return bytesWritten.get();
    }

    private void accept() {
        while (!closed) {
            try {
                Socket socket = listener.accept();
                sockets.add(socket);
                int number = connections.incrementAndGet();
                Thread t = new Thread(() -> serve(socket, number), "hostile-connection-" + number);
                t.setDaemon(true);
                t.start();
            } catch (IOException e) {
                return;
            }
        }
    }

    private void serve(Socket socket, int connection) {
        try (socket) {
            InputStream in = new BufferedInputStream(socket.getInputStream());
            OutputStream out = new CountingOutput(socket.getOutputStream());
            boolean first = true;
            while (!closed) {
                // Between requests, wait exactly the idle time-out for the next one, then close.
                socket.setSoTimeout(first ? 30_000 : (int) idleTimeout.toMillis());
                first = false;
                Received request;
                try {
                    request = readRequest(in, connection);
                } catch (SocketTimeoutException idle) {
                    idleEnds.add(new IdleEnd(connection, false));
                    return;
                }
                if (request == null) {
                    idleEnds.add(new IdleEnd(connection, true));
                    return;
                }
                received.add(request);
                socket.setSoTimeout(0);
                if (!answer.write(request, out)) {
                    return;
                }
                out.flush();
            }
        } catch (IOException clientGone) {
            // The client closed the connection, as it should after refusing an answer.
        }
    }

    private static Received readRequest(InputStream in, int connection) throws IOException {
        String requestLine = line(in);
        if (requestLine == null) {
            return null;
        }
        Map<String, String> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (String header = line(in); header != null && !header.isEmpty(); header = line(in)) {
            int colon = header.indexOf(':');
            headers.put(header.substring(0, colon).trim(), header.substring(colon + 1).trim());
        }
        int length = Integer.parseInt(headers.getOrDefault("Content-Length", "0"));
        byte[] body = in.readNBytes(length);
        return new Received(requestLine, headers, body, connection);
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int c;
        while ((c = in.read()) != -1) {
            if (c == '\n') {
                String text = line.toString(StandardCharsets.ISO_8859_1);
                return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
            }
            line.write(c);
        }
        return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
    }

    /** Writes ASCII text. */
    static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    /** A complete JSON answer with its length. */
    static Answer json(int status, String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return (request, out) -> {
            write(out, "HTTP/1.1 " + status + " X\r\nContent-Type: application/json\r\nContent-Length: "
                    + bytes.length + "\r\n\r\n");
            out.write(bytes);
            return true;
        };
    }

    /**
     * Holds the connection {@code out} answers on, writing nothing, for {@code millis} (a slow peer's pace, or its
     * silence), or until the server closes: a test's teardown releases every connection still held.
     */
    static void hold(OutputStream out, long millis) throws IOException {
        try {
            ((CountingOutput) out).server().closing.await(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }

    @Override
    public void close() throws IOException {
        closed = true;
        closing.countDown();
        listener.close();
        synchronized (sockets) {
            for (Socket s : sockets) {
                s.close();
            }
        }
    }

    private final class CountingOutput extends OutputStream {
        private final OutputStream out;

        CountingOutput(OutputStream out) {
            this.out = out;
        }

        HostileServer server() {
            return HostileServer.this;
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            bytesWritten.incrementAndGet();
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            bytesWritten.addAndGet(len);
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }
    }
}
