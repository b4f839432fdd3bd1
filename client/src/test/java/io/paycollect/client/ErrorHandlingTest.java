package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.GoldenSignatures;
import io.paycollect.client.model.DirectDebitPaymentBillRequest;
import io.paycollect.client.model.BankGetBanksResponse;
import io.paycollect.client.model.CustomVietQrResponse;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a caller sees when the service says no, says nothing, or answers 2xx with a failure code. */
class ErrorHandlingTest extends AgainstRecordingServer {

    @Test
    void aNon2xxEnvelopeRaisesTheApiExceptionWithStatusCodeMessageAndRawBody() {
        String body = "{\"code\":\"97\",\"message\":\"x-signature: does not match the request\",\"data\":null}";
        server.answer(401, body);

        PayCollectApiException e = assertThrows(PayCollectApiException.class,
                () -> client.bank().generateCustomVietQr(AllOperationsOnTheWireTest.goldenQrRequest()));

        assertFalse(e instanceof PayCollectTransportException);
        assertEquals(401, e.getStatus());
        assertEquals("97", e.getCode());
        assertEquals("x-signature: does not match the request", e.getEnvelopeMessage());
        assertEquals(body, e.getRawBody());
        assertEquals("POST /v1/generate-viet-qr answered HTTP 401, code 97: x-signature: does not match the request"
                + " (the signature was refused: check that the secret token is the one issued with this client id (the"
                + " developer section of the merchant web application), and that nothing between here and the service"
                + " changes the body)", e.getMessage());
        assertEquals(1, server.received().size(), "an error answer is not retried");
    }

    @Test
    void aNon2xxAnswerThatIsNotJsonStillCarriesStatusAndRawBody() {
        server.answer(502, "text/html", "<html><body>Bad Gateway</body></html>");

        PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> client.bank().getBanks());

