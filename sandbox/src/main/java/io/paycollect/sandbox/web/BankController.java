package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.BankService;
import io.paycollect.sandbox.domain.QrIssuer;
import io.paycollect.sandbox.domain.NapasBank;
import io.paycollect.sandbox.store.Fields;
import io.paycollect.server.api.BankApi;
import io.paycollect.server.model.BankCreateVaAdvancedRequest;
import io.paycollect.server.model.BankCreateVaAdvancedResponse;
import io.paycollect.server.model.BankGetAccountNumberInfoByQrCodeResponse;
import io.paycollect.server.model.BankConfirmDeleteVaRequest;
import io.paycollect.server.model.BankConfirmDeleteVaResponse;
import io.paycollect.server.model.BankConfirmRegisterNotifyRequest;
import io.paycollect.server.model.BankConfirmRegisterNotifyResponse;
import io.paycollect.server.model.BankConfirmVaRequest;
import io.paycollect.server.model.BankConfirmVaResponse;
import io.paycollect.server.model.BankCreateVaRequest;
import io.paycollect.server.model.BankCreateVaResponse;
import io.paycollect.server.model.BankDeleteDynamicQrRequest;
import io.paycollect.server.model.BankDeleteDynamicQrResponse;
import io.paycollect.server.model.BankDeleteVaResponse;
import io.paycollect.server.model.BankGenerateDynamicQrRequest;
import io.paycollect.server.model.BankGenerateDynamicQrResponse;
import io.paycollect.server.model.BankGenerateVietQrRequest;
import io.paycollect.server.model.BankGenerateVietQrResponse;
import io.paycollect.server.model.BankGetBanksResponse;
import io.paycollect.server.model.BankGetStatusDynamicQrRequest;
import io.paycollect.server.model.BankGetStatusDynamicQrResponse;
import io.paycollect.server.model.BankGetVaPagingRequest;
import io.paycollect.server.model.BankGetVaPagingResponse;
import io.paycollect.server.model.BankRegisterNotifyRequest;
import io.paycollect.server.model.BankRegisterNotifyResponse;
import io.paycollect.server.model.CustomVietQrRequest;
import io.paycollect.server.model.CustomVietQrResponse;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The bank group of the generated server interface, answered by the in-memory {@link BankService}. */
@RestController
public class BankController implements BankApi {

    private final BankService bank;
    private final QrIssuer qr;
    private final Envelopes envelopes;
    private final WebhookUrls webhooks;

    /** Answers with {@code bank}, converting with {@code envelopes}. */
    public BankController(BankService bank, QrIssuer qr, Envelopes envelopes, WebhookUrls webhooks) {
        this.bank = bank;
        this.qr = qr;
        this.envelopes = envelopes;
        this.webhooks = webhooks;
    }

    @Override
    public ResponseEntity<BankConfirmDeleteVaResponse> confirmDeleteVa(BankConfirmDeleteVaRequest request) {
        return envelopes.ok(bank.confirmDeleteVa(envelopes.fields(request)), BankConfirmDeleteVaResponse.class);
    }

    @Override
    public ResponseEntity<BankConfirmRegisterNotifyResponse> confirmRegisterNotify(BankConfirmRegisterNotifyRequest request) {
        return envelopes.ok(bank.confirmRegisterNotify(envelopes.fields(request)), BankConfirmRegisterNotifyResponse.class);
    }

    @Override
    public ResponseEntity<BankConfirmVaResponse> confirmVa(BankConfirmVaRequest request) {
        return envelopes.ok(bank.confirmVa(envelopes.fields(request)), BankConfirmVaResponse.class);
    }

    @Override
    public ResponseEntity<BankCreateVaResponse> createVa(BankCreateVaRequest request) {
        return envelopes.ok(bank.createVa(webhooks.allowed(envelopes.fields(request)), Envelopes.callerClientId()), BankCreateVaResponse.class);
    }

    @Override
    public ResponseEntity<BankCreateVaAdvancedResponse> createVaAdvanced(BankCreateVaAdvancedRequest request) {
        return envelopes.ok(bank.createVaAdvanced(webhooks.allowed(envelopes.fields(request)), Envelopes.callerClientId()), BankCreateVaAdvancedResponse.class);
    }

    @Override
    public ResponseEntity<BankGetAccountNumberInfoByQrCodeResponse> getAccountNumberInfoByQrCode(Map<String, String> params) {
        return envelopes.ok(bank.getAccountNumberInfoByQrCode(Fields.ofQuery(params)), BankGetAccountNumberInfoByQrCodeResponse.class);
    }

    @Override
    public ResponseEntity<BankDeleteDynamicQrResponse> deleteDynamicQr(BankDeleteDynamicQrRequest request) {
        return envelopes.ok(bank.deleteDynamicQr(envelopes.fields(request)), BankDeleteDynamicQrResponse.class);
    }

    @Override
    public ResponseEntity<BankDeleteVaResponse> deleteVa(Map<String, String> params) {
        return envelopes.ok(bank.deleteVa(Fields.ofQuery(params)), BankDeleteVaResponse.class);
    }

    @Override
    public ResponseEntity<BankGenerateDynamicQrResponse> generateDynamicQr(BankGenerateDynamicQrRequest request) {
        return envelopes.ok(bank.generateDynamicQr(envelopes.fields(request)), BankGenerateDynamicQrResponse.class);
    }

    @Override
    public ResponseEntity<BankGenerateVietQrResponse> generateVietQr(BankGenerateVietQrRequest request) {
        return envelopes.ok(bank.generateVietQr(envelopes.fields(request)), BankGenerateVietQrResponse.class);
    }

    @Override
    public ResponseEntity<BankGetBanksResponse> getBanks() {
        return envelopes.ok(bank.getBanks(), BankGetBanksResponse.class);
    }

    @Override
    public ResponseEntity<BankGetStatusDynamicQrResponse> getStatusDynamicQr(BankGetStatusDynamicQrRequest request) {
        return envelopes.ok(bank.getStatusDynamicQr(envelopes.fields(request)), BankGetStatusDynamicQrResponse.class);
    }

    @Override
    public ResponseEntity<BankGetVaPagingResponse> getVaPaging(BankGetVaPagingRequest request) {
        return envelopes.ok(bank.getVaPaging(request), BankGetVaPagingResponse.class);
    }

    @Override
    public ResponseEntity<BankRegisterNotifyResponse> registerNotify(BankRegisterNotifyRequest request) {
        return envelopes.ok(bank.registerNotify(webhooks.allowed(envelopes.fields(request)), Envelopes.callerClientId()), BankRegisterNotifyResponse.class);
    }

    /**
     * The documented operation: bean validation (in the stubs) has already refused a missing bank or
     * account and an unknown bank with a 400; what is left to refuse is what cannot go into a VietQR.
     */
    @Override
    public ResponseEntity<CustomVietQrResponse> generateCustomVietQr(CustomVietQrRequest request) {
        NapasBank bank = NapasBank.byName(request.getBankName().getValue()).orElseThrow();
        return envelopes.ok(qr.issue(bank, request.getAccountNumber(), request.getAmount(), request.getContent()),
                CustomVietQrResponse.class);
    }
}
