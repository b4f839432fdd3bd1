package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The merchant group: merchants ({@code MerchantDto}), and their bank configurations
 * ({@code MerchantBankConfigPagedOutputDto}), which create-or-update-config and config-account-business
 * both make (the latter with {@code accountType: business-account}). Ids are numbers counting from 1.
 */
public final class MerchantService {

    /** The documented fields of a merchant that a caller sets; everything else is the sandbox's. */
    private static final String[] MERCHANT_INPUT = {"code", "name", "email", "phoneNumber", "website", "businessSectorIds",
        "provinceId", "districtId", "communeId", "address", "fullAddress", "referralCode", "eventUrl", "eventUrls",
        "isLockEvent", "isOrganizationUnit", "userReferralAncestorIds", "userReferralLevel", "deviceDistributorAncestorMap",
        "isMasterMerchant"};
    /** What a merchant looks like in get-paging, all fields of the Java SDK's {@code MerchantDto}. */
    private static final String[] MERCHANT_OUTPUT = {"id", "creationTime", "code", "name", "email", "phoneNumber",
        "website", "businessSectorIds", "provinceId", "districtId", "communeId", "address", "fullAddress", "eventUrl",
        "eventUrls", "isLockEvent", "isOrganizationUnit", "referralCode", "userReferralAncestorIds", "userReferralLevel",
        "deviceDistributorAncestorMap", "isMasterMerchant", "lastModificationTime"};
    private static final String[] CONFIG_OUTPUT = {"id", "creationTime", "lastModificationTime", "merchantId",
        "accountType", "configDto", "bankBin", "bankName"};
    private static final String[] CONFIG_DTOS = {"bidvConfigDto", "vibConfigDto", "ctgConfigDto", "acbConfigDto",
        "vcbConfigDto", "msbConfigDto"};
    static final String BUSINESS_ACCOUNT = "business-account";
    /** A referral code that is always valid, for trying user/verify-referral-code without a merchant. */
    public static final String DEMO_REFERRAL_CODE = "PCSANDBOX";

    private final SandboxClock clock;
    private final Table<Map<String, Object>> merchants;
    private final Table<Map<String, Object>> configs;

    /** An empty merchant group. */
    public MerchantService(SandboxClock clock) {
        this(clock, Table.DEFAULT_CAPACITY);
    }

    /**
     * As {@link #MerchantService(SandboxClock)}, each of its tables holding at most
     * {@code maxRecords} records.
     */
    public MerchantService(SandboxClock clock, int maxRecords) {
        this.clock = clock;
        this.merchants = new Table<>("id", m -> m.get("id"), "merchant", maxRecords);
        this.configs = new Table<>("id", m -> m.get("id"), "merchant bank configuration", maxRecords);
    }

    /**
     * Creates a merchant ({@code OpenApiCreateMerchantDto}: {@code name}, {@code phoneNumber},
     * {@code password}, {@code appType} required); answers its id, a number. The password is checked to be
     * there and never stored; a {@code code} is made ({@code M000001}) when none is sent.
     */
    public long create(Fields request) {
        request.text("name");
        request.text("phoneNumber");
        request.text("password");
        request.text("appType");
        Map<String, Object> merchant = merchants.insert(n -> {
            Map<String, Object> m = Values.pick(request.all(), MERCHANT_INPUT);
            m.putIfAbsent("code", String.format("M%06d", n));
            return Values.merge(Values.of("id", n, "creationTime", clock.now()), m);
        });
        return (Long) merchant.get("id");
    }

    /** A page of merchants ({@code MerchantDto}); {@code filter} keeps those whose name, code or phone contains it. */
    public Map<String, Object> getPaging(Fields request) {
        Paging paging = Paging.of(request);
        String filter = request.optionalText("filter").orElse(null);
        return paging.apply(merchants.list(m -> Values.matches(m, filter, "name", "code", "phoneNumber"))
                .stream().map(m -> Values.pick(m, MERCHANT_OUTPUT)).toList());
    }

