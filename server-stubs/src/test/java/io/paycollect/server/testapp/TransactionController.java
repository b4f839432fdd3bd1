package io.paycollect.server.testapp;

import io.paycollect.server.api.TransactionApi;
import io.paycollect.server.model.TransactionGetPagingRequest;
import io.paycollect.server.model.TransactionGetPagingResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** Implements the generated {@link TransactionApi}: records each input and answers "00". */
@RestController
public class TransactionController implements TransactionApi {

    private final Recorder recorder;

    public TransactionController(Recorder recorder) {
        this.recorder = recorder;
    }

    @Override
    public ResponseEntity<TransactionGetPagingResponse> getPaging(TransactionGetPagingRequest body) {
        recorder.record(body, null);
        return ResponseEntity.ok(new TransactionGetPagingResponse("00", "Success"));
    }
}
