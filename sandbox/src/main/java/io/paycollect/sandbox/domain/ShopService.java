package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.util.Map;

/** The shop group: shops of merchants, created or updated, and listed with paging. Ids are numbers from 1. */
public final class ShopService {

    /** The documented shop fields a caller sets ({@code OpenApiCreateOrUpdateShopDto} less {@code id}). */
    private static final String[] SHOP_INPUT = {"name", "email", "phoneNumber", "provinceId", "districtId", "communeId",
        "address", "fullAddress", "sendNotifyPlatformDto", "isActive", "status", "userReferralAncestorIds",
        "userReferralLevel", "deviceDistributorAncestorMap"};

    private final MerchantService merchants;
    private final SandboxClock clock;
    private final Table<Map<String, Object>> shops;

    /** Shops of the merchants of {@code merchants}. */
    public ShopService(MerchantService merchants, SandboxClock clock) {
        this(merchants, clock, Table.DEFAULT_CAPACITY);
    }

    /**
     * As {@link #ShopService(MerchantService, SandboxClock)}, each of its tables holding at most
     * {@code maxRecords} records.
     */
    public ShopService(MerchantService merchants, SandboxClock clock, int maxRecords) {
        this.merchants = merchants;
        this.clock = clock;
        this.shops = new Table<>("id", m -> m.get("id"), "shop", maxRecords);
    }

    /** The merchant group the shops belong to. */
    public MerchantService merchants() {
        return merchants;
    }

    /**
     * Without {@code id}: creates a shop ({@code name}, {@code isActive}) of {@code merchantId} (must exist
     * when sent). With {@code id}: updates that shop with the documented fields sent (its merchant stays
     * unless {@code merchantId} is sent). Answers {@code {shopId}}.
     */
    public Map<String, Object> createOrUpdate(Fields request) {
        request.text("name");
        request.optionalBool("isActive");
        Long merchantId = request.optionalId("merchantId").orElse(null);
        if (merchantId != null) {
            merchants.requireMerchant(merchantId, "merchantId");
        }
        Map<String, Object> sent = Values.pick(request.all(), SHOP_INPUT);
        Long id = request.optionalId("id").orElse(null);
        Map<String, Object> shop = id == null
                ? shops.insert(n -> Values.merge(Values.of("id", n, "merchantId", merchantId, "creationTime", clock.now()), sent))
                : shops.update(id, "id", s -> Values.merge(s, Values.merge(sent,
                        Values.of("merchantId", merchantId, "lastModificationTime", clock.now()))));
        return Values.of("shopId", shop.get("id"));
    }

    /** A page of shops ({@code {id, isActive, name, address}}), of the merchant {@code merchantId} when given. */
    public Map<String, Object> getPaging(Fields request) {
        Paging paging = Paging.of(request);
        Long merchantId = request.optionalId("merchantId").orElse(null);
        return paging.apply(shops.list(s -> merchantId == null || merchantId.equals(s.get("merchantId")))
                .stream().map(s -> Values.pick(s, "id", "isActive", "name", "address")).toList());
    }

    /** The shop with this id, or a refusal naming {@code field}. */
    public Map<String, Object> requireShop(long id, String field) {
        return shops.require(id, field);
    }

    /** Forgets every shop (the sandbox's reset). */
    public void reset() {
        shops.removeAll(s -> true);
    }
}