    /** Deletes the merchant {@code merchantId} (query) with its bank configurations; answers {@code {}}. Its shops stay. */
    public Map<String, Object> delete(Fields request) {
        Object id = merchants.remove(request.id("merchantId"), "merchantId").get("id");
        configs.removeAll(c -> id.equals(c.get("merchantId")));
        return Values.of();
    }

    /**
     * Whether {@code referralCode} (query) is a referral code ({@code OpenApiVerifyReferralCodeResponseDto}):
     * the {@code referralCode} of a merchant (all banks may be connected: every NAPAS BIN), or the sandbox's
     * demo code {@value #DEMO_REFERRAL_CODE} (MBB and BIDV only). Any other code answers
     * {@code {isValid: false, canConnectAllBanks: false, bankBins: []}}, not a refusal. Codes match exactly.
     */
    public Map<String, Object> verifyReferralCode(Fields request) {
        String code = request.text("referralCode");
        if (DEMO_REFERRAL_CODE.equals(code)) {
            return Values.of("isValid", true, "canConnectAllBanks", false,
                    "bankBins", List.of(NapasBank.MBB.bin(), NapasBank.BIDV.bin()));
        }
        if (merchants.first(m -> code.equals(m.get("referralCode"))).isPresent()) {
            return Values.of("isValid", true, "canConnectAllBanks", true,
                    "bankBins", java.util.Arrays.stream(NapasBank.values()).map(NapasBank::bin).toList());
        }
        return Values.of("isValid", false, "canConnectAllBanks", false, "bankBins", List.of());
    }

    /** The merchant with this id, or a refusal naming {@code field}. */
    public Map<String, Object> requireMerchant(long id, String field) {
        return merchants.require(id, field);
    }

    /** The merchant with this id, if there is one. */
    public java.util.Optional<Map<String, Object>> findMerchant(Object id) {
        return merchants.find(id);
    }

    /** A page of bank configurations, optionally only of {@code merchantId}, {@code accountType}, {@code bankName}/{@code bankBin}. */
    public Map<String, Object> getPagingConfig(Fields request) {
        Paging paging = Paging.of(request);
        Long merchantId = request.optionalId("merchantId").orElse(null);
        String accountType = request.optionalText("accountType").orElse(null);
        NapasBank bank = QrIssuer.optionalBank(request).orElse(null);
        return paging.apply(configs.list(c -> (merchantId == null || merchantId.equals(c.get("merchantId")))
                && (accountType == null || accountType.equals(c.get("accountType")))
                && (bank == null || bank.name().equals(c.get("bankName"))))
                .stream().map(c -> Values.pick(c, CONFIG_OUTPUT)).toList());
    }

    /**
     * Without {@code id}: creates a bank configuration ({@code OpenApiBankCreateOrUpdateConfigDto}) of the
     * merchant {@code merchantId} (required here, must exist). With {@code id}: updates that configuration
     * (of the same merchant, when {@code merchantId} is sent). The bank's own settings (the first
     * {@code ...ConfigDto} sent) are kept as {@code configDto}. Answers the configuration's id, a number.
     */
    public long createOrUpdateConfig(Fields request) {
        String accountType = request.text("accountType");
        NapasBank bank = QrIssuer.optionalBank(request).orElse(null);
        Map<String, Object> configDto = null;
        for (String name : CONFIG_DTOS) {
            if (configDto == null) {
                configDto = request.optionalObject(name).orElse(null);
            }
        }
        Map<String, Object> settings = Values.of("accountType", accountType, "configDto", configDto,
                "bankName", bank == null ? null : bank.name(), "bankBin", bank == null ? null : bank.bin());
        Long merchantId = request.optionalId("merchantId").orElse(null);
        Long id = request.optionalId("id").orElse(null);
        if (id == null) {
            if (merchantId == null) {
                throw new InvalidField("merchantId", "is required to create a configuration");
            }
            requireMerchant(merchantId, "merchantId");
            return (Long) configs.insert(n -> Values.merge(Values.of("id", n, "merchantId", merchantId,
                    "creationTime", clock.now()), settings)).get("id");
        }
        return (Long) configs.update(id, "id", c -> {
            if (merchantId != null && !merchantId.equals(c.get("merchantId"))) {
                throw Refusal.wrongState("id", "a configuration of another merchant", "update it");
            }
            return Values.merge(c, Values.merge(settings, Values.of("lastModificationTime", clock.now())));
        }).get("id");
    }

