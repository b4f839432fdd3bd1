package io.paycollect.benchmarks;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The JDK's built-in server answering a fixed envelope: the reference {@link LoopbackServer} is
 * checked against. Needs {@code -Dsun.net.httpserver.nodelay=true}; without it Nagle's algorithm
 * delays every keep-alive response by about 40 ms and the server, not the client, is measured.
 */
final class JdkEnvelopeServer implements EnvelopeServer {

    private final HttpServer server;
    private final ExecutorService workers;
    private final byte[] json;
    private final NextRequestRecorder recorder = new NextRequestRecorder();

    private JdkEnvelopeServer(HttpServer server, ExecutorService workers, byte[] json) {
        this.server = server;
        this.workers = workers;
        this.json = json;
    }

    static JdkEnvelopeServer answering(byte[] json) throws IOException {
        if (!Boolean.getBoolean("sun.net.httpserver.nodelay")) {
            throw new IllegalStateException("start the JVM with -Dsun.net.httpserver.nodelay=true, "
                    + "or Nagle's algorithm makes this server the bottleneck");
        }
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
        ExecutorService workers = Executors.newFixedThreadPool(16, r -> {
            Thread t = new Thread(r, "jdk-httpserver");
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(workers);
        JdkEnvelopeServer envelopeServer = new JdkEnvelopeServer(server, workers, json);
        server.createContext("/", envelopeServer::handle);
        server.start();
        return envelopeServer;
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange; InputStream in = exchange.getRequestBody()) {
            byte[] body = in.readAllBytes();
            recorder.offer(() -> {
                Map<String, String> headers = new TreeMap<>();
                exchange.getRequestHeaders().forEach((name, values) ->
                        headers.put(name.toLowerCase(Locale.ROOT), String.join(", ", values)));
                return new RecordedRequest(exchange.getRequestMethod() + " " + exchange.getRequestURI(), headers, body);
            });
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, json.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(json);
            }
        }
    }

    @Override
    public String baseUrl() {
        InetSocketAddress address = server.getAddress();
        return "http://" + address.getAddress().getHostAddress() + ":" + address.getPort();
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
        return "not counted by the JDK server";
    }

    @Override
    public void close() {
        server.stop(0);
        workers.shutdownNow();
    }
}
