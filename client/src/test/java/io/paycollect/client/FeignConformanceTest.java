package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feign.Feign;
import feign.Request;
import feign.RequestTemplate;
import feign.Target;
import feign.interceptor.MethodInterceptor;
import feign.jackson.JacksonDecoder;
import feign.jackson.JacksonEncoder;
import io.paycollect.api.GoldenSignatures;
import io.paycollect.api.SignatureHeaders;
import io.paycollect.api.SignedRequestVerifier;
import io.paycollect.client.api.BankApi;
import io.paycollect.client.model.BankGetBanksResponse;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What Feign documents for whatever an application plugs into a builder, run on a plain {@code Feign.builder()} and on
 * the client's ({@link PayCollectFeignParts#feignBuilder()}) against one local HTTP server: each case expects the same
 * of both. On the client's builder every request also arrives signed over the bytes received, after all of it.
 */
class FeignConformanceTest {

    /** The two builders every case runs on. */
    enum Flavour {
        PLAIN_FEIGN {
            @Override
            Feign.Builder builder(RecordingServer server) {
                return Feign.builder().encoder(new JacksonEncoder(PayCollectJson.newObjectMapper()))
                        .decoder(new JacksonDecoder(PayCollectJson.newObjectMapper()));
            }
        },
        PAYCOLLECT {
            @Override
            Feign.Builder builder(RecordingServer server) {
                return PayCollectFeignParts.of(TestClients.builder(server)).feignBuilder();
            }
        };

        abstract Feign.Builder builder(RecordingServer server);
    }

    private static final SignedRequestVerifier VERIFIER = SignedRequestVerifier.forSecret(GoldenSignatures.SECRET)
            .clock(TestClients.GOLDEN_CLOCK).build();

    private RecordingServer server;
    private final List<String> seen = new CopyOnWriteArrayList<>();

    @BeforeEach
    void start() throws Exception {
        server = new RecordingServer();
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":null}");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void aTargetsApplyRunsOnEveryRequest(Flavour flavour) {
        Target<BankApi> target = new Target.HardCodedTarget<>(BankApi.class, server.baseUrl()) {
            @Override
            public Request apply(RequestTemplate input) {
                seen.add("apply");
                input.header("x-target", "tenant-7");
                return super.apply(input);
            }
        };
        BankApi bank = flavour.builder(server).target(target);

        bank.getBanks();
        bank.generateCustomVietQr(qr());

        assertEquals(List.of("apply", "apply"), seen);
        assertEquals(List.of("tenant-7", "tenant-7"), server.received().stream().map(r -> r.header("x-target")).toList());
        assertSigned(flavour);
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void aTargetsUrlIsReadOnEveryRequest(Flavour flavour) {
        AtomicReference<String> url = new AtomicReference<>(server.baseUrl() + "/blue");
        Target<BankApi> target = new Target.HardCodedTarget<>(BankApi.class, server.baseUrl()) {
            @Override
            public String url() {
                return url.get();
            }
        };
        BankApi bank = flavour.builder(server).target(target);

        bank.getBanks();
        url.set(server.baseUrl() + "/green");
        bank.getBanks();

        assertEquals(List.of("/blue/v1/bank/get-banks", "/green/v1/bank/get-banks"),
                server.received().stream().map(RecordingServer.Received::path).toList());
        assertSigned(flavour);
    }

    /** An application's interface over a generated one, with a method of its own. */
    interface ShopBank extends BankApi {
        default String firstBankBin() {
            return getBanks().getData().get(0).getBin();
        }
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void aDefaultMethodRunsAndCallsThroughTheProxy(Flavour flavour) {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":[{\"bin\":\"970422\"}]}");
        ShopBank bank = flavour.builder(server).target(ShopBank.class, server.baseUrl());

        assertEquals("970422", bank.firstBankBin());

        assertEquals(1, server.received().size());
        assertSigned(flavour);
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void requestInterceptorsRunInTheOrderAdded(Flavour flavour) {
        BankApi bank = flavour.builder(server)
                .requestInterceptor(template -> {
                    seen.add("first");
                    template.header("x-step", "first");
                })
                .requestInterceptor(template -> {
                    seen.add("second:" + template.headers().get("x-step"));
                    template.removeHeader("x-step");
                    template.header("x-step", "second");
                })
                .target(BankApi.class, server.baseUrl());

        bank.getBanks();

        assertEquals(List.of("first", "second:[first]"), seen);
        assertEquals("second", server.only().header("x-step"));
        assertSigned(flavour);
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void aResponseInterceptorSeesTheAnswerAndShapesTheResult(Flavour flavour) {
        BankApi bank = flavour.builder(server)
                .responseInterceptor((context, chain) -> {
                    seen.add("status " + context.response().status());
                    BankGetBanksResponse decoded = (BankGetBanksResponse) chain.next(context);
                    return decoded.message("seen");
                })
                .target(BankApi.class, server.baseUrl());

        assertEquals("seen", bank.getBanks().getMessage());
        assertEquals(List.of("status 200"), seen);
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void aCapabilityEnrichesTheClientAndTheDecoder(Flavour flavour) {
        BankApi bank = flavour.builder(server).addCapability(new TestCapabilities.Watching(seen)).target(BankApi.class, server.baseUrl());

        bank.generateCustomVietQr(qr());

        assertEquals(List.of("client POST", "decoder 200"), seen);
        assertSigned(flavour);
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void methodInterceptorsSurroundTheCallInOrderAndMayShortCircuit(Flavour flavour) {
        MethodInterceptor outer = (invocation, chain) -> {
            seen.add("outer " + invocation.method().getName());
            invocation.requestTemplate().header("x-method", invocation.method().getName());
            return chain.next(invocation);
        };
        MethodInterceptor inner = (invocation, chain) -> {
            seen.add("inner");
            if (invocation.method().getName().equals("generateCustomVietQr")) {
                return null; // answered here: nothing is sent
            }
            Object result = chain.next(invocation);
            seen.add("answered " + invocation.response().status());
            return result;
        };
        BankApi bank = flavour.builder(server).methodInterceptor(outer).methodInterceptor(inner)
                .target(BankApi.class, server.baseUrl());

        bank.getBanks();
        assertEquals(null, bank.generateCustomVietQr(qr()));

        assertEquals(List.of("outer getBanks", "inner", "answered 200", "outer generateCustomVietQr", "inner"), seen);
        assertEquals("getBanks", server.only().header("x-method"));
        assertSigned(flavour);
    }

    /** On the client's builder, each request received carries a signature that verifies over the body received. */
    private void assertSigned(Flavour flavour) {
        List<RecordingServer.Received> received = server.received();
        assertTrue(!received.isEmpty());
        for (RecordingServer.Received each : received) {
            boolean signed = each.header(SignatureHeaders.SIGNATURE) != null;
            assertEquals(flavour == Flavour.PAYCOLLECT, signed, "signed: " + each.headers());
            if (signed) {
                assertEquals(1, each.headerValues(SignatureHeaders.SIGNATURE).size());
                assertEquals(Optional.empty(), VERIFIER.verify(each.header(SignatureHeaders.CLIENT_ID),
                        each.header(SignatureHeaders.REQUEST_TIMESTAMP), each.header(SignatureHeaders.SIGNATURE),
                        each.body()));
            }
        }
    }

    private static CustomVietQrRequest qr() {
        return new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789")
                .amount(new BigDecimal("50000")).content("Order 001");
    }
}
