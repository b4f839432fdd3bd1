package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.util.Map;
import java.util.Objects;

/**
 * The merchant group: merchants, their configurations and their business-account configurations,
 * each created, listed with paging and deleted. A configuration or business account belongs to a
 * merchant that exists when it is made.
 */
public final class MerchantService {

    private final SandboxClock clock;
    private final Table merchants = new Table("merchantId", "merchant", "MER", "status", "createdAt");
    private final Table configs = new Table("configId", "merchant configuration", "CFG", "createdAt", "updatedAt");
    private final Table businessAccounts = new Table("businessAccountId", "business-account configuration", "BAC",
            "status", "createdAt");

    /** An empty merchant group. */
    public MerchantService(SandboxClock clock) {
        this.clock = clock;
    }

    /** Creates a merchant named {@code merchantName}, {@code ACTIVE}. */
    public Map<String, Object> create(Fields request) {
        request.text("merchantName");
        return merchants.insert(request.all(), Values.of("status", "ACTIVE", "createdAt", clock.now()));
    }

    /** A page of merchants. */
    public Map<String, Object> getPaging(Fields request) {
        return Paging.of(request).apply(merchants.list(m -> true));
    }

    /**
     * Deletes the merchant {@code merchantId} with its configurations and business-account
     * configurations; answers {@code {merchantId, deleted: true, deletedConfigs, deletedBusinessAccounts}}.
     * Its shops stay, as records that name a merchant which no longer exists.
     */
    public Map<String, Object> delete(Fields request) {
        Object merchantId = merchants.remove(request.text("merchantId")).get("merchantId");
        int configsRemoved = configs.removeAll(c -> merchantId.equals(c.get("merchantId")));
        int accountsRemoved = businessAccounts.removeAll(b -> merchantId.equals(b.get("merchantId")));
        return Values.of("merchantId", merchantId, "deleted", true,
                "deletedConfigs", configsRemoved, "deletedBusinessAccounts", accountsRemoved);
    }

    /** The merchant {@code merchantId}. */
    public Map<String, Object> requireMerchant(String merchantId) {
        return merchants.require(merchantId);
    }

    /** A page of configurations, of the merchant {@code merchantId} when given. */
    public Map<String, Object> getPagingConfig(Fields request) {
        String merchantId = request.optionalText("merchantId").orElse(null);
        return Paging.of(request).apply(configs.list(c -> merchantId == null || merchantId.equals(c.get("merchantId"))));
    }

    /**
     * Creates a configuration of the merchant {@code merchantId}, or, with {@code configId}, updates that
     * configuration with the fields sent (it must belong to the same merchant).
     */
    public Map<String, Object> createOrUpdateConfig(Fields request) {
        String merchantId = request.text("merchantId");
        requireMerchant(merchantId);
        return request.optionalText("configId")
                .map(id -> configs.update(id, c -> {
                    if (!Objects.equals(merchantId, c.get("merchantId"))) {
                        throw Refusal.wrongState("configId", "a configuration of another merchant", "update it");
                    }
                    return Table.merge(configs.amend(c, request.all(), "merchantId"),
                            Values.of("updatedAt", clock.now()));
                }))
                .orElseGet(() -> configs.insert(request.all(), Values.of("createdAt", clock.now())));
    }

    /** Deletes the configuration {@code configId}. */
    public Map<String, Object> deleteConfig(Fields request) {
        Map<String, Object> removed = configs.remove(request.text("configId"));
        return Values.of("configId", removed.get("configId"), "deleted", true);
    }

    /** Configures a business account ({@code accountNumber}, optional {@code bankName}) for the merchant {@code merchantId}. */
    public Map<String, Object> configAccountBusiness(Fields request) {
        requireMerchant(request.text("merchantId"));
        request.text("accountNumber");
        request.optionalText("bankName").ifPresent(b -> QrIssuer.bank(request));
        return businessAccounts.insert(request.all(), Values.of("status", "ACTIVE", "createdAt", clock.now()));
    }

    /** Deletes the business-account configuration {@code businessAccountId}. */
    public Map<String, Object> deleteConfigAccountBusiness(Fields request) {
        Map<String, Object> removed = businessAccounts.remove(request.text("businessAccountId"));
        return Values.of("businessAccountId", removed.get("businessAccountId"), "deleted", true);
    }
}
