package io.paycollect.sandbox.domain;

import io.paycollect.server.model.EventUrl;
import io.paycollect.server.model.MerchantCreateRequest;
import java.util.List;

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
        Details details) {

    /**
     * The documented fields of a merchant that a caller sets and the sandbox only keeps and shows.
     *
     * @param email its e-mail
     * @param website its website
     * @param businessSectorIds its business sectors
     * @param provinceId its province
     * @param districtId its district
     * @param communeId its commune
     * @param address its address
     * @param fullAddress its full address
     * @param eventUrl its event URL
     * @param eventUrls its event URLs
     * @param isLockEvent whether its events are locked
     * @param isOrganizationUnit whether it is an organisation unit
     * @param userReferralAncestorIds its referral ancestors
     * @param userReferralLevel its referral level
     * @param deviceDistributorAncestorMap its device distributors
     * @param isMasterMerchant whether it is a master merchant
     */
    record Details(String email, String website, List<Long> businessSectorIds, String provinceId, String districtId,
            String communeId, String address, String fullAddress, String eventUrl, List<EventUrl> eventUrls,
            Boolean isLockEvent, Boolean isOrganizationUnit, String userReferralAncestorIds, Long userReferralLevel,
            String deviceDistributorAncestorMap, Boolean isMasterMerchant) {

        /** Those fields as {@code request} sends them. */
        static Details of(MerchantCreateRequest request) {
            return new Details(request.getEmail(), request.getWebsite(), request.getBusinessSectorIds(),
                    request.getProvinceId(), request.getDistrictId(), request.getCommuneId(), request.getAddress(),
                    request.getFullAddress(), request.getEventUrl(), request.getEventUrls(), request.getIsLockEvent(),
                    request.getIsOrganizationUnit(), request.getUserReferralAncestorIds(), request.getUserReferralLevel(),
                    request.getDeviceDistributorAncestorMap(), request.getIsMasterMerchant());
        }
    }

    /** As get-paging shows it: the fields of the Java SDK's {@code MerchantDto} it has. */
    io.paycollect.server.model.Merchant toMerchantDto() {
        Details d = details;
        return new io.paycollect.server.model.Merchant().id(id).creationTime(creationTime).code(code).name(name)
                .email(d.email()).phoneNumber(phoneNumber).website(d.website()).businessSectorIds(d.businessSectorIds())
                .provinceId(d.provinceId()).districtId(d.districtId()).communeId(d.communeId()).address(d.address())
                .fullAddress(d.fullAddress()).eventUrl(d.eventUrl()).eventUrls(d.eventUrls()).isLockEvent(d.isLockEvent())
                .isOrganizationUnit(d.isOrganizationUnit()).referralCode(referralCode)
                .userReferralAncestorIds(d.userReferralAncestorIds()).userReferralLevel(d.userReferralLevel())
                .deviceDistributorAncestorMap(d.deviceDistributorAncestorMap()).isMasterMerchant(d.isMasterMerchant());
    }
}
