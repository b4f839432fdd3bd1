package io.paycollect.sandbox.domain;

import io.paycollect.server.model.NotifyPlatforms;
import io.paycollect.server.model.ShopCreateOrUpdateRequest;

/**
 * A shop of a merchant, by {@code id}.
 *
 * @param id its id, from 1
 * @param merchantId its merchant, if any
 * @param creationTime when it was created
 * @param name its name
 * @param isActive whether it is active, if the caller said
 * @param address its address, if sent
 * @param details the other documented fields the caller set ({@code email}, {@code provinceId}...), as sent:
 *     the sandbox only keeps and shows them
 * @param lastModificationTime when it last changed, if it did
 */
record Shop(long id, Long merchantId, String creationTime, String name, Boolean isActive, String address,
        Details details, String lastModificationTime) {

    /**
     * The documented shop fields a caller sets ({@code OpenApiCreateOrUpdateShopDto} less {@code id}) that the
     * sandbox only keeps: {@code name}, {@code isActive} and {@code address} it reads, so a {@link Shop} types them.
     *
     * @param email its e-mail
     * @param phoneNumber its phone
     * @param provinceId its province
     * @param districtId its district
     * @param communeId its commune
     * @param fullAddress its full address
     * @param sendNotifyPlatformDto where it is notified
     * @param status its status
     * @param userReferralAncestorIds its referral ancestors
     * @param userReferralLevel its referral level
     * @param deviceDistributorAncestorMap its device distributors
     */
    record Details(String email, String phoneNumber, String provinceId, String districtId, String communeId,
            String fullAddress, NotifyPlatforms sendNotifyPlatformDto, String status, String userReferralAncestorIds,
            Long userReferralLevel, String deviceDistributorAncestorMap) {

        /** Those fields as {@code request} sends them. */
        static Details of(ShopCreateOrUpdateRequest request) {
            return new Details(request.getEmail(), request.getPhoneNumber(), request.getProvinceId(),
                    request.getDistrictId(), request.getCommuneId(), request.getFullAddress(),
                    request.getSendNotifyPlatformDto(), request.getStatus() == null ? null : request.getStatus().getValue(),
                    request.getUserReferralAncestorIds(), request.getUserReferralLevel(),
                    request.getDeviceDistributorAncestorMap());
        }

        /** These fields with those {@code sent} written over them. */
        Details with(Details sent) {
            return new Details(or(sent.email, email), or(sent.phoneNumber, phoneNumber), or(sent.provinceId, provinceId),
                    or(sent.districtId, districtId), or(sent.communeId, communeId), or(sent.fullAddress, fullAddress),
                    or(sent.sendNotifyPlatformDto, sendNotifyPlatformDto), or(sent.status, status),
                    or(sent.userReferralAncestorIds, userReferralAncestorIds), or(sent.userReferralLevel, userReferralLevel),
                    or(sent.deviceDistributorAncestorMap, deviceDistributorAncestorMap));
        }

        private static <T> T or(T sent, T kept) {
            return sent != null ? sent : kept;
        }
    }

    /** As get-paging shows it. */
    io.paycollect.server.model.Shop toPageItem() {
        return new io.paycollect.server.model.Shop().id(id).isActive(isActive).name(name).address(address);
    }
}
