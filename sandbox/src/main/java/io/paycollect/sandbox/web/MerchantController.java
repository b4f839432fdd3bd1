package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.MerchantService;
import io.paycollect.server.api.MerchantApi;
import io.paycollect.server.model.MerchantConfigAccountBusinessRequest;
import io.paycollect.server.model.MerchantConfigAccountBusinessResponse;
import io.paycollect.server.model.MerchantCreateData;
import io.paycollect.server.model.MerchantCreateOrUpdateConfigRequest;
import io.paycollect.server.model.MerchantCreateOrUpdateConfigResponse;
import io.paycollect.server.model.MerchantCreateRequest;
import io.paycollect.server.model.MerchantCreateResponse;
import io.paycollect.server.model.MerchantDeleteConfigAccountBusinessRequest;
import io.paycollect.server.model.MerchantDeleteConfigAccountBusinessResponse;
import io.paycollect.server.model.MerchantDeleteConfigRequest;
import io.paycollect.server.model.MerchantDeleteConfigResponse;
import io.paycollect.server.model.MerchantDeleteData;
import io.paycollect.server.model.MerchantDeleteResponse;
import io.paycollect.server.model.MerchantGetPagingConfigRequest;
import io.paycollect.server.model.MerchantGetPagingConfigResponse;
import io.paycollect.server.model.MerchantGetPagingRequest;
import io.paycollect.server.model.MerchantGetPagingResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The merchant group of the generated server interface, answered by the in-memory {@link MerchantService}. */
@RestController
public class MerchantController implements MerchantApi {

    private final MerchantService merchant;
    private final Envelopes envelopes;

    /** Answers with {@code merchant}, converting with {@code envelopes}. */
    public MerchantController(MerchantService merchant, Envelopes envelopes) {
        this.merchant = merchant;
        this.envelopes = envelopes;
    }

    @Override
    public ResponseEntity<MerchantConfigAccountBusinessResponse> configAccountBusiness(MerchantConfigAccountBusinessRequest request) {
        return envelopes.ok(merchant.configAccountBusiness(request), MerchantConfigAccountBusinessResponse.class);
    }

    @Override
    public ResponseEntity<MerchantCreateResponse> create(MerchantCreateRequest request) {
        // {merchantId}, as the newest official SDKs read it (docs/migration.md: the Java SDK 0.1.0 read a number).
        return envelopes.ok(new MerchantCreateData().merchantId(merchant.create(request)),
                MerchantCreateResponse.class);
    }

    @Override
    public ResponseEntity<MerchantCreateOrUpdateConfigResponse> createOrUpdateConfig(MerchantCreateOrUpdateConfigRequest request) {
        return envelopes.ok(merchant.createOrUpdateConfig(request), MerchantCreateOrUpdateConfigResponse.class);
    }

    @Override
    public ResponseEntity<MerchantDeleteResponse> delete(Long merchantId) {
        merchant.delete(merchantId);
        return envelopes.ok(new MerchantDeleteData(), MerchantDeleteResponse.class);
    }

    @Override
    public ResponseEntity<MerchantDeleteConfigResponse> deleteConfig(MerchantDeleteConfigRequest request) {
        return envelopes.ok(merchant.deleteConfig(request), MerchantDeleteConfigResponse.class);
    }

    @Override
    public ResponseEntity<MerchantDeleteConfigAccountBusinessResponse> deleteConfigAccountBusiness(MerchantDeleteConfigAccountBusinessRequest request) {
        return envelopes.ok(merchant.deleteConfigAccountBusiness(request), MerchantDeleteConfigAccountBusinessResponse.class);
    }

    @Override
    public ResponseEntity<MerchantGetPagingResponse> getPaging(MerchantGetPagingRequest request) {
        return envelopes.ok(merchant.getPaging(request), MerchantGetPagingResponse.class);
    }

    @Override
    public ResponseEntity<MerchantGetPagingConfigResponse> getPagingConfig(MerchantGetPagingConfigRequest request) {
        return envelopes.ok(merchant.getPagingConfig(request), MerchantGetPagingConfigResponse.class);
    }
}
