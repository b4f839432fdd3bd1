package io.paycollect.sandbox.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.RequestTimestamp;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The floods an attacker tried, against the executable jar in a JVM of its own with a 64 MB heap that exits on
 * {@code OutOfMemoryError}: after each, the sandbox still runs, never ran out of memory, and answers an honest
 * signed request. Outcomes are counted (the status each peer got), never timed; patience is generous. The replay
 * guard's flood, which leaves the demo client's share of the guard full, runs on a sandbox of its own
 * ({@link SmallHeapReplayFloodTest}), so these run in any order.
 */
class SmallHeapFloodTest {

    private static final int PATIENCE_MILLIS = 60_000;
    private static final long HUGE = 300L * 1024 * 1024;
    /** The replay guard is on, as for {@link SmallHeapReplayFloodTest}: the floods meet it where it applies. */
    static final int REPLAY_CAPACITY = 500;

    private static SandboxProcess sandbox;

    @BeforeAll
    static void start() {
        sandbox = SandboxProcess.start(List.of("-Xmx64m", "-XX:+ExitOnOutOfMemoryError"),
                List.of("--server.port=0", "--server.address=127.0.0.1", "--spring.main.banner-mode=off",
                        "--paycollect.server.body-read-timeout=2s",
                        "--paycollect.server.replay-guard.enabled=true",
                        "--paycollect.server.replay-guard.capacity=" + REPLAY_CAPACITY));
    }

    @AfterAll
    static void stop() {
        if (sandbox != null) {
            sandbox.stop();
        }
    }

    @AfterEach
    void theSandboxStillRunsAndServesAnHonestRequest() throws IOException {
        assertThat(sandbox.alive()).as("the sandbox's JVM runs").isTrue();
        assertThat(sandbox.output()).doesNotContain("OutOfMemoryError");
        PayCollectClient client = PayCollectClient.builder().baseUrl("http://127.0.0.1:" + sandbox.port())
                .clientId(SandboxCredentials.DEMO.clientId()).secretToken(SandboxCredentials.DEMO.secretToken()).build();
        CustomVietQrRequest qr = new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789")
                .amount(new BigDecimal("50000")).content("Don hang 1");
        assertThat(client.bank().generateCustomVietQr(qr).getCode()).as("an honest request's answer").isEqualTo("00");
    }

    @Test
    @Timeout(300)
    void a300MegabyteBodyIsRefusedWhereverItIsSentWithoutBeingRead() throws IOException {
        assertThat(List.of(
                streamed("PUT /contract.html HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\n"
                        + "Content-Length: " + HUGE + "\r\n\r\n", false),
                streamed(signedHead("POST", "/v1/generate-viet-qr") + "Content-Length: " + HUGE + "\r\n\r\n", false),
                streamed(signedHead("POST", "/v1/generate-viet-qr") + "Transfer-Encoding: chunked\r\n\r\n", true)))
                .containsOnly("413");
    }

    @Test
    @Timeout(300)
    void a100SocketFormFloodIsRefusedAtOnce() throws IOException {
        String head = "PUT /contract.html HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                + "Content-Length: 100000\r\n\r\na=";
        assertThat(statuses(100, head)).containsOnlyKeys("413");
    }

    @Test
    @Timeout(300)
    void a150SocketFloodOfStalledSignedBodiesIsAnswered503Or408() throws IOException {
        String head = signedHead("POST", "/v1/generate-viet-qr") + "Content-Length: 1000\r\n\r\n{";
        Map<String, Integer> statuses = statuses(150, head);

        assertThat(statuses).containsOnlyKeys("503", "408");
        assertThat(statuses.get("503")).as("beyond the 100 bodies read at once").isPositive();
    }

    /** {@code peers} sockets each sending {@code head} at once; how many got each status. */
    private static Map<String, Integer> statuses(int peers, String head) throws IOException {
        List<Socket> sockets = new ArrayList<>();
        Map<String, Integer> statuses = new TreeMap<>();
        try {
            for (int i = 0; i < peers; i++) {
                Socket socket = new Socket(InetAddress.getLoopbackAddress(), sandbox.port());
                socket.setSoTimeout(PATIENCE_MILLIS);
                socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
                socket.getOutputStream().flush();
                sockets.add(socket);
            }
            for (Socket socket : sockets) {
                statuses.merge(status(socket.getInputStream()), 1, Integer::sum);
            }
        } finally {
            for (Socket socket : sockets) {
                socket.close();
            }
        }
        return statuses;
    }

    /** Sends {@code head}, then 64 KB pieces of body up to {@link #HUGE} until the sandbox answers or closes; the status. */
    private static String streamed(String head, boolean chunked) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), sandbox.port())) {
            socket.setSoTimeout(PATIENCE_MILLIS);
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            byte[] piece = new byte[64 * 1024];
            byte[] chunkHead = (Integer.toHexString(piece.length) + "\r\n").getBytes(StandardCharsets.US_ASCII);
            try {
                out.write(head.getBytes(StandardCharsets.US_ASCII));
                for (long sent = 0; sent < HUGE && in.available() == 0; sent += piece.length) {
                    if (chunked) {
                        out.write(chunkHead);
                    }
                    out.write(piece);
                    if (chunked) {
                        out.write('\r');
                        out.write('\n');
                    }
                }
            } catch (IOException refusedAndClosed) {
                // the sandbox answered and closed while the body was still coming: read its answer
            }
            return status(in);
        }
    }

    private static String status(InputStream in) {
        try {
            byte[] first = in.readNBytes(12);
            return first.length == 12 ? new String(first, 9, 3, StandardCharsets.US_ASCII) : "closed";
        } catch (IOException gone) {
            return "reset";
        }
    }

    private static String signedHead(String method, String path) {
        // Passes every check made before the body is read: a known client id and the current time (no secret).
        return method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nx-client-id: "
                + SandboxCredentials.DEMO.clientId() + "\r\nx-request-timestamp: " + RequestTimestamp.now(Clock.systemUTC())
                + "\r\nx-signature: " + "ab".repeat(64) + "\r\n";
    }
}
