package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.MerchantService;
import io.paycollect.server.api.UserApi;
import io.paycollect.server.model.UserVerifyReferralCodeResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The user group of the generated server interface: referral codes, answered by the in-memory {@link MerchantService}. */
@RestController
public class UserController implements UserApi {

    private final MerchantService merchant;
    private final Envelopes envelopes;

    /** Answers with {@code merchant}, converting with {@code envelopes}. */
    public UserController(MerchantService merchant, Envelopes envelopes) {
        this.merchant = merchant;
        this.envelopes = envelopes;
    }

    @Override
    public ResponseEntity<UserVerifyReferralCodeResponse> verifyReferralCode(String referralCode) {
        return envelopes.ok(merchant.verifyReferralCode(QueryParameters.text(referralCode)), UserVerifyReferralCodeResponse.class);
    }
}
