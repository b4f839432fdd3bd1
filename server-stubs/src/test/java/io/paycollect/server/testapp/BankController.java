package io.paycollect.server.testapp;

import io.paycollect.server.SignatureVerificationFilter;
import io.paycollect.server.api.BankApi;
import io.paycollect.server.model.*;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Arrays;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** Implements the generated {@link BankApi}: records each input and answers "00". */
@RestController
public class BankController implements BankApi {

    private final Recorder recorder;
    private final HttpServletRequest request;

    public BankController(Recorder recorder, HttpServletRequest request) {
        this.recorder = recorder;
        this.request = request;
    }

    private void record(Object input) {
        recorder.record(input, request.getAttribute(SignatureVerificationFilter.CLIENT_ID_ATTRIBUTE));
    }

    @Override
    public ResponseEntity<CustomVietQrResponse> generateCustomVietQr(CustomVietQrRequest body) {
        record(body);
        return ResponseEntity.ok(new CustomVietQrResponse("00", "Success")
                .data(new CustomVietQrData().qrAccount(body.getAccountNumber()).referenceLabelCode(body.getContent())));
    }

    @Override
    public ResponseEntity<BankCreateVaResponse> createVa(BankCreateVaRequest body) {
        record(body);
        return ResponseEntity.ok(new BankCreateVaResponse("00", "Success")
                .data(new BankCreateVaData().putAdditionalProperty("echo", body.getAdditionalProperties())));
    }

    @Override
    public ResponseEntity<BankCreateVaAdvancedResponse> createVaAdvanced(BankCreateVaAdvancedRequest body) {
        record(body);
        return ResponseEntity.ok(new BankCreateVaAdvancedResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankGetAccountNumberInfoByQrCodeResponse> getAccountNumberInfoByQrCode(String qrCode) {
        record(qrCode);
        return ResponseEntity.ok(new BankGetAccountNumberInfoByQrCodeResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankDeleteVaResponse> deleteVa(String vaAccountNumber, String bankBin, String bankName, Long merchantId) {
        record(Arrays.asList(vaAccountNumber, bankBin, bankName, merchantId));
        return ResponseEntity.ok(new BankDeleteVaResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankGetBanksResponse> getBanks() {
        record("getBanks");
        return ResponseEntity.ok(new BankGetBanksResponse("00", "Success"));
    }

    /** A fault of the implementation, carrying a detail that must not reach the caller. */
    @Override
    public ResponseEntity<BankConfirmVaResponse> confirmVa(BankConfirmVaRequest body) {
        record(body);
        throw new IllegalStateException("internal detail: database password is hunter2");
    }

    @Override
    public ResponseEntity<BankConfirmDeleteVaResponse> confirmDeleteVa(BankConfirmDeleteVaRequest body) {
        record(body);
        return ResponseEntity.ok(new BankConfirmDeleteVaResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankConfirmRegisterNotifyResponse> confirmRegisterNotify(BankConfirmRegisterNotifyRequest body) {
        record(body);
        return ResponseEntity.ok(new BankConfirmRegisterNotifyResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankDeleteDynamicQrResponse> deleteDynamicQr(BankDeleteDynamicQrRequest body) {
        record(body);
        return ResponseEntity.ok(new BankDeleteDynamicQrResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankGenerateDynamicQrResponse> generateDynamicQr(BankGenerateDynamicQrRequest body) {
        record(body);
        return ResponseEntity.ok(new BankGenerateDynamicQrResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankGenerateVietQrResponse> generateVietQr(BankGenerateVietQrRequest body) {
        record(body);
        return ResponseEntity.ok(new BankGenerateVietQrResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankGetStatusDynamicQrResponse> getStatusDynamicQr(BankGetStatusDynamicQrRequest body) {
        record(body);
        return ResponseEntity.ok(new BankGetStatusDynamicQrResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankGetVaPagingResponse> getVaPaging(BankGetVaPagingRequest body) {
        record(body);
        return ResponseEntity.ok(new BankGetVaPagingResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankRegisterNotifyResponse> registerNotify(BankRegisterNotifyRequest body) {
        record(body);
        return ResponseEntity.ok(new BankRegisterNotifyResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankOnVaResponse> onVa(BankOnVaRequest body) {
        record(body);
        return ResponseEntity.ok(new BankOnVaResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankOffVaResponse> offVa(BankOffVaRequest body) {
        record(body);
        return ResponseEntity.ok(new BankOffVaResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankWebhookNotificationResponse> webhookNotification(BankWebhookNotificationRequest body) {
        record(body);
        return ResponseEntity.ok(new BankWebhookNotificationResponse("00", "Success").data(true));
    }

    @Override
    public ResponseEntity<BankCreateBankLinkSessionResponse> createBankLinkSession(BankCreateBankLinkSessionRequest body) {
        record(body);
        return ResponseEntity.ok(new BankCreateBankLinkSessionResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankCreateDebitResponse> createDebit(BankCreateDebitRequest body) {
        record(body);
        return ResponseEntity.ok(new BankCreateDebitResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankCreateBatchVaOnOffResult> createBatchVaOnOff(BankCreateBatchVaOnOffRequest body) {
        record(body);
        return ResponseEntity.ok(new BankCreateBatchVaOnOffAnswer());
    }
}
