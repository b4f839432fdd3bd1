package io.paycollect.benchmarks;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.CustomVietQrResponse;
import io.paycollect.client.model.QrBankName;
import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the paycollect client itself costs per call, without any network: the same
 * {@code generateCustomVietQr} through a Feign transport that answers the fixed envelope from memory.
 * Validation, serialisation, signing, Feign's request template and response decoding remain; the
 * time per operation is the CPU the client adds on top of whatever HTTP client carries the bytes.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Threads(1)
@Fork(value = 5, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
@Warmup(iterations = 10, time = 1)
@Measurement(iterations = 3, time = 1)
public class ClientOverheadBenchmark {

    private static final Map<String, Collection<String>> JSON_HEADERS =
            Map.of("content-type", List.of("application/json"));

    private PayCollectClient client;
    private CustomVietQrRequest request;

    @Setup
    public void setUp() {
        client = PayCollectClient.builder()
                .baseUrl("http://127.0.0.1:9")
                .clientId(Fixture.CLIENT_ID)
                .secretToken(Fixture.SECRET)
                .client((feignRequest, options) -> feign.Response.builder()
                        .status(200)
                        .reason("OK")
                        .headers(JSON_HEADERS)
                        .body(Fixture.RESPONSE_JSON)
                        .request(feignRequest)
                        .build())
                .build();
        request = new CustomVietQrRequest()
                .bankName(QrBankName.fromValue(Fixture.BANK_NAME))
                .accountNumber(Fixture.ACCOUNT_NUMBER)
                .amount(BigDecimal.valueOf(Fixture.AMOUNT))
                .content(Fixture.CONTENT);
        if (!Fixture.ACCOUNT_NUMBER.equals(client.bank().generateCustomVietQr(request).getData().getQrAccount())) {
            throw new IllegalStateException("the in-memory transport's envelope was not decoded");
        }
    }

    /** Microseconds of client work per call, network excluded. */
    @Benchmark
    public CustomVietQrResponse clientWithoutNetwork() {
        return client.bank().generateCustomVietQr(request);
    }
}
