package io.paycollect.sandbox.domain;

import io.paycollect.server.model.DirectDebitRefundRequest;
import io.paycollect.server.model.EInvoiceCreateOrUpdateAccountRequest;
import io.paycollect.server.model.EInvoiceCreateRequest;
import io.paycollect.server.model.MerchantGetPagingRequest;
import io.paycollect.server.model.ShopCreateOrUpdateRequest;
import io.paycollect.server.model.ShopGetPagingRequest;
import static io.paycollect.sandbox.domain.DomainFixture.request;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.paycollect.sandbox.StartingGate;
import io.paycollect.sandbox.store.Refusal;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Many callers at once: every create is kept with its own id, and each state change happens once. */
class ConcurrencyTest {

    private static final int THREADS = 16;
    private final DomainFixture f = new DomainFixture();
    private final StartingGate gate = new StartingGate(THREADS);

    @AfterEach
    void stop() {
        gate.close();
    }

    @Test
    void concurrentCreatesAreAllKeptWithDistinctIdsFrom1() throws Exception {
        List<Long> created = gate.allAtOnce(2000, () -> f.merchant("M"));
        assertEquals(2000, new HashSet<>(created).size());
        assertEquals(2000L, created.stream().mapToLong(Long::longValue).max().orElseThrow());
        assertEquals(2000L, f.merchants.getPaging(request(MerchantGetPagingRequest.class, "skipCount", 0, "maxResultCount", 1)).getTotalCount());
    }

    @Test
    void concurrentRefundsNeverGiveBackMoreThanWasPaid() throws Exception {
        Map<String, String> s = f.subscription("R");
        String txn = f.bill(s.get("subscriptionId"), s.get("tokenRef"), 1000).getTransactionCode();
        AtomicInteger refused = new AtomicInteger();

        List<Boolean> refunded = gate.allAtOnce(500, () -> {
            try {
                f.directDebit.refund(request(DirectDebitRefundRequest.class, "subscriptionId", s.get("subscriptionId"), "tokenRef", s.get("tokenRef"),
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
        assertEquals(ok * 7, f.ledger.debit(txn).refundedAmount());
        assertEquals((int) ok, f.ledger.refundCount());
    }

    @Test
    void aOneTimeBillIsPaidOnceHoweverManyPayAtOnce() throws Exception {
        String va = f.activeVa();
        String billId = f.bank.generateDynamicQr(DomainFixture.request(io.paycollect.server.model.BankGenerateDynamicQrRequest.class, "vaAccountNumber", va,
                "qrCodeType", "dynamic-one-time-payment", "amount", 500), DomainFixture.CLIENT).getBillId();
        List<Boolean> paid = gate.allAtOnce(200, () -> {
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
        // Half the writers set the address, half the e-mail: a lost update would drop one of the two.
        java.util.concurrent.atomic.AtomicInteger writer = new java.util.concurrent.atomic.AtomicInteger();
        gate.allAtOnce(300, () -> f.shops.createOrUpdate(writer.incrementAndGet() % 2 == 0
                ? request(ShopCreateOrUpdateRequest.class, "id", shop, "name", "S", "isActive", true, "address", "1 Lê Lợi")
                : request(ShopCreateOrUpdateRequest.class, "id", shop, "name", "S", "isActive", true, "email", "shop@merchant.example")));
        Shop after = f.shops.shop(shop, "id");
        assertEquals(shop, after.id());
        assertEquals("1 Lê Lợi", after.address());
        assertEquals("shop@merchant.example", after.details().email());
        assertEquals(1L, f.shops.getPaging(request(ShopGetPagingRequest.class)).getTotalCount());
    }
    @Test
    void concurrentInvoicesGetDistinctNumbersAndADraftIsIssuedOnce() throws Exception {
        long m = f.merchant("M");
        f.eInvoices.createOrUpdateAccount(request(EInvoiceCreateOrUpdateAccountRequest.class, "merchantId", m, "provider", "misa", "taxCode", "1", "username", "u",
                "password", "p"));
        AtomicInteger n = new AtomicInteger();
        List<Object> numbers = gate.allAtOnce(300, () -> f.eInvoices.createAndIssue(invoice(m, "HD-" + n.incrementAndGet()))
                .getInvoiceNumber());
        assertEquals(300, new HashSet<>(numbers).size());
        assertEquals("00000300", numbers.stream().map(String::valueOf).max(String::compareTo).orElseThrow());

        f.eInvoices.create(invoice(m, "DRAFT-1"));
        List<String> outcomes = gate.allAtOnce(50, () -> {
            try {
                return f.eInvoices.createAndIssue(invoice(m, "DRAFT-1")).getInvoiceNumber();
            } catch (Refusal r) {
                return r.code();
            }
        });
        assertEquals(1, outcomes.stream().filter("00000301"::equals).count(), outcomes.toString());
        assertEquals(49, outcomes.stream().filter("1002"::equals).count(), outcomes.toString());
    }

    private static EInvoiceCreateRequest invoice(long merchantId, String code) {
        return request(EInvoiceCreateRequest.class, "merchantId", merchantId, "invoicePattern", "1", "invoiceSeries", "C26TMS", "invoiceCode", code,
                "invoiceDate", "2026-01-31", "items", List.of(Map.of("itemName", "X", "quantity", "1", "unitPrice", "1000",
                        "taxRateCode", "10%")));
    }
}
