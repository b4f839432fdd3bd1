package io.paycollect.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The cheapest HTTP/1.1 server that can stand in for the service: on loopback, one thread per
 * keep-alive connection, {@code TCP_NODELAY} on, and every request answered with the same
 * pre-encoded response in one write. It parses only what framing needs (the end of the head,
 * {@code Content-Length} or chunked encoding, {@code Connection: close}) and allocates nothing per
 * request, so in a benchmark nearly all measured time and allocation belongs to the client.
 *
 * <p>Not a general server: no pipelining guarantees beyond sequential requests on a connection,
 * no {@code Expect: 100-continue}, heads up to 64 KiB. It can record one request, so a benchmark
 * checks in its set-up that the client sent what it was meant to send.
 */
final class LoopbackServer implements EnvelopeServer {

    private static final byte[] CRLF_CRLF = {'\r', '\n', '\r', '\n'};
    private static final int MAX_BUFFER = 1 << 20;

    private final ServerSocket listener;
    private final byte[] response;
    private final Set<Socket> connections = ConcurrentHashMap.newKeySet();
    private final NextRequestRecorder recorder = new NextRequestRecorder();
    private final LongAdder requests = new LongAdder();
    private final LongAdder connectionsAccepted = new LongAdder();

    private LoopbackServer(ServerSocket listener, byte[] response) {
        this.listener = listener;
        this.response = response;
    }

    /** Starts a server on an ephemeral loopback port answering every request with 200 and {@code json}. */
    static LoopbackServer answering(byte[] json) throws IOException {
        byte[] head = ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + json.length
                + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
        byte[] response = Arrays.copyOf(head, head.length + json.length);
        System.arraycopy(json, 0, response, head.length, json.length);
        ServerSocket listener = new ServerSocket();
        listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
        LoopbackServer server = new LoopbackServer(listener, response);
        Thread acceptor = new Thread(server::acceptLoop, "loopback-accept");
        acceptor.setDaemon(true);
        acceptor.start();
        return server;
    }

    @Override
    public String baseUrl() {
        return "http://" + listener.getInetAddress().getHostAddress() + ":" + listener.getLocalPort();
    }

    @Override
    public void recordNext() {
        recorder.arm();
    }

    @Override
    public RecordedRequest recorded() {
        return recorder.recorded();
    }

    @Override
    public String traffic() {
        return requests.sum() + " requests over " + connectionsAccepted.sum() + " connections";
    }

    @Override
    public void close() throws IOException {
        listener.close();
        for (Socket s : connections) {
            s.close();
        }
    }

    private void acceptLoop() {
        while (!listener.isClosed()) {
            try {
                Socket socket = listener.accept();
                connectionsAccepted.increment();
                connections.add(socket);
                Thread worker = new Thread(() -> serve(socket), "loopback-" + socket.getPort());
                worker.setDaemon(true);
                worker.start();
            } catch (IOException e) {
                if (!listener.isClosed()) {
                    e.printStackTrace();
                }
            }
        }
    }

    private void serve(Socket socket) {
        try (socket; Connection in = new Connection(socket.getInputStream())) {
            socket.setTcpNoDelay(true);
            OutputStream out = socket.getOutputStream();
            while (true) {
                int headEnd = in.find(CRLF_CRLF);
                if (headEnd < 0) {
                    return; // the client closed the connection between requests
                }
                int bodyStart = headEnd + CRLF_CRLF.length;
                long contentLength = in.headerLong("content-length:", headEnd);
                boolean chunked = in.headerContains("transfer-encoding:", "chunked", headEnd);
                boolean close = in.headerContains("connection:", "close", headEnd);
                int bodyEnd;
                if (chunked) {
                    bodyEnd = in.skipChunked(bodyStart);
                } else {
                    bodyEnd = bodyStart + (int) Math.max(0, contentLength);
                    if (!in.ensure(bodyEnd)) {
                        return;
                    }
                }
                recorder.offer(() -> in.record(headEnd, bodyStart, bodyEnd, chunked));
                out.write(response);
                out.flush();
                requests.increment();
                in.consume(bodyEnd);
                if (close) {
                    return;
                }
            }
        } catch (SocketException closed) {
            if (!listener.isClosed()) {
                System.out.println("loopback connection ended by " + closed);
            }
        } catch (IOException e) {
            e.printStackTrace();
        } finally {
            connections.remove(socket);
        }
    }

    /** A growable read buffer over one connection; positions are absolute indexes into it. */
    private static final class Connection implements AutoCloseable {
        private final InputStream in;
        private byte[] buffer = new byte[32 * 1024];
        private int start;
        private int end;

        Connection(InputStream in) {
            this.in = in;
        }

        /** Index (from {@code start}) of {@code needle}, reading more as needed; -1 at end of stream. */
        int find(byte[] needle) throws IOException {
            int from = start;
            while (true) {
                for (int i = from; i + needle.length <= end; i++) {
                    if (matchesAt(i, needle)) {
                        return i;
                    }
                }
                from = Math.max(start, end - needle.length + 1);
                if (!fill()) {
                    return -1;
                }
            }
        }

        /** Reads until at least {@code position} bytes are buffered; false at end of stream. */
        boolean ensure(int position) throws IOException {
            while (end < position) {
                if (!fill()) {
                    return false;
                }
            }
            return true;
        }

