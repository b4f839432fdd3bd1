package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.VaDropDown;
import io.paycollect.server.api.AccountNumberApi;
import io.paycollect.server.model.AccountNumberGetAllDdlRequest;
import io.paycollect.server.model.AccountNumberGetAllDdlResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The accountNumber group of the generated server interface: virtual accounts as a list, answered by the in-memory {@link VaDropDown}. */
@RestController
public class AccountNumberController implements AccountNumberApi {

    private final VaDropDown dropDown;
    private final Envelopes envelopes;

    /** Answers with {@code dropDown}, converting with {@code envelopes}. */
    public AccountNumberController(VaDropDown dropDown, Envelopes envelopes) {
        this.dropDown = dropDown;
        this.envelopes = envelopes;
    }

    @Override
    public ResponseEntity<AccountNumberGetAllDdlResponse> getAllDdl(AccountNumberGetAllDdlRequest request) {
        return envelopes.ok(dropDown.list(request), AccountNumberGetAllDdlResponse.class);
    }
}
