package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.PaymentLinkOrder;
import io.paycollect.sandbox.domain.PaymentLinks;
import io.paycollect.sandbox.store.Given;
import io.paycollect.server.api.PaymentGatewayApi;
import io.paycollect.server.model.PaymentGatewayCreateLinkRequest;
import io.paycollect.server.model.PaymentGatewayCreateLinkResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The paymentGateway group of the generated server interface, answered by the in-memory {@link PaymentLinks}. */
@RestController
public class PaymentGatewayController implements PaymentGatewayApi {

    private final PaymentLinks links;
    private final Envelopes envelopes;

    /** Answers with {@code links}, converting with {@code envelopes}. */
    public PaymentGatewayController(PaymentLinks links, Envelopes envelopes) {
        this.links = links;
        this.envelopes = envelopes;
    }

    @Override
    public ResponseEntity<PaymentGatewayCreateLinkResponse> createLink(PaymentGatewayCreateLinkRequest request) {
        if (request.getReturnUrl() != null) {
            // Only the payer's browser goes back there, so any absolute http(s) URL will do.
            Given.optionalUrl("returnUrl", request.getReturnUrl());
        }
        PaymentLinkOrder order = new PaymentLinkOrder(request.getMerchantId(), request.getOrderId(), request.getRequestId(),
                request.getAmount(), request.getExpireInMinute(), request.getDescription(), request.getVaAccountNumber(),
                request.getReturnUrl());
        return envelopes.ok(links.create(order, Envelopes.callerClientId()), PaymentGatewayCreateLinkResponse.class);
    }
}
