package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.TextFilter;
import io.paycollect.server.model.MerchantConfigAccountBusinessData;
import io.paycollect.server.model.MerchantConfigAccountBusinessRequest;
import io.paycollect.server.model.MerchantGetPagingConfigData;
import io.paycollect.server.model.MerchantGetPagingData;
import io.paycollect.server.model.UserVerifyReferralCodeData;
import io.paycollect.server.model.MerchantCreateOrUpdateConfigRequest;
import io.paycollect.server.model.MerchantCreateRequest;
import io.paycollect.server.model.MerchantDeleteConfigAccountBusinessRequest;
import io.paycollect.server.model.MerchantDeleteConfigRequest;
import io.paycollect.server.model.MerchantGetPagingConfigRequest;
import io.paycollect.server.model.MerchantGetPagingRequest;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The merchant group: merchants ({@code MerchantDto}), and their bank configurations
 * ({@code MerchantBankConfigPagedOutputDto}), which create-or-update-config and config-account-business
 * both make (the latter with {@code accountType: business-account}). Ids are numbers counting from 1.
 */
public final class MerchantService {

    static final String BUSINESS_ACCOUNT = "business-account";
    /** A referral code that is always valid, for trying user/verify-referral-code without a merchant. */
    public static final String DEMO_REFERRAL_CODE = "PCSANDBOX";

