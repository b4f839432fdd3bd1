package io.paycollect.sandbox.domain;

import static io.paycollect.sandbox.domain.DomainFixture.fields;
import static io.paycollect.sandbox.domain.DomainFixture.id;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
    void merchantsAreListedWithPagingAndDeleted() {
        for (int i = 1; i <= 5; i++) {
            f.merchants.create(fields("merchantName", "Shop " + i));
        }
        Map<String, Object> page2 = f.merchants.getPaging(fields("page", 2, "pageSize", 2));
        assertEquals(5, page2.get("totalItems"));
        assertEquals(3, page2.get("totalPages"));
        List<Map<String, Object>> items = (List<Map<String, Object>>) page2.get("items");
        assertEquals(List.of("Shop 3", "Shop 4"), items.stream().map(m -> m.get("merchantName")).toList());

        f.merchants.delete(fields("merchantId", id(items.get(0), "merchantId")));
        assertEquals(4, f.merchants.getPaging(fields()).get("totalItems"));
        assertEquals("1001", assertThrows(Refusal.class,
                () -> f.merchants.delete(fields("merchantId", id(items.get(0), "merchantId")))).code());
    }

    @Test
    void pagingParametersAreCheckedAndNamed() {
        assertEquals("pageSize", assertThrows(InvalidField.class, () -> f.merchants.getPaging(fields("pageSize", 101))).field());
        assertEquals("page", assertThrows(InvalidField.class, () -> f.merchants.getPaging(fields("page", 0))).field());
        assertEquals("page", assertThrows(InvalidField.class, () -> f.merchants.getPaging(fields("page", "two"))).field());
    }

    @Test
    void configurationsAndBusinessAccountsBelongToAnExistingMerchant() {
        String m = id(f.merchants.create(fields("merchantName", "A")), "merchantId");
        assertEquals("1001", assertThrows(Refusal.class,
                () -> f.merchants.createOrUpdateConfig(fields("merchantId", "MER999999", "key", "v"))).code());
        String cfg = id(f.merchants.createOrUpdateConfig(fields("merchantId", m, "webhookUrl", "https://a")), "configId");
        Map<String, Object> updated = f.merchants.createOrUpdateConfig(fields("merchantId", m, "configId", cfg, "webhookUrl", "https://b"));
        assertEquals("https://b", updated.get("webhookUrl"));
        assertEquals(1, f.merchants.getPagingConfig(fields("merchantId", m)).get("totalItems"));
        f.merchants.deleteConfig(fields("configId", cfg));
        assertEquals(0, f.merchants.getPagingConfig(fields("merchantId", m)).get("totalItems"));

        String bac = id(f.merchants.configAccountBusiness(fields("merchantId", m, "bankName", "OCB", "accountNumber", "1")), "businessAccountId");
        assertEquals(true, f.merchants.deleteConfigAccountBusiness(fields("businessAccountId", bac)).get("deleted"));
    }

    @Test
    void aBoxLinkedToAShopShowsQrCodesUntilItsLinkIsInactiveOrItIsReset() {
        String m = id(f.merchants.create(fields("merchantName", "A")), "merchantId");
        String shop = id(f.shops.createOrUpdate(fields("merchantId", m, "shopName", "Quầy 1")), "shopId");
        String code = (String) f.devices.readSecurityCode(fields("deviceId", "SN-1")).get("securityCode");
        assertEquals(code, f.devices.readSecurityCode(fields("deviceId", "SN-1")).get("securityCode"), "stable per box");

        f.devices.addDeviceToShop(fields("deviceId", "SN-1", "shopId", shop));
        Map<String, Object> shown = f.devices.generateAndShowDynamicQrCode(fields("deviceId", "SN-1",
                "bankName", "MBB", "accountNumber", "0123456789", "amount", 20000));
        assertEquals("PENDING", shown.get("status"));
        assertEquals(20000L, f.devices.readAmountLinkToMerchant(fields("deviceId", "SN-1")).get("amount"));
        assertEquals(m, f.devices.readAmountLinkToMerchant(fields("deviceId", "SN-1")).get("merchantId"));
        assertEquals(1, f.devices.getDevicesLinkToShopOrVa(fields("shopId", shop)).get("totalItems"));

        f.devices.updateShopDeviceLinkStatus(fields("deviceId", "SN-1", "linkStatus", "INACTIVE"));
        assertEquals("1002", assertThrows(Refusal.class, () -> f.devices.showQrCode(fields("deviceId", "SN-1", "qrCode", "x"))).code());

        f.devices.reset(fields("deviceId", "SN-1"));
        assertEquals(0, f.devices.getDevicesLinkToShopOrVa(fields("shopId", shop)).get("totalItems"));
        assertEquals(0L, f.devices.readAmountLinkToMerchant(fields("deviceId", "SN-1")).get("amount"));
        assertEquals(code, f.devices.readSecurityCode(fields("deviceId", "SN-1")).get("securityCode"));
    }

    @Test
    void aBoxLinkedToOneShopIsRefusedByAnotherUntilReset() {
        String m = id(f.merchants.create(fields("merchantName", "A")), "merchantId");
        String s1 = id(f.shops.createOrUpdate(fields("merchantId", m, "shopName", "1")), "shopId");
        String s2 = id(f.shops.createOrUpdate(fields("merchantId", m, "shopName", "2")), "shopId");
        f.devices.addDeviceToShop(fields("deviceId", "SN-2", "shopId", s1));
        assertEquals("1002", assertThrows(Refusal.class,
                () -> f.devices.addDeviceToShop(fields("deviceId", "SN-2", "shopId", s2))).code());
        f.devices.reset(fields("deviceId", "SN-2"));
        assertEquals(s2, f.devices.addDeviceToShop(fields("deviceId", "SN-2", "shopId", s2)).get("shopId"));
    }

    @Test
    void aShopIsUpdatedKeepingWhatItHad() {
        String m = id(f.merchants.create(fields("merchantName", "A")), "merchantId");
        Map<String, Object> shop = f.shops.createOrUpdate(fields("merchantId", m, "shopName", "Old", "address", "Hà Nội"));
        Map<String, Object> updated = f.shops.createOrUpdate(fields("shopId", id(shop, "shopId"), "shopName", "New", "status", "HACKED"));
        assertEquals("New", updated.get("shopName"));
        assertEquals("Hà Nội", updated.get("address"));
        assertEquals("ACTIVE", updated.get("status"), "the sandbox owns status");
        assertTrue(f.shops.getPaging(fields("merchantId", m)).get("items") instanceof List<?> l && l.size() == 1);
    }

    @Test
    void deletingAMerchantDeletesItsConfigurationsAndBusinessAccounts() {
        String m = id(f.merchants.create(fields("merchantName", "A")), "merchantId");
        String other = id(f.merchants.create(fields("merchantName", "B")), "merchantId");
        f.merchants.createOrUpdateConfig(fields("merchantId", m, "k", "1"));
        f.merchants.createOrUpdateConfig(fields("merchantId", other, "k", "2"));
        f.merchants.configAccountBusiness(fields("merchantId", m, "accountNumber", "1"));
        String othersAccount = id(f.merchants.configAccountBusiness(fields("merchantId", other, "accountNumber", "2")),
                "businessAccountId");

        Map<String, Object> deleted = f.merchants.delete(fields("merchantId", m));

        assertEquals(1, deleted.get("deletedConfigs"));
        assertEquals(1, deleted.get("deletedBusinessAccounts"));
        assertEquals(0, f.merchants.getPagingConfig(fields("merchantId", m)).get("totalItems"));
        assertEquals(1, f.merchants.getPagingConfig(fields("merchantId", other)).get("totalItems"), "others' stay");
        assertEquals(true, f.merchants.deleteConfigAccountBusiness(fields("businessAccountId", othersAccount)).get("deleted"),
                "another merchant's business account is still there to delete");
    }

    @Test
    void linkingABoxCannotPlantWhatOnlyTheSandboxSets() {
        String m = id(f.merchants.create(fields("merchantName", "A")), "merchantId");
        String shop = id(f.shops.createOrUpdate(fields("merchantId", m, "shopName", "Quầy 1")), "shopId");
        String code = (String) f.devices.readSecurityCode(fields("deviceId", "SN-9")).get("securityCode");

        Map<String, Object> linked = f.devices.addDeviceToShop(fields("deviceId", "SN-9", "shopId", shop,
                "display", Map.of("amount", 999999), "securityCode", "000000", "merchantId", "MER999999", "label", "till 2"));

        assertEquals(code, linked.get("securityCode"));
        assertEquals(m, linked.get("merchantId"));
        assertEquals(null, linked.get("display"), "nothing is shown until a show operation");
        assertEquals("till 2", linked.get("label"), "the caller's own fields are kept");
        assertEquals(0L, f.devices.readAmountLinkToMerchant(fields("deviceId", "SN-9")).get("amount"));
    }
}
