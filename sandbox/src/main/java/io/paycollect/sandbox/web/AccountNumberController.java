package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.BankService;
import io.paycollect.server.api.AccountNumberApi;
import io.paycollect.server.model.AccountNumberGetAllDdlRequest;
import io.paycollect.server.model.AccountNumberGetAllDdlResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The accountNumber group of the generated server interface: virtual accounts as a list, answered by the in-memory {@link BankService}. */
@RestController
public class AccountNumberController implements AccountNumberApi {

    private final BankService bank;
    private final Envelopes envelopes;

    /** Answers with {@code bank}, converting with {@code envelopes}. */
    public AccountNumberController(BankService bank, Envelopes envelopes) {
        this.bank = bank;
        this.envelopes = envelopes;
    }

    @Override
    public ResponseEntity<AccountNumberGetAllDdlResponse> getAllDdl(AccountNumberGetAllDdlRequest request) {
        return envelopes.ok(bank.getAllDdl(envelopes.fields(request)), AccountNumberGetAllDdlResponse.class);
    }
}