        /** Walks a chunked body starting at {@code position}; returns the index after its last CRLF. */
        int skipChunked(int position) throws IOException {
            byte[] crlf = {'\r', '\n'};
            while (true) {
                int lineEnd = findFrom(position, crlf);
                int size = 0;
                for (int i = position; i < lineEnd && buffer[i] != ';'; i++) {
                    size = size * 16 + Character.digit(buffer[i], 16);
                }
                position = lineEnd + 2;
                if (size == 0) {
                    // No trailers are sent by the clients measured here: the final CRLF follows.
                    if (!ensure(position + 2)) {
                        throw new IOException("connection closed inside a chunked body");
                    }
                    return position + 2;
                }
                if (!ensure(position + size + 2)) {
                    throw new IOException("connection closed inside a chunk");
                }
                position += size + 2;
            }
        }

        long headerLong(String lowercaseNamePlusColon, int headEnd) {
            int value = headerValueStart(lowercaseNamePlusColon, headEnd);
            if (value < 0) {
                return -1;
            }
            long n = 0;
            for (int i = value; i < headEnd && buffer[i] >= '0' && buffer[i] <= '9'; i++) {
                n = n * 10 + (buffer[i] - '0');
            }
            return n;
        }

        boolean headerContains(String lowercaseNamePlusColon, String lowercaseToken, int headEnd) {
            int value = headerValueStart(lowercaseNamePlusColon, headEnd);
            if (value < 0) {
                return false;
            }
            int lineEnd = value;
            while (lineEnd < headEnd && buffer[lineEnd] != '\r') {
                lineEnd++;
            }
            outer:
            for (int i = value; i + lowercaseToken.length() <= lineEnd; i++) {
                for (int j = 0; j < lowercaseToken.length(); j++) {
                    if (Character.toLowerCase(buffer[i + j]) != lowercaseToken.charAt(j)) {
                        continue outer;
                    }
                }
                return true;
            }
            return false;
        }

        /** Start of the value of the first header with this name in the current head, or -1. */
        private int headerValueStart(String lowercaseNamePlusColon, int headEnd) {
            int lineStart = start;
            while (lineStart < headEnd) {
                int i = lineStart;
                // Header lines start after a CRLF; the request line never matches a header name.
                if (i > start && regionEqualsIgnoreCase(i, lowercaseNamePlusColon, headEnd)) {
                    int value = i + lowercaseNamePlusColon.length();
                    while (value < headEnd && (buffer[value] == ' ' || buffer[value] == '\t')) {
                        value++;
                    }
                    return value;
                }
                while (lineStart < headEnd && buffer[lineStart] != '\n') {
                    lineStart++;
                }
                lineStart++;
            }
            return -1;
        }

        private boolean regionEqualsIgnoreCase(int at, String lowercase, int limit) {
            if (at + lowercase.length() > limit) {
                return false;
            }
            for (int j = 0; j < lowercase.length(); j++) {
                if (Character.toLowerCase(buffer[at + j]) != lowercase.charAt(j)) {
                    return false;
                }
            }
            return true;
        }

        RecordedRequest record(int headEnd, int bodyStart, int bodyEnd, boolean chunked) {
            String[] lines = new String(buffer, start, headEnd - start, StandardCharsets.ISO_8859_1).split("\r\n");
            Map<String, String> headers = new TreeMap<>();
            for (int i = 1; i < lines.length; i++) {
                int colon = lines[i].indexOf(':');
                headers.merge(lines[i].substring(0, colon).trim().toLowerCase(java.util.Locale.ROOT),
                        lines[i].substring(colon + 1).trim(), (a, b) -> a + ", " + b);
            }
            byte[] body = chunked ? dechunk(bodyStart, bodyEnd) : Arrays.copyOfRange(buffer, bodyStart, bodyEnd);
            return new RecordedRequest(lines[0], headers, body);
        }

        private byte[] dechunk(int position, int limit) {
            java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
            while (position < limit) {
                int lineEnd = position;
                while (buffer[lineEnd] != '\r') {
                    lineEnd++;
                }
                int size = Integer.parseInt(new String(buffer, position, lineEnd - position, StandardCharsets.US_ASCII)
                        .split(";")[0].trim(), 16);
                position = lineEnd + 2;
                if (size == 0) {
                    break;
                }
                body.write(buffer, position, size);
                position += size + 2;
            }
            return body.toByteArray();
        }

        /** Forgets everything before {@code position}. */
        void consume(int position) {
            start = position;
            if (start == end) {
                start = 0;
                end = 0;
            }
        }

        private int findFrom(int position, byte[] needle) throws IOException {
            int from = position;
            while (true) {
                for (int i = from; i + needle.length <= end; i++) {
                    if (matchesAt(i, needle)) {
                        return i;
                    }
                }
                from = Math.max(position, end - needle.length + 1);
                if (!fill()) {
                    throw new IOException("connection closed inside a chunked body");
                }
            }
        }

        private boolean matchesAt(int i, byte[] needle) {
            for (int j = 0; j < needle.length; j++) {
                if (buffer[i + j] != needle[j]) {
                    return false;
                }
            }
            return true;
        }

        /**
         * Reads more bytes, doubling the buffer when it is full. Data never moves, so callers' indexes
         * stay valid; the buffer empties whenever a request has been consumed and nothing else has
         * arrived, which is every request of a client that waits for its response.
         */
        private boolean fill() throws IOException {
            if (end == buffer.length) {
                if (buffer.length >= MAX_BUFFER) {
                    throw new IOException("request larger than " + MAX_BUFFER + " bytes");
                }
                buffer = Arrays.copyOf(buffer, buffer.length * 2);
            }
            int n = in.read(buffer, end, buffer.length - end);
            if (n < 0) {
                return false;
            }
            end += n;
            return true;
        }

        @Override
        public void close() {
            // The socket owns the stream.
        }
    }
}
