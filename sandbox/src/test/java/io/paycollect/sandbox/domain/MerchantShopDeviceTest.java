package io.paycollect.sandbox.domain;

import io.paycollect.server.model.DeepLinkGenerateRequest;
import io.paycollect.server.model.DeviceAddDeviceToShopRequest;
import io.paycollect.server.model.MerchantConfigAccountBusinessRequest;
import io.paycollect.server.model.MerchantCreateOrUpdateConfigRequest;
import io.paycollect.server.model.MerchantDeleteConfigAccountBusinessRequest;
import io.paycollect.server.model.MerchantDeleteConfigRequest;
import io.paycollect.server.model.MerchantGetPagingConfigRequest;
import io.paycollect.server.model.MerchantGetPagingRequest;
import io.paycollect.server.model.ShopCreateOrUpdateRequest;
import io.paycollect.server.model.ShopGetPagingRequest;
import static io.paycollect.sandbox.domain.DomainFixture.request;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MerchantShopDeviceTest {

    private final DomainFixture f = new DomainFixture();

    @Test
    void merchantsAreListedWithSkipCountAndDeleted() {
        for (int i = 1; i <= 5; i++) {
            assertEquals(i, f.merchant("Shop " + i));
        }
        Map<String, Object> page = DomainFixture.fields(f.merchants.getPaging(request(MerchantGetPagingRequest.class, "skipCount", 2, "maxResultCount", 2)));
        assertEquals(5L, page.get("totalCount"));
        List<Map<String, Object>> items = (List<Map<String, Object>>) page.get("items");
        assertEquals(List.of("Shop 3", "Shop 4"), items.stream().map(m -> m.get("name")).toList());
        assertEquals("M000003", items.get(0).get("code"));
        assertEquals("2026-01-31T09:15:00.000", items.get(0).get("creationTime"), "Vietnam local time, no offset");
        assertFalse(items.get(0).containsKey("password"));

        f.merchants.delete(3L);
        assertEquals(4L, f.merchants.getPaging(request(MerchantGetPagingRequest.class)).getTotalCount());
        assertEquals("1001", assertThrows(Refusal.class, () -> f.merchants.delete(3L)).code());
        assertEquals("merchantId", assertThrows(InvalidField.class, () -> f.merchants.delete(null)).field());
    }

    @Test
    void pagingParametersAreCheckedAndNamed() {
        assertEquals("maxResultCount", assertThrows(InvalidField.class,
                () -> f.merchants.getPaging(request(MerchantGetPagingRequest.class, "maxResultCount", 1001))).field());
        assertEquals("skipCount", assertThrows(InvalidField.class, () -> f.merchants.getPaging(request(MerchantGetPagingRequest.class, "skipCount", -1))).field());
        // A skipCount that is not a whole number never reaches the service: the reading rules refuse it (ReadingRulesHttpTest).
    }

    @Test
    void configurationsBelongToAnExistingMerchantAndAreNumbered() {
        long m = f.merchant("A");
        assertEquals("1001", assertThrows(Refusal.class, () -> f.merchants.createOrUpdateConfig(request(MerchantCreateOrUpdateConfigRequest.class, "merchantId", 99,
                "accountType", "personal-account"))).code());
        long cfg = f.merchants.createOrUpdateConfig(request(MerchantCreateOrUpdateConfigRequest.class, "merchantId", m, "accountType", "personal-account",
                "bankName", "BIDV", "bidvConfigDto", Map.of("serviceCode", "A")));
        assertEquals(1L, cfg);
        assertEquals(cfg, f.merchants.createOrUpdateConfig(request(MerchantCreateOrUpdateConfigRequest.class, "id", cfg, "accountType", "personal-account",
                "bidvConfigDto", Map.of("serviceCode", "B"))));
        io.paycollect.server.model.MerchantBankConfig listed = f.merchants.getPagingConfig(request(MerchantGetPagingConfigRequest.class, "merchantId", m))
                .getItems().get(0);
        assertEquals(Map.of("serviceCode", "B"), listed.getConfigDto());
        assertEquals("970418", listed.getBankBin());
        assertEquals(cfg, f.merchants.deleteConfig(request(MerchantDeleteConfigRequest.class, "id", cfg)));
        assertEquals(0L, f.merchants.getPagingConfig(request(MerchantGetPagingConfigRequest.class, "merchantId", m)).getTotalCount());

        f.merchants.configAccountBusiness(request(MerchantConfigAccountBusinessRequest.class, "merchantId", m, "acbUserId", "u1", "accountNumber", "1"));
        assertEquals(1L, f.merchants.getPagingConfig(request(MerchantGetPagingConfigRequest.class, "accountType", "business-account")).getTotalCount());
        assertEquals("1001", assertThrows(Refusal.class, () -> f.merchants.deleteConfigAccountBusiness(request(MerchantDeleteConfigAccountBusinessRequest.class, 
                "accountType", "business-account", "configRemove", Map.of("accountNumber", "2")))).code());
        Map<String, Object> asTheJavaSdkSendsIt = new java.util.HashMap<>();
        asTheJavaSdkSendsIt.put("accountNumber", "1");
        asTheJavaSdkSendsIt.put("accountName", null);
        asTheJavaSdkSendsIt.put("vaPrefix", null);
        assertTrue(f.merchants.deleteConfigAccountBusiness(request(MerchantDeleteConfigAccountBusinessRequest.class, "accountType", "business-account",
                "configRemove", asTheJavaSdkSendsIt)), "fields sent as null match anything");
    }

    @Test
    void aShopIsUpdatedKeepingWhatItHad() {
        long m = f.merchant("A");
        long shop = f.shops.createOrUpdate(request(ShopCreateOrUpdateRequest.class, "merchantId", m, "name", "Old", "isActive", true,
                "address", "Hà Nội")).getShopId();
        f.shops.createOrUpdate(request(ShopCreateOrUpdateRequest.class, "id", shop, "name", "New", "isActive", false, "creationTime", "2000-01-01T00:00:00"));
        io.paycollect.server.model.Shop listed = f.shops.getPaging(request(ShopGetPagingRequest.class, "merchantId", m)).getItems().get(0);
        assertEquals(new io.paycollect.server.model.Shop().id(shop).isActive(false).name("New").address("Hà Nội"), listed);
        assertEquals("1001", assertThrows(Refusal.class, () -> f.shops.createOrUpdate(request(ShopCreateOrUpdateRequest.class, "id", 99, "name", "X",
                "isActive", true))).code());
    }

    @Test
    void aBoxIsAddedWithTheCodeItShowsThenShowsQrCodesUntilReset() {
        long m = f.merchant("A");
        long shop = f.shop(m, "Quầy 1");
        String va = f.activeVa();
        f.devices.readSecurityCode(DomainFixture.request(io.paycollect.server.model.DeviceReadSecurityCodeRequest.class, "uuid", "SN-1"));
        String code = f.devices.view("SN-1").securityCode();
        assertTrue(code.matches("\\d{6}"), code);
        Map<String, Object> add = Map.of("uuid", "SN-1", "securityCode", code.equals("000000") ? "111111" : "000000",
                "appType", "tingee-app", "shopIds", List.of(shop), "vaAccountNumbers", List.of(va));
        assertEquals(Refusal.WRONG_CODE, assertThrows(Refusal.class,
                () -> f.devices.addDeviceToShop(DomainFixture.request(DeviceAddDeviceToShopRequest.class, add))).code());
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class,
                () -> f.devices.showQrCode(DomainFixture.request(io.paycollect.server.model.DeviceShowQrCodeRequest.class, "uuid", "SN-1", "qrCode", "x", "amount", 0))).code(), "not linked yet");

        assertEquals(List.of(Map.of("type", "tingee-box-3pro", "uuid", "SN-1")), f.devices.addDeviceToShop(request(DeviceAddDeviceToShopRequest.class,
                "uuid", "SN-1", "securityCode", code, "appType", "tingee-app", "shopIds", List.of(shop),
                "vaAccountNumbers", List.of(va))).stream().map(DomainFixture::fields).toList());
        assertEquals(null, f.devices.view("SN-1").securityCode(), "a code is used once");

        io.paycollect.server.model.BankGenerateDynamicQrData shown = f.devices.generateAndShowDynamicQrCode(DomainFixture.request(io.paycollect.server.model.DeviceGenerateAndShowDynamicQrCodeRequest.class, "uuid", "SN-1", "vaAccountNumber", va,
                "qrCodeType", "dynamic-one-time-payment", "amount", 20000));
        assertEquals(shown.getBillId(), f.devices.view("SN-1").display().billId());
        f.devices.readAmountLinkToMerchant(request(io.paycollect.server.model.DeviceReadAmountLinkToMerchantRequest.class, "uuid", "SN-1", "transactionId", "T1", "amount", 20000, "bankBin", "970422"));
        assertEquals(20000L, f.devices.view("SN-1").lastAnnouncement().amount());
        assertEquals(1, f.devices.getDevicesLinkToShopOrVa(DomainFixture.request(io.paycollect.server.model.DeviceGetDevicesLinkToShopOrVaRequest.class, "merchantId", m, "shopId", shop, "vaAccountNumber", "x")).size());
        io.paycollect.server.model.Device dto = f.devices.getPaging(DomainFixture.request(io.paycollect.server.model.DeviceGetPagingRequest.class, "merchantId", m)).getItems().get(0);
        assertEquals(List.of(new io.paycollect.server.model.ShopRef().name("Quầy 1").id(shop)), dto.getShopDtos());
        assertEquals("approved", dto.getStatus().getValue());

        f.devices.updateShopDeviceLinkStatus(request(io.paycollect.server.model.DeviceUpdateShopDeviceLinkStatusRequest.class, "uuid", "SN-1", "appType", "tingee-app", "shopsLinkToDeviceDtos",
                List.of(Map.of("shopId", shop, "isLinkToDevice", false, "shopName", "Quầy 1", "fullAddress", "-",
                        "vaAccountNumber", va))));
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class,
                () -> f.devices.showQrCode(DomainFixture.request(io.paycollect.server.model.DeviceShowQrCodeRequest.class, "uuid", "SN-1", "qrCode", "x", "amount", 0))).code(), "all links gone");

        assertEquals("Success", f.devices.reset("SN-1"));
        assertEquals(0L, f.devices.getPaging(DomainFixture.request(io.paycollect.server.model.DeviceGetPagingRequest.class, "merchantId", m)).getTotalCount());
        assertEquals("1001", assertThrows(Refusal.class, () -> f.devices.reset("SN-404")).code());
    }

    @Test
    void aBoxAddedToOneMerchantIsRefusedByAnotherUntilReset() {
        long m1 = f.merchant("A");
        long m2 = f.merchant("B");
        long s1 = f.shop(m1, "1");
        long s2 = f.shop(m2, "2");
        f.devices.readSecurityCode(DomainFixture.request(io.paycollect.server.model.DeviceReadSecurityCodeRequest.class, "uuid", "SN-2"));
        f.devices.addDeviceToShop(request(DeviceAddDeviceToShopRequest.class, "uuid", "SN-2", "securityCode", f.devices.view("SN-2").securityCode(),
                "appType", "tingee-app", "shopIds", List.of(s1)));
        f.devices.readSecurityCode(DomainFixture.request(io.paycollect.server.model.DeviceReadSecurityCodeRequest.class, "uuid", "SN-2"));
        Object code = f.devices.view("SN-2").securityCode();
        assertEquals("1002", assertThrows(Refusal.class, () -> f.devices.addDeviceToShop(request(DeviceAddDeviceToShopRequest.class, "uuid", "SN-2",
                "securityCode", code, "appType", "tingee-app", "shopIds", List.of(s2)))).code());
        f.devices.reset("SN-2");
        f.devices.readSecurityCode(DomainFixture.request(io.paycollect.server.model.DeviceReadSecurityCodeRequest.class, "uuid", "SN-2"));
        f.devices.addDeviceToShop(request(DeviceAddDeviceToShopRequest.class, "uuid", "SN-2", "securityCode", f.devices.view("SN-2").securityCode(),
                "appType", "tingee-app", "shopIds", List.of(s2)));
        assertEquals(m2, f.devices.view("SN-2").merchantId());
    }

    @Test
    void aDeepLinkIsTextOverKnownBins() {
        String link = f.deepLinks.generate(request(DeepLinkGenerateRequest.class, "type", "vietqr", "qrCode", "000201", "bankBin", "970436",
                "destinationBankBin", "970422", "accountName", "A", "accountNumber", "1", "billNumber", "HD 1", "amount", 5));
        assertTrue(link.startsWith("https://sandbox.paycollect.invalid/deep-link/vietqr?bankBin=970436&qr=000201"), link);
        assertTrue(assertThrows(Refusal.class, () -> f.deepLinks.generate(request(DeepLinkGenerateRequest.class, "type", "v",
                "qrCode", "0", "bankBin", "970436", "destinationBankBin", "123", "accountName", "A", "accountNumber", "1",
                "billNumber", "1"))).getMessage().startsWith("destinationBankBin:"), "a BIN of no bank supported: 1007");
    }
}
