package io.paycollect.client.notification;

import static io.paycollect.client.notification.NotificationReceiverTest.deliver;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.model.Notification;
import io.paycollect.client.model.VaLinkResult;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A verified VA-link or unlink result: read strictly, keyed apart from payments, retried when its handler fails. */
class LinkResultsTest {

    private final List<String> handled = new CopyOnWriteArrayList<>();
    private final NotificationReceiver receiver = NotificationReceiver.builder(NotificationReceiverTest.SECRET,
                    (Notification n, StoreTransaction transaction) -> handled.add("payment " + n.getTransactionCode()))
            .linkResults((VaLinkResult r, StoreTransaction transaction) -> handled.add("link " + r.getStatus().getValue() + " " + r.getRequestId()))
            .clock(NotificationReceiverTest.CLOCK).build();

    @Test
    void aLinkResultAndAPaymentWithTheSameKeyAreEachProcessed() {
        assertEquals(200, deliver(receiver, "{\"requestId\":\"K1\",\"status\":\"bank-link-failed\",\"vaAccountNumber\":\"TNG1\"}").status());
        assertEquals(200, deliver(receiver, "{\"transactionCode\":\"K1\",\"amount\":1}").status());
        assertEquals(NotificationAnswer.Outcome.ALREADY_PROCESSED,
                deliver(receiver, "{\"requestId\":\"K1\",\"status\":\"bank-link-failed\"}").outcome());

        assertEquals(List.of("link bank-link-failed K1", "payment K1"), handled);
    }

    @Test
    void aBodyWithATransactionCodeIsAPaymentWhateverElseItHolds() {
        assertEquals(200, deliver(receiver, "{\"transactionCode\":\"K9\",\"amount\":1,\"status\":\"success\"}").status());

        assertEquals(List.of("payment K9"), handled);
    }

    @Test
    void aResultWithoutRequestIdIsProcessedOncePerStatusAndAccount() {
        String deleted = "{\"status\":\"delete-va-success\",\"vaAccountNumber\":\"TNG1\"}";
        deliver(receiver, deleted);
        assertEquals(NotificationAnswer.Outcome.ALREADY_PROCESSED, deliver(receiver, deleted).outcome());
        deliver(receiver, "{\"status\":\"delete-va-failed\",\"vaAccountNumber\":\"TNG1\"}");

        assertEquals(List.of("link delete-va-success null", "link delete-va-failed null"), handled);
    }

    @Test
    void anUnknownStatusAndUnknownFieldsAreKept() {
        AtomicInteger seen = new AtomicInteger();
        NotificationReceiver open = NotificationReceiver.builder(NotificationReceiverTest.SECRET, (Notification n, StoreTransaction transaction) -> { })
                .linkResults((r, transaction) -> {
                    assertEquals("link-paused", r.getStatus().getValue());
                    assertEquals("x", r.getAdditionalProperty("extra"));
                    seen.incrementAndGet();
                }).clock(NotificationReceiverTest.CLOCK).build();
        assertEquals(200, deliver(open, "{\"requestId\":\"K2\",\"status\":\"link-paused\",\"extra\":\"x\"}").status());
        assertEquals(1, seen.get());
    }

    @Test
    void aResultNamingNothingToKeyItByOrBreakingTheReadingRulesIsRefusedNamingWhy() {
        NotificationAnswer unkeyed = deliver(receiver, "{\"status\":\"confirm-va-success\"}");
        assertEquals(400, unkeyed.status());
        assertTrue(unkeyed.body().contains("names neither requestId nor vaAccountNumber"), unkeyed.body());
        NotificationAnswer wrongType = deliver(receiver, "{\"requestId\":7,\"status\":\"confirm-va-success\"}");
        assertEquals(400, wrongType.status());
        assertTrue(wrongType.body().contains("field 'requestId' must be a string"), wrongType.body());
        NotificationAnswer tooLong = deliver(receiver, "{\"requestId\":\"" + "r".repeat(120) + "\",\"status\":\"confirm-va-success\"}");
        assertEquals(400, tooLong.status());
        assertEquals(List.of(), handled);
    }

    @Test
    void aHandlerThatFailsLeavesTheResultForTheNextDelivery() {
        AtomicInteger calls = new AtomicInteger();
        NotificationReceiver failingOnce = NotificationReceiver.builder(NotificationReceiverTest.SECRET, (Notification n, StoreTransaction transaction) -> { })
                .linkResults((r, transaction) -> {
                    if (calls.incrementAndGet() == 1) {
                        throw new IllegalStateException("customer NGUYEN VAN A");
                    }
                }).clock(NotificationReceiverTest.CLOCK).build();
        String body = "{\"requestId\":\"K3\",\"status\":\"confirm-va-success\"}";

        NotificationAnswer failed = deliver(failingOnce, body);
        assertEquals(500, failed.status());
        assertTrue(!failed.body().contains("NGUYEN"), failed.body());
        assertEquals(NotificationAnswer.Outcome.PROCESSED, deliver(failingOnce, body).outcome());
        assertEquals(NotificationAnswer.Outcome.ALREADY_PROCESSED, deliver(failingOnce, body).outcome());
        assertEquals(2, calls.get());
    }

    @Test
    void aSignedPingIsAcknowledgedAndProcessesNothing() {
        NotificationAnswer answer = deliver(receiver, OtherCallbacksOverHttpTest.PING);
        assertEquals(NotificationAnswer.Outcome.PING, answer.outcome());
        assertEquals(List.of(), handled);
    }
}
