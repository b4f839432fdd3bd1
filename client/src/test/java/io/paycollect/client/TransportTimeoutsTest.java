package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feign.Client;
import feign.Request;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The default transport never waits without end: a silent server, an HTTPS handshake never answered, an
 * HTTPS answer never sent, a large body nobody reads and a route through a SOCKS proxy all end with
 * a time-out. Each case would
 * hang (and hit the JUnit time-out) if its bound were missing.
 */
class TransportTimeoutsTest extends AgainstRecordingServer {

    private static final Duration READ_TIMEOUT = Duration.ofMillis(400);
    private static final String TLS_PASSWORD = "changeit";

    private final SilentServer silent = new SilentServer();

    TransportTimeoutsTest() throws IOException {
    }

    @AfterEach
    void closeSilentServer() throws IOException {
        silent.close();
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void anUnansweredReadEndsOnTheReadTimeOut() {
        server.holdAnswers();
        PayCollectClient impatient = TestClients.builder(server).readTimeout(READ_TIMEOUT).build();

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> impatient.bank().createVa(OpenPayloadCaller.request()));

        assertTrue(e.isTimeout(), e.getMessage());
        assertReadTimedOut(e);
        assertEquals(1, server.received().size(), "sent once");
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void otherTimeOutsPassedByFeignAreHonouredCallAfterCall() {
        server.holdAnswers();
        Client transport = OkHttpTransport.create(Duration.ofSeconds(5), Duration.ofSeconds(60),
                PayCollectClient.Builder.DEFAULT_CONNECTION_REUSE_WINDOW, PayCollectClient.Builder.DEFAULT_MAX_ANSWER_SIZE);
        Request.Options impatient = new Request.Options(5, TimeUnit.SECONDS, READ_TIMEOUT.toMillis(),
                TimeUnit.MILLISECONDS, false);
        Request request = Request.create(Request.HttpMethod.GET, server.baseUrl() + "/v1/bank/get-banks", Map.of(),
                null, null, null);

        for (int call = 1; call <= 2; call++) {
            // The transport's own read time-out (60 s) would outlast the JUnit time-out.
            SocketTimeoutException e = assertThrows(SocketTimeoutException.class,
                    () -> transport.execute(request, impatient), "call " + call);
            assertReadTimedOut(e);
        }
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void anHttpsHandshakeNeverAnsweredEndsOnTheReadTimeOut() {
        PayCollectClient client = TestClients.builder(server).baseUrl("https://127.0.0.1:" + silent.port())
                .readTimeout(READ_TIMEOUT).build();

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> client.bank().getBanks());

        assertTrue(e.isTimeout(), e.getMessage());
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void anHttpsHandshakeNeverAnsweredEndsAtTheCallsDeadline() {
        // The handshake reads through the socket the deadline bounds; the read time-out alone would take 20 s.
        PayCollectClient client = TestClients.builder(server).baseUrl("https://127.0.0.1:" + silent.port())
                .readTimeout(Duration.ofSeconds(20)).callTimeout(Duration.ofSeconds(1)).build();

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> client.bank().getBanks());

        assertTrue(e.isTimeout(), e.getMessage());
        // The handshake never finished, so no byte of the request left: safe to send again.
        assertTrue(e.wasNeverSent(), e.getMessage());
        assertTrue(e.getMessage().startsWith("not sent: GET /v1/bank/get-banks to 127.0.0.1:" + silent.port()), e.getMessage());
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aRouteThroughASocksProxyEndsAtTheCallsDeadlineToo() throws IOException {
        ProxySelector before = ProxySelector.getDefault();
        try (SilentSocksProxy socks = new SilentSocksProxy()) {
            ProxySelector.setDefault(socks.selector());
            PayCollectClient proxied = TestClients.builder(server).readTimeout(Duration.ofSeconds(20))
                    .callTimeout(Duration.ofSeconds(1)).build();

            PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                    () -> proxied.bank().getBanks());

            assertTrue(e.isTimeout(), e.getMessage());
            assertTrue(e.getMessage().startsWith("deadline passed on GET /v1/bank/get-banks"), e.getMessage());
        } finally {
            ProxySelector.setDefault(before);
        }
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void anHttpsAnswerNeverSentEndsOnTheReadTimeOut() throws Exception {
        String trustStore = System.getProperty("javax.net.ssl.trustStore");
        try (SilentTlsServer tls = new SilentTlsServer()) {
            // The client trusts what the JDK's default trust store holds when it is built.
            System.setProperty("javax.net.ssl.trustStore", Path.of(resource("tls/trust.p12")).toString());
            System.setProperty("javax.net.ssl.trustStorePassword", TLS_PASSWORD);
            PayCollectClient client = TestClients.builder(server).baseUrl("https://127.0.0.1:" + tls.port())
                    .readTimeout(READ_TIMEOUT).build();

            PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                    () -> client.bank().createVa(OpenPayloadCaller.request()));

            assertTrue(e.isTimeout(), e.getMessage());
            assertReadTimedOut(e);
            assertTrue(tls.requestRead.await(5, TimeUnit.SECONDS), "the handshake completed and the request arrived");
        } finally {
            restore("javax.net.ssl.trustStore", trustStore);
            System.clearProperty("javax.net.ssl.trustStorePassword");
        }
    }

    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aLargeBodyTheServerNeverReadsEndsOnTheWriteTimeOut() {
        PayCollectClient client = TestClients.builder(server).baseUrl("http://127.0.0.1:" + silent.port())
                .readTimeout(READ_TIMEOUT).build();
        // Far more than the socket buffers of both ends hold: the write blocks until the time-out.
        String padding = "x".repeat(64 * 1024 * 1024);

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> client.bank().createVa(OpenPayloadCaller.request().putAdditionalProperty("padding", padding)));

        assertTrue(e.isTimeout(), e.getMessage());
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aRouteThroughASocksProxyKeepsOkHttpsTimeOuts() throws IOException {
        ProxySelector before = ProxySelector.getDefault();
        try (SilentSocksProxy socks = new SilentSocksProxy()) {
            ProxySelector.setDefault(socks.selector());
            PayCollectClient proxied = TestClients.builder(server).readTimeout(READ_TIMEOUT).build();

            PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                    () -> proxied.bank().getBanks());

            assertTrue(e.isTimeout(), e.getMessage());
            assertEquals(1, socks.connectRequests(), "the call went through the proxy");
        } finally {
            ProxySelector.setDefault(before);
        }
    }

