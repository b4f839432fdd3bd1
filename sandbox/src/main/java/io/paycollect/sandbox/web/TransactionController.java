package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.TransactionLedger;
import io.paycollect.server.api.TransactionApi;
import io.paycollect.server.model.TransactionGetPagingRequest;
import io.paycollect.server.model.TransactionGetPagingResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The transaction group of the generated server interface, answered by the in-memory {@link TransactionLedger}. */
@RestController
public class TransactionController implements TransactionApi {

    private final TransactionLedger transaction;
    private final Envelopes envelopes;

    /** Answers with {@code transaction}, converting with {@code envelopes}. */
    public TransactionController(TransactionLedger transaction, Envelopes envelopes) {
        this.transaction = transaction;
        this.envelopes = envelopes;
    }

    @Override
    public ResponseEntity<TransactionGetPagingResponse> getPaging(TransactionGetPagingRequest request) {
        return envelopes.ok(transaction.page(request), TransactionGetPagingResponse.class);
    }
}
