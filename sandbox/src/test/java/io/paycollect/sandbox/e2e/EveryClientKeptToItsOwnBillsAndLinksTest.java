package io.paycollect.sandbox.e2e;

import static io.paycollect.sandbox.e2e.MerchantJourney.ok;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.AppType;
import io.paycollect.client.model.BankAccountType;
import io.paycollect.client.model.BankConfirmVaRequest;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.BankCreateVaResponse;
import io.paycollect.client.model.BankDeleteDynamicQrRequest;
import io.paycollect.client.model.BankGenerateDynamicQrRequest;
import io.paycollect.client.model.BankGetStatusDynamicQrRequest;
import io.paycollect.client.model.BankName;
import io.paycollect.client.model.MerchantCreateRequest;
import io.paycollect.client.model.PaymentGatewayCreateLinkRequest;
import io.paycollect.client.model.QrCodeType;
import io.paycollect.sandbox.SandboxApplication;
import io.paycollect.sandbox.SandboxProperties;
import io.paycollect.sandbox.domain.BankService;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Two clients of one sandbox: the second can neither bill through the first client's virtual account nor read or
 * delete the first client's dynamic QR bill (1006), cannot make a payment link pay into the first client's VA
 * (1006), and the first client's link {@code requestId} answers the second client with a link of its own, never
 * the first client's address.
 */
@SpringBootTest(classes = SandboxApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "paycollect.server.clients.second.secret-token=second-secret")
class EveryClientKeptToItsOwnBillsAndLinksTest {

    @LocalServerPort
    int port;

    private PayCollectClient client(String id, String secret) {
        return PayCollectClient.builder().baseUrl("http://localhost:" + port).clientId(id).secretToken(secret).build();
    }

    private static String activeVa(PayCollectClient client, long merchantId) {
        BankCreateVaResponse created = client.bank().createVa(new BankCreateVaRequest()
                .accountType(BankAccountType.fromValue("personal-account")).appType(AppType.fromValue("tingee-web"))
                .bankName(BankName.MBB).accountName("NGUYEN VAN A").merchantId(merchantId));
        ok(client.bank().confirmVa(new BankConfirmVaRequest().confirmId(ok(created).getData().getConfirmId())
                .otpNumber(BankService.SANDBOX_OTP).bankName(BankName.MBB).bankBin("970422")));
        return created.getData().getVaAccountNumber();
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