    private static URI resource(String name) throws Exception {
        return TransportTimeoutsTest.class.getClassLoader().getResource(name).toURI();
    }

    private static void restore(String property, String value) {
        if (value == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, value);
        }
    }

    /**
     * Ended by OkHttp's read time-out: OkHttp arms the socket's own ({@code Read timed out}) and Okio's watchdog
     * ({@code timeout}) with it, and either may end the read first.
     */
    private static void assertReadTimedOut(Throwable e) {
        Throwable cause = e;
        while (cause != null && !(cause instanceof SocketTimeoutException)) {
            cause = cause.getCause();
        }
        assertTrue(cause != null, e.toString());
        assertTrue(List.of("Read timed out", "timeout").contains(cause.getMessage()), cause.toString());
    }

    /** Accepts connections, never reads from them and never answers. */
    private static class SilentServer implements AutoCloseable {
        final ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        final List<Socket> accepted = new CopyOnWriteArrayList<>();

        SilentServer() throws IOException {
            Thread acceptor = new Thread(() -> {
                try {
                    while (true) {
                        Socket peer = socket.accept();
                        accepted.add(peer);
                        serve(peer);
                    }
                } catch (IOException closed) {
                    // the test is over
                }
            }, "silent-server");
            acceptor.setDaemon(true);
            acceptor.start();
        }

        /** What the server does with a connection: nothing. */
        void serve(Socket peer) throws IOException {
        }

        int port() {
            return socket.getLocalPort();
        }

        @Override
        public void close() throws IOException {
            socket.close();
            for (Socket peer : accepted) {
                peer.close();
            }
        }
    }

    /**
     * An HTTPS server that completes the handshake, reads the request's first bytes and never answers.
     * Its key pair and certificate (EC P-256, SAN IP 127.0.0.1, valid 100 years) are test resources made
     * with {@code keytool -genkeypair -keyalg EC -groupname secp256r1 -dname CN=127.0.0.1
     * -ext san=ip:127.0.0.1 -validity 36500 -storetype PKCS12}; {@code trust.p12} holds the certificate alone.
     */
    private static final class SilentTlsServer extends SilentServer {
        final CountDownLatch requestRead = new CountDownLatch(1);
        private final SSLSocketFactory tls;

        SilentTlsServer() throws Exception {
            KeyStore keys = KeyStore.getInstance("PKCS12");
            try (InputStream in = resource("tls/server.p12").toURL().openStream()) {
                keys.load(in, TLS_PASSWORD.toCharArray());
            }
            KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keyManagers.init(keys, TLS_PASSWORD.toCharArray());
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(keyManagers.getKeyManagers(), null, null);
            tls = context.getSocketFactory();
        }

        @Override
        void serve(Socket peer) throws IOException {
            SSLSocket secured = (SSLSocket) tls.createSocket(peer, null, peer.getPort(), true);
            secured.setUseClientMode(false);
            accepted.add(secured);
            secured.startHandshake();
            if (secured.getInputStream().read() != -1) {
                requestRead.countDown();
            }
        }
    }

    /** A SOCKS5 proxy that accepts the connect request and then forwards nothing. */
    private static final class SilentSocksProxy extends SilentServer {
        private volatile int connectRequests;

        SilentSocksProxy() throws IOException {
        }

        @Override
        void serve(Socket peer) throws IOException {
            DataInputStream in = new DataInputStream(peer.getInputStream());
            OutputStream out = peer.getOutputStream();
            in.readUnsignedByte(); // version 5
            in.skipNBytes(in.readUnsignedByte()); // the offered authentication methods
            out.write(new byte[] {5, 0}); // no authentication
            in.skipNBytes(3); // version, CONNECT, reserved
            skipAddress(in, in.readUnsignedByte());
            in.skipNBytes(2); // port
            connectRequests++;
            out.write(new byte[] {5, 0, 0, 1, 127, 0, 0, 1, 0, 80}); // succeeded
            out.flush();
        }

        private static void skipAddress(InputStream in, int type) throws IOException {
            switch (type) {
                case 1 -> in.skipNBytes(4);
                case 3 -> in.skipNBytes(in.read());
                case 4 -> in.skipNBytes(16);
                default -> throw new IOException("address type " + type);
            }
        }

        int connectRequests() {
            return connectRequests;
        }

        ProxySelector selector() {
            Proxy proxy = new Proxy(Proxy.Type.SOCKS, new InetSocketAddress(InetAddress.getLoopbackAddress(), port()));
            return new ProxySelector() {
                @Override
                public List<Proxy> select(URI uri) {
                    return List.of(proxy);
                }

                @Override
                public void connectFailed(URI uri, SocketAddress address, IOException e) {
                }
            };
        }
    }
}