        assertEquals(502, e.getStatus());
        assertNull(e.getCode());
        assertNull(e.getEnvelopeMessage());
        assertEquals("<html><body>Bad Gateway</body></html>", e.getRawBody());
        assertEquals("GET /v1/bank/get-banks answered HTTP 502 with a body that is not a result envelope", e.getMessage());
    }

    @Test
    void a503IsNotRetried() {
        server.answer(503, "{\"code\":\"91\",\"message\":\"time-out\"}");

        PayCollectApiException e = assertThrows(PayCollectApiException.class,
                () -> client.bank().createVa(OpenPayloadCaller.request()));

        assertEquals("91", e.getCode());
        assertEquals(1, server.received().size());
    }

    @Test
    void a503AskingForAnImmediateRetryIsNotRetriedEither() {
        // OkHttp re-sends by itself on 503 + "Retry-After: 0", whatever retryOnConnectionFailure says.
        server.answer(503, "{\"code\":\"91\",\"message\":\"time-out\"}").withHeaders(Map.of("Retry-After", "0"));

        assertThrows(PayCollectApiException.class, () -> client.directDebit().paymentBill(
                paymentBill()));
        assertEquals(1, server.received().size(), "a POST that may have debited is sent once");

        assertThrows(PayCollectApiException.class, () -> client.merchant().delete(1L));
        assertEquals(2, server.received().size(), "a bodiless DELETE is sent once too");

        PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> client.bank().getBanks());
        assertEquals(503, e.getStatus());
        assertEquals(3, server.received().size());
    }

    @Test
    void a503WithARetryAfterTooLargeForOkHttpStillRaisesTheApiException() {
        server.answer(503, "{\"code\":\"91\",\"message\":\"time-out\"}").withHeaders(Map.of("Retry-After", "99999999999"));

        PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> client.bank().getBanks());
        assertEquals(503, e.getStatus());
        assertEquals(1, server.received().size());
    }

    @Test
    void aReadTimeOutRaisesTheTransportSubtypeAndTheRequestIsSentOnce() {
        server.holdAnswers();
        PayCollectClient impatient = TestClients.builder(server).readTimeout(Duration.ofMillis(300)).build();

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> impatient.directDebit().paymentBill(
                        paymentBill()));

        assertTrue(e.isTimeout(), "says it was a time-out");
        assertTrue(e.getMessage().startsWith("time-out on POST /v1/direct-debit/payment-bill"), e.getMessage());
        assertEquals(PayCollectApiException.NO_STATUS, e.getStatus());
        assertEquals(1, server.received().size(), "a payment that timed out is never sent again");
    }

    @Test
    void aRefusedConnectionRaisesTheTransportSubtype() throws IOException {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = s.getLocalPort();
        }
        PayCollectClient nowhere = TestClients.builder(server).baseUrl("http://127.0.0.1:" + closedPort).build();

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> nowhere.bank().getBanks());

        assertFalse(e.isTimeout());
        assertTrue(e.wasNeverSent(), "a refused connection sent nothing");
        assertTrue(e.getMessage().startsWith("not sent: GET /v1/bank/get-banks to 127.0.0.1:" + closedPort), e.getMessage());
        assertTrue(e.getCause() instanceof java.net.ConnectException, "the I/O failure itself: " + e.getCause());
    }

    @Test
    void aRefusedTimestampPointsAtThisHostsClock() {
        server.answer(401, "{\"code\":\"90\",\"message\":\"x-request-timestamp: outside the window\"}");

        PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> client.bank().getBanks());

        assertTrue(e.getMessage().contains("the request's time was refused") && e.getMessage().contains("check this host's clock"),
                e.getMessage());
    }

    @Test
    void theOffsetFromTheServicesClockIsMeasuredByTheAnswersDateHeader() {
        java.time.Clock host = java.time.Clock.fixed(java.time.Instant.parse("2026-11-25T10:05:00Z"), java.time.ZoneOffset.UTC);

        java.time.Duration offset = RefusalHint.clockOffset("Wed, 25 Nov 2026 10:00:00 GMT", host).orElseThrow();

        assertEquals(java.time.Duration.ofMinutes(5), offset);
        assertTrue(RefusalHint.of("90", 401, java.util.Optional.of(offset)).orElseThrow()
                .endsWith("(by the answer's Date header, this host is 300 s ahead of the service)"));
        assertTrue(RefusalHint.clockOffset("not a date", host).isEmpty());
    }

    @Test
    void requireSuccessNamesTheOperationTheStatusAndTheCode() {
        server.answer(200, "{\"code\":\"1001\",\"message\":\"vaAccountNumber: no virtual account with this id\"}");

        PayCollectApiException e = assertThrows(PayCollectApiException.class,
                () -> client.bank().createVa(OpenPayloadCaller.request()).requireSuccess());

        assertEquals("bank_createVa answered HTTP 200 with code 1001: vaAccountNumber: no virtual account with this id",
                e.getMessage());
        assertEquals(200, e.getStatus());
        assertEquals("1001", e.getCode());
    }

    @Test
    void a2xxAnswerWithAFailureCodeIsReturnedAsItIs() {
        server.answer(200, "{\"code\":\"1001\",\"message\":\"Account not found\",\"data\":null}");

        CustomVietQrResponse response = client.bank().generateCustomVietQr(AllOperationsOnTheWireTest.goldenQrRequest());

        assertFalse(response.isSuccess());
        assertEquals("1001", response.getCode());
        assertEquals("Account not found", response.getMessage());
        PayCollectApiException e = assertThrows(PayCollectApiException.class, response::requireSuccess);
        assertEquals("1001", e.getCode());
        assertEquals("Account not found", e.getEnvelopeMessage());
        assertEquals("bank_generateCustomVietQr answered HTTP 200 with code 1001: Account not found", e.getMessage());
    }

    @Test
    void requireSuccessReturnsTheEnvelopeItselfOnSuccess() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"banks\":[]}}");

        BankGetBanksResponse response = client.bank().getBanks();

        assertSame(response, response.requireSuccess());
    }

    @Test
    void theWithHttpInfoTwinsAlsoExposeStatusAndHeaders() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{}}");

        var response = client.bank().getBanksWithHttpInfo();

        assertEquals(200, response.getStatusCode());
        assertTrue(response.getData().isSuccess());
        assertEquals(GoldenSignatures.BODILESS_SIGNATURE, server.only().header("x-signature"));
    }

    @Test
    void a2xxBodyThatIsNotJsonRaisesTheApiException() {
        server.answer(200, "text/plain", "not json");

        PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> client.bank().getBanks());

        assertEquals(200, e.getStatus());
        assertFalse(e instanceof PayCollectTransportException);
    }

    @Test
    void a2xxAnswerHoldingANumberTooLargeToReadRaisesTheApiException() {
        // Jackson refuses such a number with NumberFormatException; the decoder reports it as unreadable
        // (AnswerDecodingFuzzTest keeps the input that found it).
        server.answer(200, "333333333333333333333e33333333333333333333");

        PayCollectApiException e = assertThrows(PayCollectApiException.class,
                () -> client.bank().generateCustomVietQr(AllOperationsOnTheWireTest.goldenQrRequest()));

        assertEquals(200, e.getStatus());
    }

    @Test
    void a2xxAnswerWithAKeyGivenTwiceIsUnreadableNotGuessed() {
        // Which qrCode would count depends on the reader; the client refuses to pick one.
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"qrCode\":\"000201a\",\"qrCode\":\"000201b\"}}");

        PayCollectApiException e = assertThrows(PayCollectApiException.class,
                () -> client.bank().generateCustomVietQr(AllOperationsOnTheWireTest.goldenQrRequest()));

        assertEquals(200, e.getStatus());
    }

    @Test
    void unknownFieldsInAnswersAreIgnoredOrKept() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"traceId\":\"t-1\","
                + "\"data\":{\"qrCode\":\"000201\",\"newField\":{\"nested\":true},\"amount\":12.50}}");

        CustomVietQrResponse response = client.bank().generateCustomVietQr(AllOperationsOnTheWireTest.goldenQrRequest());

        assertTrue(response.isSuccess());
        assertEquals("000201", response.getData().getQrCode());
    }

    @Test
    void openPayloadsInAnswersKeepEveryField() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"vaNumber\":\"9704\",\"amount\":12.50,"
                + "\"tags\":[\"a\"]}}");

        var data = client.bank().createVa(OpenPayloadCaller.request()).requireSuccess().getData();

        assertEquals("9704", data.getAdditionalProperty("vaNumber"));
        assertEquals(new java.math.BigDecimal("12.50"), data.getAdditionalProperty("amount"), "money stays exact");
        assertEquals(java.util.List.of("a"), data.getAdditionalProperty("tags"));
    }

    @Test
    void noExceptionMessageContainsTheSecret() {
        server.answer(500, "{\"code\":\"99\",\"message\":\"boom\"}");
        PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> client.bank().getBanks());
        assertFalse(String.valueOf(e).contains(GoldenSignatures.SECRET));
        assertFalse(String.valueOf(e.getMessage()).contains(server.only().header("x-signature")));
    }

    private static DirectDebitPaymentBillRequest paymentBill() {
        return AllOperationsOnTheWireTest.fromExample(DirectDebitPaymentBillRequest.class, "POST", "/v1/direct-debit/payment-bill");
    }
}
