package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.AppType;
import io.paycollect.client.model.DirectDebitPartner;
import io.paycollect.client.model.DirectDebitPaymentBillRequest;
import io.paycollect.client.model.DirectDebitRefundRequest;
import io.paycollect.client.model.DirectDebitRegisterRequest;
import io.paycollect.client.model.MerchantCreateRequest;
import io.paycollect.client.model.MerchantGetPagingRequest;
import io.paycollect.sandbox.StartingGate;
import io.paycollect.sandbox.SandboxProperties;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/** Many clients at once over real HTTP: nothing is lost, nothing is refunded twice, no call fails. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ConcurrentCallersTest {

    private static final int THREADS = 8;

    @Value("${local.server.port}")
    int port;

    private final StartingGate gate = new StartingGate(THREADS);

    @AfterEach
    void stop() {
        gate.close();
    }

    private PayCollectClient client() {
        return PayCollectClient.builder().baseUrl("http://localhost:" + port)
                .clientId(SandboxProperties.DEMO_CLIENT_ID).secretToken(SandboxProperties.DEMO_SECRET_TOKEN).build();
    }

    @Test
    void concurrentCreatesAndListingsLoseNothing() throws Exception {
        PayCollectClient client = client();
        long before = client.merchant().getPaging(new MerchantGetPagingRequest().skipCount(0L).maxResultCount(1L))
                .requireSuccess().getData().getTotalCount();

        List<Object> ids = gate.allAtOnce(200, () -> {
            // Reads interleave with writes: a listing must never fail while others create.
            client.merchant().getPaging(new MerchantGetPagingRequest().skipCount(0L).maxResultCount(100L)).requireSuccess();
            return client.merchant().create(new MerchantCreateRequest().name("M").phoneNumber("0901234567")
                    .password("p").appType(AppType.fromValue("tingee-web"))).requireSuccess().getData().getMerchantId();
        });

        Set<Object> distinct = new HashSet<>(ids);
        assertEquals(200, distinct.size());
        assertEquals(before + 200, client.merchant().getPaging(new MerchantGetPagingRequest().skipCount(0L)
                .maxResultCount(1L)).requireSuccess().getData().getTotalCount());
    }

    @Test
    void concurrentRefundsOfOnePaymentNeverExceedIt() throws Exception {
        PayCollectClient client = client();
        String url = client.directDebit().register(new DirectDebitRegisterRequest().requestId("CONC-" + System.nanoTime())
                .phone("0901234567").returnUrl("https://shop.example/r")).requireSuccess().getData();
        Map<String, String> query = Links.query(url);
        String sub = query.get("subscriptionId");
        String token = query.get("tokenRef");
        String txn = client.directDebit().paymentBill(new DirectDebitPaymentBillRequest().requestId("B").subscriptionId(sub)
                .tokenRef(token).amount("100").description("Bill").partnerCode(DirectDebitPartner.fromValue("one-pay"))
                .serviceProviderName("P")).requireSuccess().getData().getTransactionCode();

        List<String> codes = gate.allAtOnce(60, () -> client.directDebit().refund(new DirectDebitRefundRequest()
                .subscriptionId(sub).tokenRef(token).transactionId(txn).amount(3L)).getCode());

        assertEquals(33, codes.stream().filter("00"::equals).count());
        assertEquals(27, codes.stream().filter("1003"::equals).count());
    }
}
