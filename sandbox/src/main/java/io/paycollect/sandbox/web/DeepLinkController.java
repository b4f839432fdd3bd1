package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.DeepLinkService;
import io.paycollect.server.api.DeepLinkApi;
import io.paycollect.server.model.DeepLinkGenerateBidvTestRequest;
import io.paycollect.server.model.DeepLinkGenerateBidvTestResponse;
import io.paycollect.server.model.DeepLinkGenerateRequest;
import io.paycollect.server.model.DeepLinkGenerateResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The deepLink group of the generated server interface, answered by the in-memory {@link DeepLinkService}. */
@RestController
public class DeepLinkController implements DeepLinkApi {

    private final DeepLinkService deepLink;
    private final Envelopes envelopes;

    /** Answers with {@code deepLink}, converting with {@code envelopes}. */
    public DeepLinkController(DeepLinkService deepLink, Envelopes envelopes) {
        this.deepLink = deepLink;
        this.envelopes = envelopes;
    }

    @Override
    public ResponseEntity<DeepLinkGenerateResponse> generate(DeepLinkGenerateRequest request) {
        return envelopes.ok(deepLink.generate(request), DeepLinkGenerateResponse.class);
    }

    @Override
    public ResponseEntity<DeepLinkGenerateBidvTestResponse> generateBidvTest(DeepLinkGenerateBidvTestRequest request) {
        return envelopes.ok(deepLink.generateBidvTest(request), DeepLinkGenerateBidvTestResponse.class);
    }
}
