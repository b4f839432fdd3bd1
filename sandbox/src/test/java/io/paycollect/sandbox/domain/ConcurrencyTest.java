package io.paycollect.sandbox.domain;

import static io.paycollect.sandbox.domain.DomainFixture.fields;
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
    void concurrentCreatesAreAllKeptWithDistinctIdsFrom1() throws Exception {
        List<Long> created = allAtOnce(2000, () -> f.merchant("M"));
        assertEquals(2000, new HashSet<>(created).size());
        assertEquals(2000L, created.stream().mapToLong(Long::longValue).max().orElseThrow());
        assertEquals(2000, f.merchants.getPaging(fields("skipCount", 0, "maxResultCount", 1)).get("totalCount"));
    }

    @Test
    void concurrentRefundsNeverGiveBackMoreThanWasPaid() throws Exception {
        Map<String, String> s = f.subscription("R");
        String txn = (String) f.bill(s.get("subscriptionId"), s.get("tokenRef"), 1000).get("transactionCode");
        AtomicInteger refused = new AtomicInteger();

        List<Boolean> refunded = allAtOnce(500, () -> {
            try {
                f.directDebit.refund(fields("subscriptionId", s.get("subscriptionId"), "tokenRef", s.get("tokenRef"),
                        "transactionId", txn, "amount", 7));
                return true;
            } catch (Refusal r) {
                refused.incrementAndGet();
                return false;
            }
        });

        long ok = refunded.stream().filter(b -> b).count();
        assertEquals(1000 / 7, ok, "exactly as many 7-VND refunds as fit in 1000 VND");
        assertEquals(500 - ok, refused.get());
        assertEquals(ok * 7, f.ledger.requireDebit(txn).get("refundedAmount"));
        assertEquals((int) ok, f.ledger.refundCount());
    }

    @Test
    void aOneTimeBillIsPaidOnceHoweverManyPayAtOnce() throws Exception {
        String va = f.activeVa();
        String billId = (String) f.bank.generateDynamicQr(fields("vaAccountNumber", va,
                "qrCodeType", "dynamic-one-time-payment", "amount", 500)).get("billId");
        List<Boolean> paid = allAtOnce(200, () -> {
            try {
                f.bank.payBill(billId, null);
                return true;
            } catch (Refusal r) {
                return false;
            }
        });
        assertEquals(1, paid.stream().filter(b -> b).count());
        assertEquals(1, f.ledger.creditCount());
    }

    @Test
    void concurrentEditsOfOneShopKeepItWhole() throws Exception {
        long m = f.merchant("A");
        long shop = f.shop(m, "S");
        allAtOnce(300, () -> f.shops.createOrUpdate(fields("id", shop, "name", "S" + Thread.currentThread().getId(),
                "isActive", true, "address", "A")));
        Map<String, Object> after = ((List<Map<String, Object>>) f.shops.getPaging(fields("merchantId", m)).get("items")).get(0);
        assertEquals(shop, after.get("id"));
        assertEquals("A", after.get("address"));
        assertEquals(1, f.shops.getPaging(fields()).get("totalCount"));
    }
}
