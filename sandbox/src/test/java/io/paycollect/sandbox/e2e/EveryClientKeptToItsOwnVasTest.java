package io.paycollect.sandbox.e2e;

import static io.paycollect.sandbox.e2e.MerchantJourney.ok;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.AppType;
import io.paycollect.client.model.BankAccountType;
import io.paycollect.client.model.BankConfirmDeleteVaRequest;
import io.paycollect.client.model.BankConfirmVaRequest;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.BankCreateVaResponse;
import io.paycollect.client.model.BankDeleteDynamicQrRequest;
import io.paycollect.client.model.BankGenerateDynamicQrRequest;
import io.paycollect.client.model.BankGetStatusDynamicQrRequest;
import io.paycollect.client.model.BankName;
import io.paycollect.client.model.BankOffVaRequest;
import io.paycollect.client.model.BankOnVaRequest;
import io.paycollect.client.model.MerchantCreateRequest;
import io.paycollect.client.model.PaymentGatewayCreateLinkRequest;
import io.paycollect.client.model.QrCodeType;
import io.paycollect.sandbox.SandboxApplication;
import io.paycollect.sandbox.SandboxProperties;
import io.paycollect.sandbox.domain.BankService;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Two clients of one sandbox: the second can neither switch the first client's virtual account on or off nor delete
 * it (1006, as register-notify answers), cannot create the number of the first client's deleted VA again, and
 * cannot break the first client's next create-va by taking the numbers ahead of the sequence in a batch; nor bill
 * through the first client's VA, read or delete its dynamic QR bill, make a payment link pay into its VA (1006), or
 * be answered its payment link for the same {@code requestId}.
 */
@SpringBootTest(classes = SandboxApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "paycollect.server.clients.second.secret-token=second-secret")
class EveryClientKeptToItsOwnVasTest {

    @LocalServerPort
    int port;

    private PayCollectClient client(String id, String secret) {
        return PayCollectClient.builder().baseUrl("http://localhost:" + port).clientId(id).secretToken(secret).build();
    }

    private static BankCreateVaResponse createVa(PayCollectClient client) {
        return createVa(client, null);
    }

    private static BankCreateVaResponse createVa(PayCollectClient client, Long merchantId) {
        return client.bank().createVa(new BankCreateVaRequest().accountType(BankAccountType.fromValue("personal-account"))
                .appType(AppType.fromValue("tingee-web")).bankName(BankName.MBB).accountName("NGUYEN VAN A")
                .merchantId(merchantId));
    }

    private static String activeVa(PayCollectClient client) {
        return activeVa(client, null);
    }

    private static String activeVa(PayCollectClient client, Long merchantId) {
        BankCreateVaResponse created = createVa(client, merchantId);
        ok(client.bank().confirmVa(new BankConfirmVaRequest().confirmId(ok(created).getData().getConfirmId())
                .otpNumber(BankService.SANDBOX_OTP).bankName(BankName.MBB).bankBin("970422")));
        return created.getData().getVaAccountNumber();
    }

