package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.server.model.ShopCreateOrUpdateRequest;
import io.paycollect.server.model.ShopGetPagingRequest;
import io.paycollect.server.model.ShopCreateOrUpdateData;
import io.paycollect.server.model.ShopGetPagingData;
import java.util.List;

/** The shop group: shops of merchants, created or updated, and listed with paging. Ids are numbers from 1. */
public final class ShopService {

    private final MerchantService merchants;
    private final SandboxClock clock;
    private final Table<Shop> shops;

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
        this.shops = new Table<>("id", Shop::id, "shop", maxRecords);
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
    public ShopCreateOrUpdateData createOrUpdate(ShopCreateOrUpdateRequest request) {
        String name = Given.text("name", request.getName());
        Boolean isActive = request.getIsActive();
        // As sent, a blank one too: the sandbox only shows it back.
        String address = request.getAddress();
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        if (merchantId != null) {
            merchants.requireMerchant(merchantId, "merchantId");
        }
        Shop.Details sent = Shop.Details.of(request);
        Long id = Given.optionalId("id", request.getId()).orElse(null);
        Shop shop = id == null
                ? shops.insert(n -> new Shop(n, merchantId, clock.now(), name, isActive, address, sent, null))
                : shops.update(id, "id", s -> new Shop(s.id(), merchantId != null ? merchantId : s.merchantId(),
                        s.creationTime(), name, isActive != null ? isActive : s.isActive(),
                        address != null ? address : s.address(), s.details().with(sent), clock.now()));
        return new ShopCreateOrUpdateData().shopId(shop.id());
    }

    /** A page of shops ({@code {id, isActive, name, address}}), of the merchant {@code merchantId} when given. */
    public ShopGetPagingData getPaging(ShopGetPagingRequest request) {
        Paging paging = Paging.of(request.getSkipCount(), request.getMaxResultCount());
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        List<Shop> all = shops.list(s -> merchantId == null || merchantId.equals(s.merchantId()));
        return new ShopGetPagingData().totalCount((long) all.size())
                .items(paging.slice(all).stream().map(Shop::toPageItem).toList());
    }

    /** Refuses, naming {@code field}, when there is no shop with this id. */
    public void requireShop(long id, String field) {
        shops.require(id, field);
    }

    /** The shop with this id, every field it has, or a refusal naming {@code field}. */
    Shop shop(long id, String field) {
        return shops.require(id, field);
    }

    /** The merchant of the shop with this id (null for none), or a refusal naming {@code field}. */
    Long merchantOf(long id, String field) {
        return shops.require(id, field).merchantId();
    }

    /** The name of the shop with this id, or a refusal naming {@code field}. */
    String nameOf(long id, String field) {
        return shops.require(id, field).name();
    }

    /** Forgets every shop (the sandbox's reset). */
    public void reset() {
        shops.removeAll(s -> true);
    }
}
