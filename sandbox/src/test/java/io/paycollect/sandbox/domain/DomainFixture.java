package io.paycollect.sandbox.domain;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.paycollect.server.model.DirectDebitRegisterRequest;
import io.paycollect.server.model.DirectDebitPaymentBillData;
import io.paycollect.server.model.DirectDebitPaymentBillRequest;
import io.paycollect.server.model.MerchantCreateRequest;
import io.paycollect.server.model.ShopCreateOrUpdateRequest;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.vietqr.VietQrImage;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.json.JsonMapper;

/** The in-memory services wired as the application wires them, on a fixed clock, with helpers for the usual set-up. */
final class DomainFixture {

    /** The client every call of the fixture is made by. */
    static final String CLIENT = "client";

    final SandboxClock clock = new SandboxClock(Clock.fixed(Instant.parse("2026-01-31T02:15:00Z"), ZoneOffset.UTC));
    final QrIssuer qr = new QrIssuer(VietQrImage.ofSize(100));
    final TransactionLedger ledger = new TransactionLedger(clock);
    final MerchantService merchants = new MerchantService(clock);
    final ShopService shops = new ShopService(merchants, clock);
    final BankService bank = new BankService(qr, ledger, shops, clock);
    final VaDropDown dropDown = new VaDropDown(bank, shops);
    final DeviceService devices = new DeviceService(shops, bank, clock);
    final DeepLinkService deepLinks = new DeepLinkService();
    final DirectDebitService directDebit = new DirectDebitService(ledger, clock);
    final EInvoiceService eInvoices = new EInvoiceService(merchants, clock);

    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** Writes as the application's mapper does: a null field of a model is left out. */
    private static final JsonMapper WIRE = JsonMapper.builder()
            .changeDefaultPropertyInclusion(inclusion -> inclusion.withValueInclusion(JsonInclude.Include.NON_NULL)).build();

    /** The fields {@code answer} is written with, by name, for a test of which fields an answer has. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> fields(Object answer) {
        return WIRE.convertValue(answer, Map.class);
    }

    /** A typed request of alternating keys and values, as the web layer hands it to a service. */
    /**
     * {@code "<code> <message>"} of the business refusal {@code call} throws, e.g. {@code "1008 bankBin: is not the
     * BIN of MBB"}: a value the contract admits that the sandbox cannot act on.
     */
    static String refusal(org.junit.jupiter.api.function.Executable call) {
        io.paycollect.sandbox.store.Refusal refused = org.junit.jupiter.api.Assertions.assertThrows(
                io.paycollect.sandbox.store.Refusal.class, call);
        return refused.code() + " " + refused.getMessage();
    }

    static <T> T request(Class<T> type, Object... kv) {
        return JSON.convertValue(map(kv), type);
    }

    /** A typed request of {@code values}, as the web layer hands it to a service. */
    static <T> T request(Class<T> type, Map<String, ?> values) {
        return JSON.convertValue(values, type);
    }

    private static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    long merchant(String name) {
        return merchants.create(request(MerchantCreateRequest.class, "name", name, "phoneNumber", "0901234567", "password", "p", "appType", "tingee-web"));
    }

    long shop(long merchantId, String name) {
        return shops.createOrUpdate(request(ShopCreateOrUpdateRequest.class, "merchantId", merchantId, "name", name, "isActive", true)).getShopId();
    }

    /** A new {@code active} virtual account at MBB; its vaAccountNumber. */
    String activeVa() {
        io.paycollect.server.model.BankCreateVaData va = bank.createVa(DomainFixture.request(io.paycollect.server.model.BankCreateVaRequest.class, "accountType", "personal-account", "appType", "tingee-web"), null, CLIENT);
        bank.confirmVa(DomainFixture.request(io.paycollect.server.model.BankConfirmVaRequest.class, "confirmId", va.getConfirmId(), "otpNumber", BankService.SANDBOX_OTP,
                "bankName", "MBB", "bankBin", "970422"));
        return va.getVaAccountNumber();
    }

    /** A box {@code uuid} linked to a new shop of {@code merchantId}, as add-device-to-shop leaves it. */
    void linkedBox(String uuid, long merchantId) {
        long shop = shop(merchantId, "Quầy " + uuid);
        devices.readSecurityCode(DomainFixture.request(io.paycollect.server.model.DeviceReadSecurityCodeRequest.class, "uuid", uuid));
        devices.addDeviceToShop(request(io.paycollect.server.model.DeviceAddDeviceToShopRequest.class, "uuid", uuid, "securityCode", devices.view(uuid).securityCode(),
                "appType", "tingee-app", "shopIds", java.util.List.of(shop)));
    }

    /** A new {@code active} direct-debit subscription: {subscriptionId, tokenRef}. */
    Map<String, String> subscription(String requestId) {
        String url = directDebit.register(request(DirectDebitRegisterRequest.class, "requestId", requestId,
                "phone", "0901234567", "returnUrl", "https://shop.example/r"), null, CLIENT);
        Map<String, String> q = new LinkedHashMap<>();
        for (String pair : url.substring(url.indexOf('?') + 1).split("&")) {
            String[] kv = pair.split("=", 2);
            q.put(kv[0], kv[1]);
        }
        return q;
    }

    DirectDebitPaymentBillData bill(String subscriptionId, String tokenRef, Object amount) {
        return directDebit.paymentBill(request(DirectDebitPaymentBillRequest.class, "requestId", "R", "subscriptionId", subscriptionId, "tokenRef", tokenRef,
                "amount", amount, "description", "Bill", "partnerCode", "one-pay", "serviceProviderName", "P"));
    }
}
