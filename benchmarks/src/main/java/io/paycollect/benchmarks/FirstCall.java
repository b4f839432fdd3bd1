package io.paycollect.benchmarks;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.math.BigDecimal;
import okhttp3.OkHttpClient;

/**
 * What a fresh process pays for one call (a batch job, a command-line tool, a serverless function, a test JVM):
 * it starts the loopback server, builds one client, makes one call and exits. Timed from outside, as a whole
 * process (wall, CPU, peak memory), by {@code benchmarks/first-call.sh}, which alternates the two clients.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar io.paycollect.benchmarks.FirstCall paycollect|handWritten}
 */
public final class FirstCall {

    private FirstCall() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "paycollect";
        try (LoopbackServer server = LoopbackServer.answering(Fixture.RESPONSE_JSON)) {
            String code = switch (mode) {
                case "paycollect" -> PayCollectClient.builder().baseUrl(server.baseUrl()).clientId(Fixture.CLIENT_ID)
                        .secretToken(Fixture.SECRET).build().bank()
                        .generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.fromValue(Fixture.BANK_NAME))
                                .accountNumber(Fixture.ACCOUNT_NUMBER).amount(BigDecimal.valueOf(Fixture.AMOUNT))
                                .content(Fixture.CONTENT))
                        .getCode();
                case "handWritten" -> new HandWrittenClient(new OkHttpClient(), server.baseUrl(), Fixture.CLIENT_ID,
                        Fixture.SECRET).generateQr(new HandWrittenClient.QrRequest(Fixture.BANK_NAME,
                        Fixture.ACCOUNT_NUMBER, Fixture.AMOUNT, Fixture.CONTENT)).code();
                default -> throw new IllegalArgumentException("client must be paycollect or handWritten");
            };
            if (!"00".equals(code)) {
                throw new IllegalStateException(mode + " answered " + code);
            }
        }
        // OkHttp's pool and dispatcher threads are daemons, but exit at once as a short-lived program would.
        System.exit(0);
    }
}