    /** The second client's batch of {@code numbers}, signed by hand: its answer is a bare list, or an envelope. */
    private String secondsBatch(List<String> numbers) throws Exception {
        String body = "{\"bankName\":\"MBB\",\"accountType\":\"personal-account\",\"vaAccountNumbers\":[\""
                + String.join("\",\"", numbers) + "\"]}";
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + port
                        + "/v1/bank/create-batch-va-on-off"))
                .header("content-type", "application/json").header("x-client-id", "second")
                .header("x-request-timestamp", timestamp)
                .header("x-signature", RequestSigner.withSecret("second-secret").sign(timestamp, bytes))
                .POST(HttpRequest.BodyPublishers.ofByteArray(bytes)).build(), HttpResponse.BodyHandlers.ofString()).body();
    }

    @Test
    void aSecondClientCannotSwitchDeleteTakeOverOrBreakTheFirstClientsVa() throws Exception {
        PayCollectClient first = client(SandboxProperties.DEMO_CLIENT_ID, SandboxProperties.DEMO_SECRET_TOKEN);
        PayCollectClient second = client("second", "second-secret");
        String va = activeVa(first);

        assertThat(second.bank().onVa(new BankOnVaRequest().vaAccountNumber(va)
                .qrCodeType(QrCodeType.fromValue("dynamic-one-time-payment")).amount(30000L)).getCode()).isEqualTo("1006");
        assertThat(second.bank().offVa(new BankOffVaRequest().vaAccountNumber(va).billId("B1")).getCode())
                .isEqualTo("1006");
        assertThat(second.bank().deleteVa(va, null, null, null).getCode()).isEqualTo("1006");

        String deletion = ok(first.bank().deleteVa(va, null, null, null)).getData().getConfirmId();
        ok(first.bank().confirmDeleteVa(new BankConfirmDeleteVaRequest().confirmId(deletion)
                .otpNumber(BankService.SANDBOX_OTP).bankName(BankName.MBB).bankBin("970422")));
        assertThat(secondsBatch(List.of(va))).as("the first client's deleted number").contains("\"code\":\"1006\"");

        // The batch itself takes 30 numbers of the sequence: the 30 after those are the first client's next ones.
        long next = Long.parseLong(va.substring(1));
        List<String> ahead = new ArrayList<>();
        for (int k = 31; k <= 60; k++) {
            ahead.add(String.format("9%09d", next + k));
        }
        assertThat(secondsBatch(ahead)).as("numbers ahead of the sequence").contains("\"vaAccountNumber\"");
        for (int i = 0; i < 5; i++) {
            BankCreateVaResponse created = createVa(first);
            assertThat(created.getCode()).as("create-va %d after the batch", i).isEqualTo("00");
            assertThat(ahead).doesNotContain(created.getData().getVaAccountNumber());
        }
    }

    private static PaymentGatewayCreateLinkRequest order(long merchantId) {
        return new PaymentGatewayCreateLinkRequest().merchantId(merchantId).orderId("PHO-1").requestId("REQ-1")
                .amount(new BigDecimal("65000"));
    }

    @Test
    void aSecondClientCannotReadDeleteOrBillIntoTheFirstClientsBillsAndLinks() {
        PayCollectClient first = client(SandboxProperties.DEMO_CLIENT_ID, SandboxProperties.DEMO_SECRET_TOKEN);
        PayCollectClient second = client("second", "second-secret");
        long merchantId = (Long) ok(first.merchant().create(new MerchantCreateRequest().name("Pho Ha Noi")
                .phoneNumber("0901234568").password("s3cret!").appType(AppType.fromValue("tingee-web"))))
                .getData().getMerchantId();
        String va = activeVa(first, merchantId);
        String billId = ok(first.bank().generateDynamicQr(new BankGenerateDynamicQrRequest().vaAccountNumber(va)
                .qrCodeType(QrCodeType.fromValue("dynamic-one-time-payment")).amount(30000L))).getData().getBillId();

        assertThat(second.bank().generateDynamicQr(new BankGenerateDynamicQrRequest().vaAccountNumber(va)
                .qrCodeType(QrCodeType.fromValue("dynamic-one-time-payment")).amount(30000L)).getCode())
                .as("a bill into the first client's VA").isEqualTo("1006");
        assertThat(second.bank().getStatusDynamicQr(new BankGetStatusDynamicQrRequest().qrAccount(va).billId(billId))
                .getCode()).as("the first client's bill's status").isEqualTo("1006");
        assertThat(second.bank().deleteDynamicQr(new BankDeleteDynamicQrRequest().qrAccount(va).billId(billId))
                .getCode()).as("deleting the first client's bill").isEqualTo("1006");
        assertThat(ok(first.bank().getStatusDynamicQr(new BankGetStatusDynamicQrRequest().qrAccount(va).billId(billId)))
                .getData().getBillInfo().getStatus()).isEqualTo("pending");

        assertThat(second.paymentGateway().createLink(order(merchantId).vaAccountNumber(va)).getCode())
                .as("a link paying into the first client's VA").isEqualTo("1006");
        String firstsLink = ok(first.paymentGateway().createLink(order(merchantId))).getData();
        activeVa(second, merchantId);
        String secondsLink = ok(second.paymentGateway().createLink(order(merchantId))).getData();
        assertThat(secondsLink).as("the same requestId from another client").isNotEqualTo(firstsLink);
        assertThat(ok(first.paymentGateway().createLink(order(merchantId))).getData()).isEqualTo(firstsLink);
    }
}
