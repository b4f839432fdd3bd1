package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.EInvoiceService;
import io.paycollect.sandbox.domain.ReceivedInvoices;
import io.paycollect.sandbox.store.Given;
import io.paycollect.server.api.EInvoiceApi;
import io.paycollect.server.model.EInvoiceInputConnectRequest;
import io.paycollect.server.model.EInvoiceInputConnectResponse;
import io.paycollect.server.model.EInvoiceInputDisconnectRequest;
import io.paycollect.server.model.EInvoiceInputDisconnectResponse;
import io.paycollect.server.model.EInvoiceInputSyncRequest;
import io.paycollect.server.model.EInvoiceInputSyncResponse;
import io.paycollect.server.model.EInvoiceInputListRequest;
import io.paycollect.server.model.EInvoiceInputListResponse;
import io.paycollect.server.model.EInvoiceInputDetailRequest;
import io.paycollect.server.model.EInvoiceInputDetailResponse;
import io.paycollect.server.model.EInvoiceInputPreviewBase64Request;
import io.paycollect.server.model.EInvoiceInputPreviewBase64Response;
import io.paycollect.server.model.EInvoiceCreateAndIssueRequest;
import io.paycollect.server.model.EInvoiceCreateAndIssueResponse;
import io.paycollect.server.model.EInvoiceCreateOrUpdateAccountRequest;
import io.paycollect.server.model.EInvoiceCreateOrUpdateAccountResponse;
import io.paycollect.server.model.EInvoiceCreateRequest;
import io.paycollect.server.model.EInvoiceCreateResponse;
import io.paycollect.server.model.EInvoiceDeleteAccountData;
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
import io.paycollect.server.model.EInvoiceSendEmailData;
import io.paycollect.server.model.EInvoiceSendEmailRequest;
import io.paycollect.server.model.EInvoiceSendEmailResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The eInvoice group of the generated server interface, answered by the in-memory {@link EInvoiceService}. */
@RestController
public class EInvoiceController implements EInvoiceApi {

    private final EInvoiceService eInvoice;
    private final ReceivedInvoices received;
    private final Envelopes envelopes;

    /** Answers with {@code eInvoice} and the {@code received} invoices, converting with {@code envelopes}. */
    public EInvoiceController(EInvoiceService eInvoice, ReceivedInvoices received, Envelopes envelopes) {
        this.eInvoice = eInvoice;
        this.received = received;
        this.envelopes = envelopes;
    }

    @Override
    public ResponseEntity<EInvoiceInputConnectResponse> inputConnect(EInvoiceInputConnectRequest request) {
        return envelopes.ok(received.connect(request.getMerchantId(), request.getAccountId(), request.getTctUsername(),
                request.getTctPassword()), EInvoiceInputConnectResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceInputDisconnectResponse> inputDisconnect(EInvoiceInputDisconnectRequest request) {
        return envelopes.ok(received.disconnect(request.getMerchantId(), request.getAccountId()),
                EInvoiceInputDisconnectResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceInputSyncResponse> inputSync(EInvoiceInputSyncRequest request) {
        return envelopes.ok(received.sync(request.getMerchantId(), request.getAccountId(), request.getFromDate(),
                request.getToDate()), EInvoiceInputSyncResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceInputListResponse> inputList(EInvoiceInputListRequest request) {
        String from = request.getNgayLapBd() != null ? request.getNgayLapBd() : request.getFromDate();
        String to = request.getNgayLapKt() != null ? request.getNgayLapKt() : request.getToDate();
        return envelopes.ok(received.list(request.getMerchantId(), request.getAccountId(), from, to,
                request.getSoHoaDon(), Given.optionalWhole("page", request.getPage()).orElse(null),
                Given.optionalWhole("pageSize", request.getPageSize()).orElse(null)),
                EInvoiceInputListResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceInputDetailResponse> inputDetail(EInvoiceInputDetailRequest request) {
        return envelopes.ok(received.detail(request.getMerchantId(), request.getAccountId(), request.getMaHoaDon()),
                EInvoiceInputDetailResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceInputPreviewBase64Response> inputPreviewBase64(EInvoiceInputPreviewBase64Request request) {
        return envelopes.ok(received.previewBase64(request.getMerchantId(), request.getAccountId(), request.getMaHoaDon()),
                EInvoiceInputPreviewBase64Response.class);
    }

    @Override
    public ResponseEntity<EInvoiceCreateResponse> create(EInvoiceCreateRequest request) {
        return envelopes.ok(eInvoice.create(request), EInvoiceCreateResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceCreateAndIssueResponse> createAndIssue(EInvoiceCreateAndIssueRequest request) {
        return envelopes.ok(eInvoice.createAndIssue(envelopes.convert(request, EInvoiceCreateRequest.class)), EInvoiceCreateAndIssueResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceCreateOrUpdateAccountResponse> createOrUpdateAccount(EInvoiceCreateOrUpdateAccountRequest request) {
        return envelopes.ok(eInvoice.createOrUpdateAccount(request), EInvoiceCreateOrUpdateAccountResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceDeleteAccountResponse> deleteAccount(EInvoiceDeleteAccountRequest request) {
        eInvoice.deleteAccount(request);
        return envelopes.ok(new EInvoiceDeleteAccountData(), EInvoiceDeleteAccountResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceDownloadResponse> download(EInvoiceDownloadRequest request) {
        return envelopes.ok(eInvoice.download(request), EInvoiceDownloadResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceGetInvoiceInfoResponse> getInvoiceInfo(EInvoiceGetInvoiceInfoRequest request) {
        return envelopes.ok(eInvoice.getInvoiceInfo(request), EInvoiceGetInvoiceInfoResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceGetPagingAccountResponse> getPagingAccount(EInvoiceGetPagingAccountRequest request) {
        return envelopes.ok(eInvoice.getPagingAccount(request), EInvoiceGetPagingAccountResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceGetProviderResponse> getProvider() {
        return envelopes.ok(eInvoice.getProvider(), EInvoiceGetProviderResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceInvoiceTemplatesResponse> invoiceTemplates(EInvoiceInvoiceTemplatesRequest request) {
        return envelopes.ok(eInvoice.invoiceTemplates(request), EInvoiceInvoiceTemplatesResponse.class);
    }

    @Override
    public ResponseEntity<EInvoiceSendEmailResponse> sendEmail(EInvoiceSendEmailRequest request) {
        eInvoice.sendEmail(request);
        return envelopes.ok(new EInvoiceSendEmailData(), EInvoiceSendEmailResponse.class);
    }
}
