package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.DirectDebitPaymentBillRequest;
import io.paycollect.client.model.DirectDebitRefundRequest;
import io.paycollect.client.model.DirectDebitRegisterRequest;
import io.paycollect.client.model.MerchantCreateRequest;
import io.paycollect.client.model.MerchantGetPagingRequest;
import io.paycollect.sandbox.SandboxProperties;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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

    private final ExecutorService pool = Executors.newFixedThreadPool(THREADS);

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    private PayCollectClient client() {
        return PayCollectClient.builder().baseUrl("http://localhost:" + port)
                .clientId(SandboxProperties.DEMO_CLIENT_ID).secretToken(SandboxProperties.DEMO_SECRET_TOKEN).build();
    }

    private <T> List<T> allAtOnce(int calls, Callable<T> call) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        List<Future<T>> futures = new ArrayList<>();
        for (int i = 0; i < calls; i++) {
            futures.add(pool.submit(() -> {
                start.await();
                return call.call();
            }));
        }
        start.countDown();
        List<T> results = new ArrayList<>();
        for (Future<T> f : futures) {
            results.add(f.get());
        }
        return results;
    }

    @Test
    void concurrentCreatesAndListingsLoseNothing() throws Exception {
        PayCollectClient client = client();
        int before = (Integer) client.merchant().getPaging(new MerchantGetPagingRequest()).requireSuccess()
                .getData().getAdditionalProperty("totalItems");

        List<Object> ids = allAtOnce(200, () -> {
            // Reads interleave with writes: a listing must never fail while others create.
            client.merchant().getPaging(new MerchantGetPagingRequest().putAdditionalProperty("pageSize", 100)).requireSuccess();
            return client.merchant().create(new MerchantCreateRequest().putAdditionalProperty("merchantName", "M"))
                    .requireSuccess().getData().getAdditionalProperty("merchantId");
        });

        Set<Object> distinct = new HashSet<>(ids);
        assertEquals(200, distinct.size());
        assertEquals(before + 200, client.merchant().getPaging(new MerchantGetPagingRequest()).requireSuccess()
                .getData().getAdditionalProperty("totalItems"));
    }

    @Test
    void concurrentRefundsOfOnePaymentNeverExceedIt() throws Exception {
        PayCollectClient client = client();
        Object sub = client.directDebit().register(new DirectDebitRegisterRequest().putAdditionalProperty("customerId", "C"))
                .requireSuccess().getData().getAdditionalProperty("subscriptionId");
        Object txn = client.directDebit().paymentBill(new DirectDebitPaymentBillRequest()
                .putAdditionalProperty("subscriptionId", sub).putAdditionalProperty("amount", 100))
                .requireSuccess().getData().getAdditionalProperty("transactionId");

        List<String> codes = allAtOnce(60, () -> client.directDebit().refund(new DirectDebitRefundRequest()
                .putAdditionalProperty("transactionId", txn).putAdditionalProperty("amount", 3)).getCode());

        assertEquals(33, codes.stream().filter("00"::equals).count());
        assertEquals(27, codes.stream().filter("1003"::equals).count());
    }
}
