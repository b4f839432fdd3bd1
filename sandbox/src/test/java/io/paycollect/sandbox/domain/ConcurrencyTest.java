package io.paycollect.sandbox.domain;

import static io.paycollect.sandbox.domain.DomainFixture.fields;
import static io.paycollect.sandbox.domain.DomainFixture.id;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.paycollect.sandbox.store.Refusal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Many callers at once: every create is kept with its own id, and each state change happens once. */
class ConcurrencyTest {

    private static final int THREADS = 16;
    private final DomainFixture f = new DomainFixture();
    private final ExecutorService pool = Executors.newFixedThreadPool(THREADS);

    @AfterEach
    void stop() {
        pool.shutdownNow();
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
        for (Future<T> future : futures) {
            results.add(future.get());
        }
        return results;
    }

    @Test
    void concurrentCreatesAreAllKeptWithDistinctIds() throws Exception {
        List<Map<String, Object>> created = allAtOnce(2000, () -> f.merchants.create(fields("merchantName", "M")));
        assertEquals(2000, new HashSet<>(created.stream().map(m -> id(m, "merchantId")).toList()).size());
        assertEquals(2000, f.merchants.getPaging(fields("pageSize", 100)).get("totalItems"));
    }

    @Test
    void concurrentRefundsNeverGiveBackMoreThanWasPaid() throws Exception {
        String sub = id(f.directDebit.register(fields("customerId", "C")), "subscriptionId");
        String txn = id(f.directDebit.paymentBill(fields("subscriptionId", sub, "amount", 1000)), "transactionId");
        AtomicInteger refused = new AtomicInteger();

        List<Boolean> refunded = allAtOnce(500, () -> {
            try {
                f.directDebit.refund(fields("transactionId", txn, "amount", 7));
                return true;
            } catch (Refusal r) {
                refused.incrementAndGet();
                return false;
            }
        });

        long ok = refunded.stream().filter(b -> b).count();
        assertEquals(1000 / 7, ok, "exactly as many 7-VND refunds as fit in 1000 VND");
        assertEquals(500 - ok, refused.get());
        assertEquals(ok * 7, f.ledger.require(txn).get("refundedAmount"));
        assertEquals((int) ok, f.ledger.page(fields("type", "REFUND")).get("totalItems"));
    }

    @Test
    void aDynamicQrIsPaidOnceHoweverManyPayAtOnce() throws Exception {
        String qrId = id(f.bank.generateDynamicQr(fields("bankName", "MBB", "accountNumber", "1", "amount", 500)), "qrId");
        List<Boolean> paid = allAtOnce(200, () -> {
            try {
                f.bank.payDynamicQr(qrId);
                return true;
            } catch (Refusal r) {
                return false;
            }
        });
        assertEquals(1, paid.stream().filter(b -> b).count());
        assertEquals(1, f.ledger.page(fields("type", "QR_PAYMENT")).get("totalItems"));
    }

    @Test
    void concurrentEditsOfOneShopLoseNoField() throws Exception {
        String m = id(f.merchants.create(fields("merchantName", "A")), "merchantId");
        String shop = id(f.shops.createOrUpdate(fields("merchantId", m, "shopName", "S")), "shopId");
        allAtOnce(300, () -> {
            int n = (int) (Thread.currentThread().getId() % 1000);
            return f.shops.createOrUpdate(fields("shopId", shop, "field" + System.nanoTime() + "_" + n, n));
        });
        Map<String, Object> after = ((List<Map<String, Object>>) f.shops.getPaging(fields()).get("items")).get(0);
        assertEquals(300, after.keySet().stream().filter(k -> k.startsWith("field")).count());
    }
}
