package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.ShopService;
import io.paycollect.server.api.ShopApi;
import io.paycollect.server.model.ShopCreateOrUpdateRequest;
import io.paycollect.server.model.ShopCreateOrUpdateResponse;
import io.paycollect.server.model.ShopGetPagingRequest;
import io.paycollect.server.model.ShopGetPagingResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The shop group of the generated server interface, answered by the in-memory {@link ShopService}. */
@RestController
public class ShopController implements ShopApi {

    private final ShopService shop;
    private final Envelopes envelopes;

    /** Answers with {@code shop}, converting with {@code envelopes}. */
    public ShopController(ShopService shop, Envelopes envelopes) {
        this.shop = shop;
        this.envelopes = envelopes;
    }

    @Override
    public ResponseEntity<ShopCreateOrUpdateResponse> createOrUpdate(ShopCreateOrUpdateRequest request) {
        return envelopes.ok(shop.createOrUpdate(request), ShopCreateOrUpdateResponse.class);
    }

    @Override
    public ResponseEntity<ShopGetPagingResponse> getPaging(ShopGetPagingRequest request) {
        return envelopes.ok(shop.getPaging(request), ShopGetPagingResponse.class);
    }
}
