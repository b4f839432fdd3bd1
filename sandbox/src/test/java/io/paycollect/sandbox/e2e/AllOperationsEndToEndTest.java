package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.InvalidRequestException;
import io.paycollect.client.PayCollectApiException;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.*;
import io.paycollect.sandbox.SandboxProperties;
import io.paycollect.sandbox.domain.BankService;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The generated client drives the running sandbox over real HTTP through all 77 operations of the
 * contract (the 44 of the interface description and the 33 the official SDKs call beyond it) with their
 * documented fields, in the order a merchant would ({@link MerchantJourney}, {@link NewestSdkJourney}), and every
 * request and response on the wire is validated against {@code api/openapi.yaml}. The last test checks that all 77
 * were exercised and validated.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AllOperationsEndToEndTest {

    @Value("${local.server.port}")
    int port;

    private WireRecorder wire;
    private PayCollectClient client;
    private MerchantJourney journey;
    private final ContractValidator contract = new ContractValidator(ContractValidator.contractLocation());

    /** Where the client sends the contract's operations: the sandbox itself here. */
    String operationsUrl() {
        return "http://localhost:" + port;
    }

    @BeforeAll
    void connect() {
        wire = new WireRecorder(new feign.okhttp.OkHttpClient(
                new okhttp3.OkHttpClient.Builder().retryOnConnectionFailure(false).build()));
        client = PayCollectClient.builder()
                .baseUrl(operationsUrl())
                .clientId(SandboxProperties.DEMO_CLIENT_ID)
                .secretToken(SandboxProperties.DEMO_SECRET_TOKEN)
                .client(wire)
                .build();
        journey = new MerchantJourney(client, "http://localhost:" + port);
    }

    @Test
    @Order(1)
    void customVietQrCarriesTheRealPayload() {
        journey.customQr();
    }

    @Test
    @Order(2)
    void staticQrCodesAndBanks() {
        journey.staticQrAndBanks();
    }

    @Test
    @Order(3)
    void merchantsConfigurationsAndShops() {
        journey.merchantsAndShops();
    }

    @Test
    @Order(4)
    void virtualAccountsAreConfirmedWithTheSandboxOtpAndNotificationsRegistered() {
        journey.virtualAccountsAndNotifications();
    }

    @Test
    @Order(5)
    void aDynamicQrBillIsPaidByThePayerAndTheTransactionAppears() {
        journey.dynamicQrAndTransactions();
    }

    @Test
    @Order(6)
    void aVaMadeTheAdvancedWayAQrReadBackTheVaListAndReferralCodes() {
        journey.accountsBeyondTheInterface();
    }

    @Test
    @Order(7)
    void aBoxIsLinkedWithItsSecurityCodeShowsQrCodesTakesCommandsAndIsReset() {
        journey.devices();
    }

    @Test
    @Order(8)
    void deepLinks() {
        journey.deepLinks();
    }

    @Test
    @Order(9)
    void eInvoiceAccountsADraftIssuedMailedAndCancelled() {
        journey.eInvoices();
    }

    @Test
    @Order(10)
    void directDebitBillsRefundsAndCancellation() {
        journey.directDebit();
    }

    @Test
    @Order(11)
    void aVirtualAccountIsDeletedWithAConfirmationAndAMerchantDeleted() {
        journey.endings();
    }

    @Test
    @Order(11)
    void aPaymentLinkASwitchedVaWebhooksBatchesAndReceivedInvoicesOfTheNewestSdk() {
        new NewestSdkJourney(client, "http://localhost:" + port).all();
    }

    @Test
    @Order(12)
    void aBusinessRefusalIsA2xxEnvelopeTheClientReturnsAsItIs() {
        BankConfirmVaResponse refused = client.bank().confirmVa(new BankConfirmVaRequest().confirmId("CF999999")
                .otpNumber(BankService.SANDBOX_OTP).bankName(BankName.MBB).bankBin("970422"));
        assertEquals("1001", refused.getCode());
        assertEquals("confirmId: no confirmation with this id", refused.getMessage());
        PayCollectApiException e = assertThrows(PayCollectApiException.class, refused::requireSuccess);
        assertEquals("1001", e.getCode());
    }

    @Test
    @Order(13)
    void aMissingRequiredQueryParameterIsRefusedBeforeSendingNamingIt() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> client.directDebit().getSubscriptionStatus("SUB000001", null, null));
        assertEquals(java.util.List.of("tokenRef: must not be null"), e.violations());
    }

    @Test
    @Order(14)
    void aClientWithAWrongSecretGetsThe401Envelope() {
        PayCollectClient wrong = PayCollectClient.builder().baseUrl(operationsUrl())
                .clientId(SandboxProperties.DEMO_CLIENT_ID).secretToken("not-the-secret").client(wire).build();
        PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> wrong.bank().getBanks());
        assertEquals(401, e.getStatus());
        assertEquals("97", e.getCode());
        assertTrue(e.getRawBody().contains("\"code\":\"97\""), e.getRawBody());
        assertTrue(!e.getMessage().contains("not-the-secret"));
    }

    @Test
    @Order(100)
    void everyOperationOfTheContractWasExercisedAndEveryExchangeValidated() {
        Set<String> validated = new TreeSet<>();
        for (WireRecorder.Exchange exchange : wire.exchanges()) {
            validated.add(contract.validate(exchange));
        }
        Set<String> missing = new TreeSet<>(contract.allOperationIds());
        missing.removeAll(validated);
        assertEquals(Set.of(), missing, "operations never exercised");
        assertEquals(77, contract.allOperationIds().size());
        assertEquals(77, validated.size());
    }
}