    /** Deletes the bank configuration {@code id} (of {@code merchantId}, when sent); answers its id. */
    public long deleteConfig(Fields request) {
        long id = request.id("id");
        Long merchantId = request.optionalId("merchantId").orElse(null);
        Map<String, Object> config = configs.require(id, "id");
        if (merchantId != null && !merchantId.equals(config.get("merchantId"))) {
            throw Refusal.unknownId("id", "configuration of this merchant");
        }
        configs.remove(id, "id");
        return id;
    }

    /**
     * Configures a business account ({@code OpenApiConfigAccountBusinessDto}, {@code acbUserId} required) for
     * {@code merchantId} (must exist when sent): stored as a bank configuration with
     * {@code accountType: business-account}; answers {@code {confirmId}}.
     */
    public Map<String, Object> configAccountBusiness(Fields request) {
        String acbUserId = request.text("acbUserId");
        NapasBank bank = QrIssuer.optionalBank(request).orElse(NapasBank.ACB);
        Long merchantId = request.optionalId("merchantId").orElse(null);
        if (merchantId != null) {
            requireMerchant(merchantId, "merchantId");
        }
        Map<String, Object> config = configs.insert(n -> Values.of("id", n, "merchantId", merchantId,
                "accountType", BUSINESS_ACCOUNT, "bankName", bank.name(), "bankBin", bank.bin(),
                "configDto", Values.of("acbUserId", acbUserId,
                        "accountNumber", request.optionalText("accountNumber").orElse(null),
                        "accountName", request.optionalText("accountName").orElse(null),
                        "mobile", request.optionalText("mobile").orElse(null),
                        "vaPrefix", request.optionalText("vaPrefix").orElse(null)),
                "confirmId", String.format("CAB%06d", n), "creationTime", clock.now()));
        return Values.of("confirmId", config.get("confirmId"));
    }

    /**
     * Deletes the configurations of {@code accountType} (of {@code merchantId}, the bank, when sent) whose
     * settings hold every field of {@code configRemove} (a null field, as the Java SDK sends for those it was
     * not given, matches anything); answers {@code true}, or 1001 when none matches.
     */
    public boolean deleteConfigAccountBusiness(Fields request) {
        String accountType = request.text("accountType");
        Map<String, Object> remove = request.optionalObject("configRemove")
                .orElseThrow(() -> new InvalidField("configRemove", "is required"));
        Long merchantId = request.optionalId("merchantId").orElse(null);
        NapasBank bank = QrIssuer.optionalBank(request).orElse(null);
        int removed = configs.removeAll(c -> accountType.equals(c.get("accountType"))
                && (merchantId == null || merchantId.equals(c.get("merchantId")))
                && (bank == null || bank.name().equals(c.get("bankName")))
                && c.get("configDto") instanceof Map<?, ?> dto
                && remove.entrySet().stream().filter(e -> e.getValue() != null).allMatch(e -> Objects.equals(String.valueOf(e.getValue()),
                        dto.get(e.getKey()) == null ? null : String.valueOf(dto.get(e.getKey())))));
        if (removed == 0) {
            throw Refusal.unknownId("configRemove", "business-account configuration matching it");
        }
        return true;
    }

    /** Forgets every merchant and bank configuration (the sandbox's reset). */
    public void reset() {
        merchants.removeAll(m -> true);
        configs.removeAll(c -> true);
    }
}
