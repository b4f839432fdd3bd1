package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.GoldenSignatures;
import io.paycollect.api.OperationId;
import io.paycollect.client.model.BankGetBanksResponse;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.io.IOException;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A {@link CallObserver} sees every sent call once, under the contract's operation id, with how it ended. */
class CallObserverTest {

    record Seen(String operationId, CallOutcome outcome) {
    }

    private final List<Seen> seen = new CopyOnWriteArrayList<>();
    private RecordingServer server;
    private PayCollectClient client;

    @BeforeEach
    void startServerAndClient() throws IOException {
        server = new RecordingServer();
        client = TestClients.builder(server).callObserver((operationId, headers) -> {
            headers.accept("traceparent", "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01");
            return outcome -> seen.add(new Seen(operationId, outcome));
        }).build();
    }

    @AfterEach
    void closeServer() {
        server.close();
    }

    @Test
    void aSuccessIsSeenWithItsOperationIdCodeAndStatus() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"qrCode\":\"000201\"}}");

        client.bank().generateCustomVietQr(request());

        assertEquals(List.of(new Seen("bank_generateCustomVietQr", new CallOutcome(CallOutcome.Kind.SUCCESS, "00", 200))),
                seen);
    }

    @Test
    void aServiceCodeIsSeenAsSuchAlsoThroughTheWithHttpInfoTwin() {
        server.answer(200, "{\"code\":\"1001\",\"message\":\"no such bank\",\"data\":null}");

        client.bank().getBanksWithHttpInfo();

        assertEquals(List.of(new Seen("bank_getBanks", new CallOutcome(CallOutcome.Kind.SERVICE_CODE, "1001", 200))),
                seen);
    }

    @Test
    void aRefusalIsSeenWithItsStatusAndCode() {
        server.answer(401, "{\"code\":\"97\",\"message\":\"signature invalid\",\"data\":null}");

        assertThrows(PayCollectApiException.class, () -> client.bank().getBanks());

        assertEquals(List.of(new Seen("bank_getBanks", new CallOutcome(CallOutcome.Kind.HTTP_ERROR, "97", 401))), seen);
    }

    @Test
    void noAnswerIsSeenAsATransportFailure() {
        server.close();

        assertThrows(PayCollectTransportException.class, () -> client.bank().getBanks());

        assertEquals(List.of(new Seen("bank_getBanks", new CallOutcome(CallOutcome.Kind.TRANSPORT_FAILURE, null, 0))),
                seen);
    }

    @Test
    void aRequestRefusedBeforeSendingIsNotSeen() {
        assertThrows(InvalidRequestException.class,
                () -> client.bank().generateCustomVietQr(new CustomVietQrRequest().accountNumber("0123456789")));

        assertEquals(List.of(), seen);
        assertEquals(0, server.received().size());
    }

    @Test
    void headersTheObserverAddsAreSentAndTheSignatureStillCoversTheBodyAlone() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":[]}");

        BankGetBanksResponse banks = client.bank().getBanks();

        assertTrue(banks.isSuccess());
        RecordingServer.Received got = server.received().get(0);
        assertEquals("00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01", got.header("traceparent"));
        assertEquals(GoldenSignatures.BODILESS_SIGNATURE, got.header("x-signature"));
    }

    @Test
    void everyMethodOfTheClientIsNamedByAnOperationIdOfTheContract() {
        SortedSet<String> named = new TreeSet<>();
        Stream.of(PayCollectClient.class.getMethods())
                .map(Method::getReturnType)
                .filter(type -> type.getPackageName().equals("io.paycollect.client.api"))
                .flatMap(api -> Stream.of(api.getMethods()))
                .forEach(method -> named.add(method.getAnnotation(OperationId.class).value()));

        assertEquals(ContractExamples.operationIds(), named);
    }

    private static CustomVietQrRequest request() {
        return new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789")
                .amount(new BigDecimal("50000")).content("Thanh toán");
    }
}
