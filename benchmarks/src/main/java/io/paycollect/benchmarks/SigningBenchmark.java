package io.paycollect.benchmarks;

import io.paycollect.api.RequestSigner;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import javax.crypto.Mac;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.SecretKeySpec;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Signatures per second of {@link RequestSigner#sign(String, byte[])} next to its floor: a bare
 * {@link Mac} HMAC-SHA512, initialised once per thread, over the same {@code <timestamp>:<body>} bytes
 * already laid out in one array, written as hex with the same {@link HexFormat}. Whatever the signer
 * costs above the floor is its own overhead (thread-local look-up, feeding the prefix).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 5, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
public class SigningBenchmark {

    private static final String SECRET = "benchmark-secret-token-0123456789";
    private static final HexFormat HEX = HexFormat.of();

    /** Body length in bytes: a small request, a typical one, and a large paging filter. */
    @Param({"100", "1024", "16384"})
    public int bodyBytes;

    private String timestamp;
    private byte[] body;
    private RequestSigner signer;

    private byte[] message;
    private Mac mac;
    private final byte[] digest = new byte[64];

    @Setup
    public void setUp() throws GeneralSecurityException {
        timestamp = "20261122093015123";
        body = JsonBodies.ofLength(bodyBytes, new SplittableRandom(6));
        signer = RequestSigner.withSecret(SECRET);

        byte[] prefix = (timestamp + ":").getBytes(StandardCharsets.US_ASCII);
        message = new byte[prefix.length + body.length];
        System.arraycopy(prefix, 0, message, 0, prefix.length);
        System.arraycopy(body, 0, message, prefix.length, body.length);
        mac = Mac.getInstance("HmacSHA512");
        mac.init(new SecretKeySpec(SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA512"));

        // A benchmark that compares two wrong answers measures nothing.
        if (!signer.sign(timestamp, body).equals(floor())) {
            throw new IllegalStateException("signer and floor disagree; the comparison would be meaningless");
        }
    }

    /** The paycollect signer, as the client and the verifier call it. */
    @Benchmark
    public String signer() {
        return signer.sign(timestamp, body);
    }

    /** The floor: one pre-initialised Mac, the message pre-assembled, doFinal into a reused buffer, hex. */
    @Benchmark
    public String floor() {
        mac.update(message);
        try {
            mac.doFinal(digest, 0);
        } catch (ShortBufferException e) {
            throw new IllegalStateException(e);
        }
        return HEX.formatHex(digest);
    }
}
