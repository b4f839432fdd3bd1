package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.EInvoiceService;
import io.paycollect.server.api.EInvoiceApi;
import io.paycollect.server.model.EInvoiceCreateAndIssueRequest;
import io.paycollect.server.model.EInvoiceCreateAndIssueResponse;
import io.paycollect.server.model.EInvoiceCreateOrUpdateAccountRequest;
import io.paycollect.server.model.EInvoiceCreateOrUpdateAccountResponse;
import io.paycollect.server.model.EInvoiceCreateRequest;
import io.paycollect.server.model.EInvoiceCreateResponse;
import io.paycollect.server.model.EInvoiceDeleteAccountRequest;
import io.paycollect.server.model.EInvoiceDeleteAccountResponse;
import io.paycollect.server.model.EInvoiceDownloadRequest;
import io.paycollect.server.model.EInvoiceDownloadResponse;
import io.paycollect.server.model.EInvoiceGetInvoiceInfoRequest;
import io.paycollect.server.model.EInvoiceGetInvoiceInfoResponse;
import io.paycollect.server.model.EInvoiceGetPagingAccountRequest;
import io.paycollect.server.model.EInvoiceGetPagingAccountResponse;
import io.paycollect.server.model.EInvoiceGetProviderResponse;
import io.paycollect.server.model.EInvoiceInvoiceTemplatesRequest;
import io.paycollect.server.model.EInvoiceInvoiceTemplatesResponse;
import io.paycollect.server.model.EInvoiceSendEmailRequest;
import io.paycollect.server.model.EInvoiceSendEmailResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The eInvoice group of the generated server interface, answered by the in-memory {@link EInvoiceService}. */
@RestController
public class EInvoiceController implements EInvoiceApi {

    private final EInvoiceService eInvoice;
    private final Envelopes envelopes;

    /** Answers with {@code eInvoice}, converting with {@code envelopes}. */
    public EInvoiceController(EInvoiceService eInvoice, Envelopes envelopes) {
        this.eInvoice = eInvoice;
        this.envelopes = envelopes;
    }

    @Override
    public ResponseEntity<EInvoiceCreateResponse> create(EInvoiceCreateRequest request) {
        return envelopes.ok(eInvoice.create(envelopes.fields(request)), EInvoiceCreateResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceCreateAndIssueResponse> createAndIssue(EInvoiceCreateAndIssueRequest request) {
        return envelopes.ok(eInvoice.createAndIssue(envelopes.fields(request)), EInvoiceCreateAndIssueResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceCreateOrUpdateAccountResponse> createOrUpdateAccount(EInvoiceCreateOrUpdateAccountRequest request) {
        return envelopes.ok(eInvoice.createOrUpdateAccount(envelopes.fields(request)), EInvoiceCreateOrUpdateAccountResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceDeleteAccountResponse> deleteAccount(EInvoiceDeleteAccountRequest request) {
        return envelopes.ok(eInvoice.deleteAccount(envelopes.fields(request)), EInvoiceDeleteAccountResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceDownloadResponse> download(EInvoiceDownloadRequest request) {
        return envelopes.ok(eInvoice.download(envelopes.fields(request)), EInvoiceDownloadResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceGetInvoiceInfoResponse> getInvoiceInfo(EInvoiceGetInvoiceInfoRequest request) {
        return envelopes.ok(eInvoice.getInvoiceInfo(envelopes.fields(request)), EInvoiceGetInvoiceInfoResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceGetPagingAccountResponse> getPagingAccount(EInvoiceGetPagingAccountRequest request) {
        return envelopes.ok(eInvoice.getPagingAccount(envelopes.fields(request)), EInvoiceGetPagingAccountResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceGetProviderResponse> getProvider() {
        return envelopes.ok(eInvoice.getProvider(), EInvoiceGetProviderResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceInvoiceTemplatesResponse> invoiceTemplates(EInvoiceInvoiceTemplatesRequest request) {
        return envelopes.ok(eInvoice.invoiceTemplates(envelopes.fields(request)), EInvoiceInvoiceTemplatesResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceSendEmailResponse> sendEmail(EInvoiceSendEmailRequest request) {
        return envelopes.ok(eInvoice.sendEmail(envelopes.fields(request)), EInvoiceSendEmailResponse.class);
    }
}