    private final SandboxClock clock;
    private final Table<Merchant> merchants;
    private final Table<MerchantBankConfig> configs;

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
        this.merchants = new Table<>("id", Merchant::id, "merchant", maxRecords);
        this.configs = new Table<>("id", MerchantBankConfig::id, "merchant bank configuration", maxRecords);
    }

    /**
     * Creates a merchant ({@code OpenApiCreateMerchantDto}: {@code name}, {@code phoneNumber},
     * {@code password}, {@code appType} required); answers its id, a number. The password is checked to be
     * there and never stored; a {@code code} is made ({@code M000001}) when none is sent.
     */
    public long create(MerchantCreateRequest request) {
        String name = Given.text("name", request.getName());
        String phoneNumber = Given.text("phoneNumber", request.getPhoneNumber());
        Given.text("password", request.getPassword());
        // As sent, a blank one too: the sandbox only shows the code and matches the referral code exactly.
        String code = request.getCode();
        String referralCode = request.getReferralCode();
        Merchant.Details details = Merchant.Details.of(request);
        return merchants.insert(n -> new Merchant(n, clock.now(), code != null ? code : String.format("M%06d", n), name,
                phoneNumber, referralCode, details)).id();
    }

    /** A page of merchants ({@code MerchantDto}); {@code filter} keeps those whose name, code or phone contains it. */
    public MerchantGetPagingData getPaging(MerchantGetPagingRequest request) {
        Paging paging = Paging.of(request.getSkipCount(), request.getMaxResultCount());
        String filter = Given.optionalText(request.getFilter()).orElse(null);
        List<Merchant> all = merchants.list(m -> TextFilter.matches(filter, m.name(), m.code(), m.phoneNumber()));
        return new MerchantGetPagingData().totalCount((long) all.size())
                .items(paging.slice(all).stream().map(Merchant::toMerchantDto).toList());
    }

    /** Deletes the merchant {@code merchantId} (query) with its bank configurations. Its shops stay. */
    public void delete(Long merchantId) {
        Long id = merchants.remove(Given.id("merchantId", merchantId), "merchantId").id();
        configs.removeAll(c -> id.equals(c.merchantId()));
    }

    /**
     * Whether {@code referralCode} (query) is a referral code ({@code OpenApiVerifyReferralCodeResponseDto}):
     * the {@code referralCode} of a merchant (all banks may be connected: every NAPAS BIN), or the sandbox's
     * demo code {@value #DEMO_REFERRAL_CODE} (MBB and BIDV only). Any other code answers
     * {@code {isValid: false, canConnectAllBanks: false, bankBins: []}}, not a refusal. Codes match exactly.
     */
    public UserVerifyReferralCodeData verifyReferralCode(String referralCode) {
        String code = Given.text("referralCode", referralCode);
        if (DEMO_REFERRAL_CODE.equals(code)) {
            return new UserVerifyReferralCodeData().isValid(true).canConnectAllBanks(false)
                    .bankBins(List.of(NapasBank.MBB.bin(), NapasBank.BIDV.bin()));
        }
        if (merchants.first(m -> code.equals(m.referralCode())).isPresent()) {
            return new UserVerifyReferralCodeData().isValid(true).canConnectAllBanks(true)
                    .bankBins(java.util.Arrays.stream(NapasBank.values()).map(NapasBank::bin).toList());
        }
        return new UserVerifyReferralCodeData().isValid(false).canConnectAllBanks(false).bankBins(List.of());
    }

    /** Refuses, naming {@code field}, when there is no merchant with this id. */
    public void requireMerchant(long id, String field) {
        merchants.require(id, field);
    }

    /** The name of the merchant with this id, if there is one. */
    Optional<String> nameOf(Long id) {
        return merchants.find(id).map(Merchant::name);
    }

    /** A page of bank configurations, optionally only of {@code merchantId}, {@code accountType}, {@code bankName}/{@code bankBin}. */
    public MerchantGetPagingConfigData getPagingConfig(MerchantGetPagingConfigRequest request) {
        Paging paging = Paging.of(request.getSkipCount(), request.getMaxResultCount());
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        String accountType = Given.optionalText(Given.valueOf(request.getAccountType())).orElse(null);
        NapasBank bank = QrIssuer.optionalBank(Given.valueOf(request.getBankName()), request.getBankBin()).orElse(null);
        List<MerchantBankConfig> all = configs.list(c -> (merchantId == null || merchantId.equals(c.merchantId()))
                && (accountType == null || accountType.equals(c.accountType())) && (bank == null || bank == c.bank()));
        return new MerchantGetPagingConfigData().totalCount((long) all.size())
                .items(paging.slice(all).stream().map(MerchantBankConfig::toPageItem).toList());
    }

    /**
     * Without {@code id}: creates a bank configuration ({@code OpenApiBankCreateOrUpdateConfigDto}) of the
     * merchant {@code merchantId} (required here, must exist). With {@code id}: updates that configuration
     * (of the same merchant, when {@code merchantId} is sent). The bank's own settings (the first
     * {@code ...ConfigDto} sent) are kept as {@code configDto}. Answers the configuration's id, a number.
     */
    public long createOrUpdateConfig(MerchantCreateOrUpdateConfigRequest request) {
        String accountType = Given.valueOf(request.getAccountType());
        NapasBank bank = QrIssuer.optionalBank(Given.valueOf(request.getBankName()), request.getBankBin()).orElse(null);
        Map<String, Object> settings = java.util.stream.Stream.of(request.getBidvConfigDto(), request.getVibConfigDto(),
                request.getCtgConfigDto(), request.getAcbConfigDto(), request.getVcbConfigDto(), request.getMsbConfigDto())
                .filter(java.util.Objects::nonNull).findFirst().orElse(null);
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        Long id = Given.optionalId("id", request.getId()).orElse(null);
        if (id == null) {
            if (merchantId == null) {
                throw Refusal.invalidValue("merchantId", "is required to create a configuration");
            }
            requireMerchant(merchantId, "merchantId");
            return configs.insert(n -> new MerchantBankConfig(n, merchantId, accountType, settings, bank, null,
                    clock.now(), null)).id();
        }
        return configs.update(id, "id", c -> {
            if (merchantId != null && !merchantId.equals(c.merchantId())) {
                throw Refusal.wrongState("id", "a configuration of another merchant", "update it");
            }
            return c.updated(accountType, settings, bank, clock.now());
        }).id();
    }

    /** Deletes the bank configuration {@code id} (of {@code merchantId}, when sent); answers its id. */
    public long deleteConfig(MerchantDeleteConfigRequest request) {
        long id = Given.id("id", request.getId());
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        MerchantBankConfig config = configs.require(id, "id");
        if (merchantId != null && !merchantId.equals(config.merchantId())) {
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
    public MerchantConfigAccountBusinessData configAccountBusiness(MerchantConfigAccountBusinessRequest request) {
        String acbUserId = Given.text("acbUserId", request.getAcbUserId());
        NapasBank bank = QrIssuer.optionalBank(Given.valueOf(request.getBankName()), request.getBankBin()).orElse(NapasBank.ACB);
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        if (merchantId != null) {
            requireMerchant(merchantId, "merchantId");
        }
        // The bank's own settings are an open object (configDto): those sent, in this order.
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("acbUserId", acbUserId);
        Given.optionalText(request.getAccountNumber()).ifPresent(v -> settings.put("accountNumber", v));
        Given.optionalText(request.getAccountName()).ifPresent(v -> settings.put("accountName", v));
        Given.optionalText(request.getMobile()).ifPresent(v -> settings.put("mobile", v));
        Given.optionalText(request.getVaPrefix()).ifPresent(v -> settings.put("vaPrefix", v));
        MerchantBankConfig config = configs.insert(n -> new MerchantBankConfig(n, merchantId, BUSINESS_ACCOUNT, settings,
                bank, String.format("CAB%06d", n), clock.now(), null));
        return new MerchantConfigAccountBusinessData().confirmId(config.confirmId());
    }

    /**
     * Deletes the configurations of {@code accountType} (of {@code merchantId}, the bank, when sent) whose
     * settings hold every field of {@code configRemove} (a null field, as the Java SDK sends for those it was
     * not given, matches anything); answers {@code true}, or 1001 when none matches.
     */
    public boolean deleteConfigAccountBusiness(MerchantDeleteConfigAccountBusinessRequest request) {
        String accountType = Given.valueOf(request.getAccountType());
        Map<String, Object> remove = Optional.ofNullable(request.getConfigRemove())
                .orElseThrow(() -> new InvalidField("configRemove", "is required"));
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        NapasBank bank = QrIssuer.optionalBank(Given.valueOf(request.getBankName()), request.getBankBin()).orElse(null);
        int removed = configs.removeAll(c -> accountType.equals(c.accountType())
                && (merchantId == null || merchantId.equals(c.merchantId())) && (bank == null || bank == c.bank())
                && c.holds(remove));
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
