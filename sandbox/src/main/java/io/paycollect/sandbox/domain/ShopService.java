package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.util.Map;

/** The shop group: shops of merchants, created or updated, and listed with paging. */
public final class ShopService {

    private final MerchantService merchants;
    private final SandboxClock clock;
    private final Table shops = new Table("shopId", "shop", "SHP", "status", "createdAt", "updatedAt");

    /** Shops of the merchants of {@code merchants}. */
    public ShopService(MerchantService merchants, SandboxClock clock) {
        this.merchants = merchants;
        this.clock = clock;
    }

    /**
     * With {@code shopId}: updates that shop with the fields sent. Without: creates a shop named
     * {@code shopName} for the merchant {@code merchantId}, {@code ACTIVE}.
     */
    public Map<String, Object> createOrUpdate(Fields request) {
        return request.optionalText("shopId")
                .map(id -> {
                    request.optionalText("merchantId").ifPresent(merchants::requireMerchant);
                    return shops.update(id, s -> Table.merge(shops.amend(s, request.all()),
                            Values.of("updatedAt", clock.now())));
                })
                .orElseGet(() -> {
                    merchants.requireMerchant(request.text("merchantId"));
                    request.text("shopName");
                    return shops.insert(request.all(), Values.of("status", "ACTIVE", "createdAt", clock.now()));
                });
    }

    /** A page of shops, of the merchant {@code merchantId} when given. */
    public Map<String, Object> getPaging(Fields request) {
        String merchantId = request.optionalText("merchantId").orElse(null);
        return Paging.of(request).apply(shops.list(s -> merchantId == null || merchantId.equals(s.get("merchantId"))));
    }

    /** The shop {@code shopId}. */
    public Map<String, Object> requireShop(String shopId) {
        return shops.require(shopId);
    }
}
