package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.api.SignatureHeaders;
import io.paycollect.client.InvalidRequestException;
import io.paycollect.client.PayCollectApiException;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.*;
import io.paycollect.sandbox.SandboxProperties;
import io.paycollect.sandbox.domain.BankService;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The generated client drives the running sandbox over real HTTP through every operation of the contract, with
 * their documented fields, business refusals and a 401 included, through Stoplight Prism's validating proxy
 * ({@code prism proxy --errors api/openapi.yaml <sandbox>}): an OpenAPI reader that is not ours checks every request
 * and answer, and Atlassian's validator checks every recorded exchange again. Each test sets up what it needs itself
 * ({@link MerchantJourney}, {@link NewestSdkJourney}), so they run in any order or alone; once all of them ran, the
 * class fails naming any operation of the contract that no test sent, and any answer either reader refused.
 * Prism comes from the api module's {@code npm ci}; without Node.js the calls go to the sandbox directly, saying so.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AllOperationsEndToEndTest {

    @Value("${local.server.port}")
    int port;

    private final ContractValidator contract = new ContractValidator(ContractValidator.contractLocation());
    private final Set<String> testsRun = new TreeSet<>();
    private PrismProxy prism;
    private WireRecorder wire;
    private PayCollectClient client;
    private String sandbox;

    @BeforeAll
    void connect() throws IOException {
        sandbox = "http://localhost:" + port;
        Path installed = PrismProxy.installed();
        if (installed != null) {
            prism = PrismProxy.start(installed, Path.of(System.getProperty("paycollect.contract")), sandbox);
        } else {
            System.err.println("AllOperationsEndToEndTest: Prism is not installed (run the api module's build, npm ci, with"
                    + " Node.js on the PATH); the calls go to the sandbox directly, checked by Atlassian's validator alone");
        }
        wire = new WireRecorder(new feign.okhttp.OkHttpClient(
                new okhttp3.OkHttpClient.Builder().retryOnConnectionFailure(false).build()));
        client = PayCollectClient.builder().baseUrl(prism != null ? prism.url() : sandbox)
                .clientId(SandboxProperties.DEMO_CLIENT_ID).secretToken(SandboxProperties.DEMO_SECRET_TOKEN)
                .client(wire).build();
    }

    private MerchantJourney journey() {
        return new MerchantJourney(client, sandbox);
    }

    private NewestSdkJourney newestSdk() {
        NewestSdkJourney journey = new NewestSdkJourney(client, sandbox);
        journey.merchantWithAVirtualAccount();
        return journey;
    }

    /** A journey with a merchant, its shop and a confirmed virtual account. */
    private MerchantJourney merchantWithAVirtualAccount() {
        MerchantJourney journey = journey();
        journey.merchantsAndShops();
        journey.virtualAccountsAndNotifications();
        return journey;
    }

    @Test
    void customVietQrCarriesTheRealPayload() {
        journey().customQr();
    }

    @Test
    void staticQrCodesAndBanks() {
        journey().staticQrAndBanks();
    }

    @Test
    void merchantsConfigurationsAndShops() {
        journey().merchantsAndShops();
    }

    @Test
    void virtualAccountsAreConfirmedWithTheSandboxOtpAndNotificationsRegistered() {
        merchantWithAVirtualAccount();
    }

    @Test
    void aDynamicQrBillIsPaidByThePayerAndTheTransactionAppears() {
        merchantWithAVirtualAccount().dynamicQrAndTransactions();
    }

    @Test
    void aVaMadeTheAdvancedWayAQrReadBackTheVaListAndReferralCodes() {
        merchantWithAVirtualAccount().accountsBeyondTheInterface();
    }

    @Test
    void aBoxIsLinkedWithItsSecurityCodeShowsQrCodesTakesCommandsAndIsReset() {
        merchantWithAVirtualAccount().devices();
    }

    @Test
    void deepLinks() {
        journey().deepLinks();
    }

    @Test
    void eInvoiceAccountsADraftIssuedMailedAndCancelled() {
        MerchantJourney journey = journey();
        journey.merchantsAndShops();
        journey.eInvoices();
    }

    @Test
    void directDebitBillsRefundsAndCancellation() {
        journey().directDebit();
    }

    @Test
    void aVirtualAccountIsDeletedWithAConfirmationAndAMerchantDeleted() {
        merchantWithAVirtualAccount().endings();
    }

    @Test
    void aPaymentLinkIsPaidThroughTheControlArea() {
        newestSdk().paymentLink();
    }

    @Test
    void aVirtualAccountIsSwitchedOnForABillOffAndOnAgain() {
        newestSdk().switchingAVirtualAccount();
    }

    @Test
    void whereNotificationsGoABankLinkSessionAndADebitVa() {
        NewestSdkJourney journey = newestSdk();
        journey.webhookNotification();
        journey.bankLinkSessionAndDebitVa();
    }

    @Test
    void virtualAccountsInABatchAnswerTheBareListAndARefusalTheEnvelope() {
        NewestSdkJourney journey = newestSdk();
        journey.batch();
        journey.batchRefused();
    }

    @Test
    void receivedInvoicesConnectedSyncedReadAndDisconnected() {
        newestSdk().receivedInvoices();
    }

    /**
     * A debit's {@code additionalData} is any JSON value ({@code AnyValue}): text, a list, a number, null and an
     * object are each accepted by Prism, Atlassian's validator and the sandbox, and the payment listing shows each back
     * as sent. The bodies are written by hand, so that null is sent as null (the client leaves a null field out).
     */
    @Test
    void aDebitsAdditionalDataIsAnyJsonValueKeptAsSent() throws IOException {
        String requestId = "REQ-ANY-" + System.nanoTime();
        Map<String, String> link = Links.query(client.directDebit().register(new DirectDebitRegisterRequest()
                .requestId(requestId).phone("0901234567").returnUrl("https://shop.example/return").bankBin("970422")
                .accountName("NGUYEN VAN A")).getData());
        String sub = link.get("subscriptionId");
        String token = link.get("tokenRef");
        List<String> values = List.of("\"text\"", "[1,\"two\",null,{\"three\":3}]", "12.5", "null", "{\"order\":{\"id\":7,\"tags\":[]}}");
        for (int i = 0; i < values.size(); i++) {
            String body = "{\"requestId\":\"" + requestId + "-" + i + "\",\"subscriptionId\":\"" + sub + "\",\"tokenRef\":\""
                    + token + "\",\"amount\":\"1000\",\"description\":\"ANY-" + i + "\",\"partnerCode\":\"one-pay\","
                    + "\"serviceProviderName\":\"PayCollect\",\"additionalData\":" + values.get(i) + "}";
            WireRecorder.Exchange sent = signedPost("/v1/direct-debit/payment-bill", body);
            assertEquals(200, sent.status(), () -> body + " -> " + new String(sent.responseBody(), StandardCharsets.UTF_8));
            assertTrue(new String(sent.responseBody(), StandardCharsets.UTF_8).contains("\"code\":\"00\""),
                    () -> body + " -> " + new String(sent.responseBody(), StandardCharsets.UTF_8));
        }
        ObjectMapper json = new ObjectMapper();
        List<DirectDebitTransaction> listed = client.directDebit().getPagingTransactions(sub, token, null, null, 0, 10)
                .getData().getItems();
        for (int i = 0; i < values.size(); i++) {
            String content = "ANY-" + i;
            Object kept = listed.stream().filter(t -> content.equals(t.getContent())).findFirst().orElseThrow().getAdditionalData();
            // compared as JSON text: the client reads numbers as BigDecimal
            assertEquals(json.readTree(values.get(i)).toString(), json.writeValueAsString(kept), content);
        }
    }

    /** {@code POST path} of {@code body}, signed by hand, through the recorded transport (Prism when it runs). */
    private WireRecorder.Exchange signedPost(String path, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        Map<String, Collection<String>> headers = Map.of("content-type", List.of("application/json"),
                "accept", List.of("application/json"), SignatureHeaders.CLIENT_ID, List.of(SandboxProperties.DEMO_CLIENT_ID),
                SignatureHeaders.REQUEST_TIMESTAMP, List.of(timestamp), SignatureHeaders.SIGNATURE,
                List.of(RequestSigner.withSecret(SandboxProperties.DEMO_SECRET_TOKEN).sign(timestamp, bytes)));
        wire.execute(feign.Request.create(feign.Request.HttpMethod.POST, (prism != null ? prism.url() : sandbox) + path,
                headers, bytes, StandardCharsets.UTF_8, null), new feign.Request.Options());
        List<WireRecorder.Exchange> all = wire.exchanges();
        return all.get(all.size() - 1);
    }

    @Test
    void aBusinessRefusalOfEachGroupIsA2xxEnvelopeTheClientReturnsAsItIs() {
        BankConfirmVaResponse refused = client.bank().confirmVa(new BankConfirmVaRequest().confirmId("CF999999")
                .otpNumber(BankService.SANDBOX_OTP).bankName(BankName.MBB).bankBin("970422"));
        assertEquals("1001", refused.getCode());
        assertEquals("confirmId: no confirmation with this id", refused.getMessage());
        PayCollectApiException e = assertThrows(PayCollectApiException.class, refused::requireSuccess);
        assertEquals("1001", e.getCode());

        long unknown = 9_000_000_000_000L + System.nanoTime() % 1_000_000; // below 2^53, as the contract's ids
        assertEquals("1001", client.merchant().deleteConfig(new MerchantDeleteConfigRequest().id(unknown)).getCode());
        assertEquals("1001", client.shop().createOrUpdate(new ShopCreateOrUpdateRequest().name("Quầy 9").isActive(true)
                .merchantId(unknown)).getCode());
        assertEquals("1001", client.device().resetDevice(new DeviceResetDeviceRequest().uuid("TB-UNKNOWN-" + unknown)).getCode());
        assertEquals("1001", client.eInvoice().inputConnect(new EInvoiceInputConnectRequest().merchantId(unknown).accountId(1L)
                .tctUsername("0101234567").tctPassword("portal-secret")).getCode());
        assertEquals("1001", client.paymentGateway().createLink(new PaymentGatewayCreateLinkRequest().merchantId(unknown)
                .orderId("X-1").requestId("req-" + unknown).amount(new BigDecimal("1000"))).getCode());
        assertEquals("1001", client.directDebit().paymentBill(new DirectDebitPaymentBillRequest().requestId("REQ-" + unknown)
                .subscriptionId("SUB-" + unknown).tokenRef("TOKEN").amount("1000").description("Hóa đơn")
                .partnerCode(DirectDebitPartner.fromValue("one-pay")).serviceProviderName("PayCollect")).getCode());
    }

    @Test
    void aBankTheSandboxDoesNotSupportIsABusinessRefusalNamingTheField() {
        // bankBin is an open enumeration: an unknown one is valid on the wire and answered with 1007, not a 400.
        DeepLinkGenerateResponse answer = client.deepLink().generate(
                new DeepLinkGenerateRequest().type("vietqr").qrCode("000201").bankBin("970999").destinationBankBin("970422")
                        .accountName("NGUYEN VAN A").accountNumber("0123456789").billNumber("HD-1").amount(10000L));
        assertEquals("1007", answer.getCode());
        assertTrue(answer.getMessage().startsWith("bankBin: "), answer.getMessage());
    }

    @Test
    void aRuleBetweenFieldsTheContractCannotStateIsABusinessRefusalNamingTheField() {
        // The contract admits a name and a BIN of two banks (it cannot state that they agree): no 400, but 1008.
        PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> client.bank().generateVietQr(
                new BankGenerateVietQrRequest().bankName(BankName.MBB).bankBin("970418").accountNumber("0123456789"))
                .requireSuccess());
        assertEquals(200, e.getStatus());
        assertEquals("1008", e.getCode());
        assertTrue(e.getEnvelopeMessage().startsWith("bankBin: "), e.getEnvelopeMessage());
    }

    @Test
    void aMissingRequiredQueryParameterIsRefusedBeforeSendingNamingIt() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> client.directDebit().getSubscriptionStatus("SUB000001", null, null));
        assertEquals(List.of("tokenRef: must not be null"), e.violations());
    }

    @Test
    void aClientWithAWrongSecretGetsThe401Envelope() {
        PayCollectClient wrong = PayCollectClient.builder().baseUrl(prism != null ? prism.url() : sandbox)
                .clientId(SandboxProperties.DEMO_CLIENT_ID).secretToken("not-the-secret").client(wire).build();
        PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> wrong.bank().getBanks());
        assertEquals(401, e.getStatus());
        assertEquals("97", e.getCode());
        assertTrue(e.getRawBody().contains("\"code\":\"97\""), e.getRawBody());
        assertFalse(e.getMessage().contains("not-the-secret"));
    }

    @org.junit.jupiter.api.AfterEach
    void ran(org.junit.jupiter.api.TestInfo test) {
        test.getTestMethod().ifPresent(method -> testsRun.add(method.getName()));
    }

    /**
     * Once every test of the class ran: every operation of the contract was sent, and neither Atlassian's validator
     * nor Prism found an exchange that breaks the contract. A run of some of the tests checks the exchanges only.
     */
    @AfterAll
    void everyOperationWasSentAndNoReaderRefusedAnAnswer() {
        try {
            Set<String> sent = new TreeSet<>();
            List<String> broken = new java.util.ArrayList<>();
            for (WireRecorder.Exchange exchange : wire.exchanges()) {
                try {
                    sent.add(contract.validate(exchange));
                } catch (AssertionError e) {
                    broken.add(e.getMessage());
                }
            }
            assertEquals(List.of(), broken, "exchanges Atlassian's validator refused");
            if (prism != null) {
                assertTrue(prism.log().stream().anyMatch(line -> line.contains("/v1/")), "premise: the calls went through Prism");
                assertEquals(List.of(), prism.violations(), "Prism's violations");
            }
            if (testsRun.equals(AllTests.of(getClass()))) {
                Set<String> neverSent = new TreeSet<>(contract.allOperationIds());
                neverSent.removeAll(sent);
                assertEquals(Set.of(), neverSent, "operations of the contract that no test sent");
                System.out.println("AllOperationsEndToEndTest: all " + sent.size() + " operations of the contract sent, "
                        + wire.exchanges().size() + " exchanges checked" + (prism != null ? " by Prism and" : "") + " by Atlassian's validator");
            }
        } finally {
            if (prism != null) {
                prism.close();
            }
        }
    }

    /** The names of a class's test methods. */
    private static final class AllTests {
        static Set<String> of(Class<?> type) {
            Set<String> names = new TreeSet<>();
            for (java.lang.reflect.Method method : type.getDeclaredMethods()) {
                if (method.isAnnotationPresent(Test.class)) {
                    names.add(method.getName());
                }
            }
            return names;
        }
    }
}
