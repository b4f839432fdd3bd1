package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.DirectDebitService;
import io.paycollect.server.api.DirectDebitApi;
import io.paycollect.server.model.DirectDebitDeleteSubscriptionRequest;
import io.paycollect.server.model.DirectDebitDeleteSubscriptionResponse;
import io.paycollect.server.model.DirectDebitEditConfirmPaymentMethodRequest;
import io.paycollect.server.model.DirectDebitEditConfirmPaymentMethodResponse;
import io.paycollect.server.model.DirectDebitGetPagingTransactionsResponse;
import io.paycollect.server.model.DirectDebitGetSubscriptionStatusResponse;
import io.paycollect.server.model.DirectDebitGetTransactionStatusResponse;
import io.paycollect.server.model.DirectDebitPaymentBillRequest;
import io.paycollect.server.model.DirectDebitPaymentBillResponse;
import io.paycollect.server.model.DirectDebitRefundRequest;
import io.paycollect.server.model.DirectDebitRefundResponse;
import io.paycollect.server.model.DirectDebitRegisterRequest;
import io.paycollect.server.model.DirectDebitRegisterResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The directDebit group of the generated server interface, answered by the in-memory {@link DirectDebitService}. */
@RestController
public class DirectDebitController implements DirectDebitApi {

    private final DirectDebitService directDebit;
    private final Envelopes envelopes;
    private final WebhookUrls webhooks;

    /** Answers with {@code directDebit}, converting with {@code envelopes}. */
    public DirectDebitController(DirectDebitService directDebit, Envelopes envelopes, WebhookUrls webhooks) {
        this.directDebit = directDebit;
        this.envelopes = envelopes;
        this.webhooks = webhooks;
    }

    @Override
    public ResponseEntity<DirectDebitDeleteSubscriptionResponse> deleteSubscription(DirectDebitDeleteSubscriptionRequest request) {
        return envelopes.ok(directDebit.deleteSubscription(request), DirectDebitDeleteSubscriptionResponse.class);
    }

    @Override
    public ResponseEntity<DirectDebitEditConfirmPaymentMethodResponse> editConfirmPaymentMethod(DirectDebitEditConfirmPaymentMethodRequest request) {
        return envelopes.ok(directDebit.editConfirmPaymentMethod(request), DirectDebitEditConfirmPaymentMethodResponse.class);
    }

    @Override
    public ResponseEntity<DirectDebitGetPagingTransactionsResponse> getPagingTransactions(String subscriptionId, String tokenRef, String startTime, String endTime,
            Integer skipCount, Integer maxResultCount) {
        return envelopes.ok(directDebit.getPagingTransactions(QueryParameters.text(subscriptionId),
                QueryParameters.text(tokenRef), QueryParameters.text(startTime), QueryParameters.text(endTime), skipCount,
                maxResultCount), DirectDebitGetPagingTransactionsResponse.class);
    }

    @Override
    public ResponseEntity<DirectDebitGetSubscriptionStatusResponse> getSubscriptionStatus(String subscriptionId, String tokenRef, String requestId) {
        // requestId is accepted and not used: subscriptionId and tokenRef name the subscription.
        return envelopes.ok(directDebit.getSubscriptionStatus(QueryParameters.text(subscriptionId),
                QueryParameters.text(tokenRef)), DirectDebitGetSubscriptionStatusResponse.class);
    }

    @Override
    public ResponseEntity<DirectDebitGetTransactionStatusResponse> getTransactionStatus(String transactionId, String tokenRef, String subscriptionId) {
        return envelopes.ok(directDebit.getTransactionStatus(QueryParameters.text(transactionId),
                QueryParameters.text(subscriptionId), QueryParameters.text(tokenRef)), DirectDebitGetTransactionStatusResponse.class);
    }

    @Override
    public ResponseEntity<DirectDebitPaymentBillResponse> paymentBill(DirectDebitPaymentBillRequest request) {
        return envelopes.ok(directDebit.paymentBill(request), DirectDebitPaymentBillResponse.class);
    }

    @Override
    public ResponseEntity<DirectDebitRefundResponse> refund(DirectDebitRefundRequest request) {
        return envelopes.ok(directDebit.refund(request), DirectDebitRefundResponse.class);
    }

    @Override
    public ResponseEntity<DirectDebitRegisterResponse> register(DirectDebitRegisterRequest request) {
        return envelopes.ok(directDebit.register(request,
                webhooks.allowed(request.getAdditionalProperty("webhookUrl")).orElse(null), Envelopes.callerClientId()), DirectDebitRegisterResponse.class);
    }
}
