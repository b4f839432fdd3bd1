package io.paycollect.sandbox.domain;

import static io.paycollect.sandbox.domain.DomainFixture.CLIENT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the services behind the newest official SDK's operations refuse, which the journeys do not reach. */
class NewestSdkServicesTest {

    private final DomainFixture f = new DomainFixture();
    private final PaymentLinks links = new PaymentLinks(f.bank, f.merchants, f.ledger, f.clock, 100);
    private final NotificationSettings settings = new NotificationSettings(f.bank, f.clock);
    private final BatchVirtualAccounts batches = new BatchVirtualAccounts(f.bank, f.shops, f.qr, f.clock);

    @Test
    void aRequestIdNamesOneLinkAndIsRefusedForAnotherOrder() {
        long merchant = f.merchant("M");
        String va = activeVaOf(merchant);
        String first = links.create(order(merchant, "O-1", "R-1", "50000", va), CLIENT);

        assertEquals(first, links.create(order(merchant, "O-1", "R-1", "50000", va), CLIENT));
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class,
                () -> links.create(order(merchant, "O-2", "R-1", "50000", va), CLIENT)).code());
        assertEquals("amount", assertThrows(InvalidField.class,
                () -> links.create(order(merchant, "O-3", "R-3", "100.5", va), CLIENT)).field());
    }

    @Test
    void aDebitAccountMadeWithoutAnAccountTypeIsListedUnderAny() {
        long merchant = f.merchant("M");
        f.bank.createDebit(DomainFixture.request(io.paycollect.server.model.BankCreateDebitRequest.class, "appType",
                "tingee-web", "minAmount", 10000, "maxAmount", 50000, "merchantId", merchant), null, CLIENT);
        for (String accountType : List.of("personal-account", "business-account")) {
            assertEquals(1L, f.bank.getVaPaging(DomainFixture.request(io.paycollect.server.model.BankGetVaPagingRequest.class,
                    "skipCount", 0, "maxResultCount", 10, "merchantId", merchant, "accountType", accountType,
                    "dataAccess", "referral-only", "transactionType", "debit")).getTotalCount(), accountType);
        }
    }

    @Test
    void aMerchantWithoutAnActiveVirtualAccountTakesNoLink() {
        long merchant = f.merchant("M");
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class,
                () -> links.create(order(merchant, "O-1", "R-1", "50000", null), CLIENT)).code());
    }

    @Test
    void nobodyRedirectsTheNotificationsOfAnotherClientsAccount() {
        String va = f.activeVa();
        Refusal refused = assertThrows(Refusal.class, () -> settings.apply(
                new WebhookChange("https://attacker.example/n", va, null, null, true), "another-client"));
        assertEquals(Refusal.ANOTHER_CLIENTS, refused.code());
        assertEquals(java.util.Optional.empty(), f.bank.notificationRegistration(va));
    }

    @Test
    void aBatchWithANumberInUseCreatesNone() {
        String va = f.activeVa();
        VaBatch batch = new VaBatch(NapasBank.MBB, "business-account", null, null, null, null, List.of("7770001", va),
                null, null);
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class, () -> batches.create(batch, CLIENT)).code());
        assertEquals(java.util.Optional.empty(), f.bank.virtualAccounts().find("7770001"));
    }

    private String activeVaOf(long merchant) {
        io.paycollect.server.model.BankCreateVaData va = f.bank.createVa(DomainFixture.request(io.paycollect.server.model.BankCreateVaRequest.class, "accountType", "personal-account", "appType",
                "tingee-web", "merchantId", merchant), null, CLIENT);
        f.bank.confirmVa(DomainFixture.request(io.paycollect.server.model.BankConfirmVaRequest.class, "confirmId", va.getConfirmId(), "otpNumber", BankService.SANDBOX_OTP,
                "bankName", "MBB", "bankBin", "970422"));
        return va.getVaAccountNumber();
    }

    private static PaymentLinkOrder order(long merchant, String orderId, String requestId, String amount, String va) {
        return new PaymentLinkOrder(merchant, orderId, requestId, new BigDecimal(amount), null, null, va, null);
    }
}
