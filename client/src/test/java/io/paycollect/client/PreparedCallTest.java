package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Contract;
import feign.Feign;
import feign.Logger;
import feign.MethodMetadata;
import feign.Param;
import feign.RequestLine;
import io.paycollect.api.GoldenSignatures;
import io.paycollect.client.api.BankApi;
import io.paycollect.client.api.DirectDebitApi;
import io.paycollect.client.model.BankGetBanksResponse;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.CustomVietQrResponse;
import io.paycollect.client.model.DirectDebitGetSubscriptionStatusResponse;
import io.paycollect.client.model.QrBankName;
import java.math.BigDecimal;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The client sends each operation it prepared at start-up exactly as Feign's own method handler and
 * feign-okhttp send it: same method, path, query, headers and body bytes on the wire, same answer
 * decoded, same exceptions. Feign's unmodified path is the oracle: a second client of the same
 * interfaces, built with Feign's handler and transport, calls the same recording server.
 */
class PreparedCallTest extends AgainstRecordingServer {

    private BankApi feignBank;
    private DirectDebitApi feignDirectDebit;

    /** Feign's own path to the same server: the oracle {@code client} (the prepared path) is compared with. */
    @BeforeEach
    void buildFeignOnlyClients() {
        Feign.Builder feignOnly = TestClients.feignOnly();
        feignBank = feignOnly.target(BankApi.class, server.baseUrl());
        feignDirectDebit = feignOnly.target(DirectDebitApi.class, server.baseUrl());
    }

    @Test
    void everyOperationTheContractGeneratesIsPrepared() {
        ObjectMapper mapper = PayCollectJson.newObjectMapper();
        List<Class<?>> apis = Stream.of(PayCollectClient.class.getMethods())
                .map(java.lang.reflect.Method::getReturnType)
                .filter(type -> type.getPackageName().equals("io.paycollect.client.api"))
                .toList();
        assertEquals(11, apis.size(), "one group per API interface: " + apis);
        int operations = 0;
        for (Class<?> api : apis) {
            for (MethodMetadata metadata : new Contract.Default().parseAndValidateMetadata(api)) {
                assertTrue(PreparedOperation.of(metadata, localhost(metadata), mapper).isPresent(),
                        metadata.configKey() + " would fall back to Feign's per-call templating");
                operations++;
            }
        }
        assertEquals(2 * 77, operations, "77 operations, each with its WithHttpInfo twin");
    }

    @Test
    void anOperationWithAPathVariableIsLeftToFeign() {
        MethodMetadata metadata = new Contract.Default().parseAndValidateMetadata(WithPathVariable.class).get(0);

        assertTrue(PreparedOperation.of(metadata, localhost(metadata), PayCollectJson.newObjectMapper()).isEmpty());
    }

    @Test
    void aJsonBodyGoesOutAsFeignSendsIt() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"qrCode\":\"000201\"}}");
        CustomVietQrRequest request = new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789")
                .amount(new BigDecimal("50000")).content("Thanh toán đơn hàng 001");

        CustomVietQrResponse viaPrepared = client.bank().generateCustomVietQr(request);
        CustomVietQrResponse viaFeign = feignBank.generateCustomVietQr(request);

        assertSameOnTheWire();
        assertEquals(viaFeign, viaPrepared);
        assertEquals("000201", viaPrepared.getData().getQrCode());
    }

    @Test
    void aBodilessGetGoesOutAsFeignSendsIt() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":[]}");

        BankGetBanksResponse viaPrepared = client.bank().getBanks();
        BankGetBanksResponse viaFeign = feignBank.getBanks();

        assertSameOnTheWire();
        assertEquals(viaFeign, viaPrepared);
    }

    @Test
    void queryParametersAreEncodedAsFeignEncodesThem() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":\"ok\"}");
        String text = "TB3 LS/0001?&=+ Việt Nam 100% :@!$'()*,;~-._";

        DirectDebitGetSubscriptionStatusResponse viaClient = client.directDebit().getSubscriptionStatus(text, "", null);
        DirectDebitGetSubscriptionStatusResponse viaFeign = feignDirectDebit.getSubscriptionStatus(text, "", null);

        assertSameOnTheWire();
        assertEquals(viaFeign, viaClient);
        assertFalse(server.received().get(0).rawQuery().contains("requestId"), "a null value is left out");
    }

    @Test
    void aRefusalRaisesTheSameExceptionAsThroughFeign() {
        server.answer(401, "{\"code\":\"97\",\"message\":\"signature invalid\",\"data\":null}");

        PayCollectApiException viaPrepared = assertThrows(PayCollectApiException.class, () -> client.bank().getBanks());
        PayCollectApiException viaFeign = assertThrows(PayCollectApiException.class, () -> feignBank.getBanks());

        assertEquals(viaFeign.getMessage(), viaPrepared.getMessage());
        assertEquals(401, viaPrepared.status());
        assertEquals("97", viaPrepared.code());
    }

    @Test
    void anUnreadableAnswerRaisesTheSameExceptionAsThroughFeign() {
        server.answer(200, "text/html", "<html>maintenance</html>");

        PayCollectApiException viaPrepared = assertThrows(PayCollectApiException.class, () -> client.bank().getBanks());
        PayCollectApiException viaFeign = assertThrows(PayCollectApiException.class, () -> feignBank.getBanks());

        assertEquals(viaFeign.getMessage(), viaPrepared.getMessage());
        assertEquals(viaFeign.status(), viaPrepared.status());
    }

    @Test
    void noAnswerRaisesTheSameTransportExceptionAsThroughFeign() {
        String base = server.baseUrl();
        server.close();
        PayCollectClient unreachable = PayCollectClient.builder().baseUrl(base).clientId(TestClients.CLIENT_ID)
                .secretToken(GoldenSignatures.SECRET).logLevel(Logger.Level.NONE).build();

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> unreachable.bank().getBanks());

        assertTrue(e.getMessage().contains("GET /v1/bank/get-banks"), e.getMessage());
    }

    private static feign.Target<?> localhost(MethodMetadata metadata) {
        return new feign.Target.HardCodedTarget<>(metadata.targetType(), "http://localhost");
    }

    private void assertSameOnTheWire() {
        List<RecordingServer.Received> received = server.received();
        assertEquals(2, received.size());
        received.get(1).assertSentAs(received.get(0)); // via Feign, then via the prepared path
    }

    interface WithPathVariable {
        @RequestLine("GET /v1/things/{id}")
        CustomVietQrResponse get(@Param("id") String id);
    }
}
