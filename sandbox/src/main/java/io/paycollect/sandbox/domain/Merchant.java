package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Values;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A merchant, by {@code id}.
 *
 * @param id its id, from 1
 * @param creationTime when it was created
 * @param code its code, the caller's or {@code M000001}
 * @param name its name
 * @param phoneNumber its phone
 * @param referralCode its referral code, if sent (user/verify-referral-code accepts it)
 * @param details the other documented fields the caller set ({@code email}, {@code website}, {@code eventUrls}...),
 *     as sent: the sandbox only keeps and shows them
 */
record Merchant(long id, String creationTime, String code, String name, String phoneNumber, String referralCode,
        Map<String, Object> details) {

    /** What a merchant looks like in get-paging, all fields of the Java SDK's {@code MerchantDto}, in its order. */
    private static final String[] MERCHANT_DTO = {"id", "creationTime", "code", "name", "email", "phoneNumber",
        "website", "businessSectorIds", "provinceId", "districtId", "communeId", "address", "fullAddress", "eventUrl",
        "eventUrls", "isLockEvent", "isOrganizationUnit", "referralCode", "userReferralAncestorIds", "userReferralLevel",
        "deviceDistributorAncestorMap", "isMasterMerchant", "lastModificationTime"};

    Merchant {
        details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }

    /** As get-paging shows it ({@code MerchantDto}). */
    Map<String, Object> toMerchantDto() {
        Map<String, Object> all = new LinkedHashMap<>(details);
        all.putAll(Values.of("id", id, "creationTime", creationTime, "code", code, "name", name,
                "phoneNumber", phoneNumber, "referralCode", referralCode));
        return Values.pick(all, MERCHANT_DTO);
    }
}
