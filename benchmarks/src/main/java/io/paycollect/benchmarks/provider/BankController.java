package io.paycollect.benchmarks.provider;

import io.paycollect.server.api.BankApi;
import io.paycollect.server.model.BankCreateBankLinkSessionRequest;
import io.paycollect.server.model.BankCreateBankLinkSessionResponse;
import io.paycollect.server.model.BankCreateDebitRequest;
import io.paycollect.server.model.BankCreateDebitResponse;
import io.paycollect.server.model.BankOffVaRequest;
import io.paycollect.server.model.BankOffVaResponse;
import io.paycollect.server.model.BankOnVaRequest;
import io.paycollect.server.model.BankOnVaResponse;
import io.paycollect.server.model.BankWebhookNotificationRequest;
import io.paycollect.server.model.BankWebhookNotificationResponse;
import io.paycollect.server.model.BankCreateBatchVaOnOffAnswer;
import io.paycollect.server.model.BankCreateBatchVaOnOffRequest;
import io.paycollect.server.model.BankCreateBatchVaOnOffResult;
import io.paycollect.server.model.BankConfirmDeleteVaRequest;
import io.paycollect.server.model.BankConfirmDeleteVaResponse;
import io.paycollect.server.model.BankConfirmRegisterNotifyRequest;
import io.paycollect.server.model.BankConfirmRegisterNotifyResponse;
import io.paycollect.server.model.BankConfirmVaRequest;
import io.paycollect.server.model.BankConfirmVaResponse;
import io.paycollect.server.model.BankCreateVaAdvancedRequest;
import io.paycollect.server.model.BankCreateVaAdvancedResponse;
import io.paycollect.server.model.BankCreateVaRequest;
import io.paycollect.server.model.BankGetAccountNumberInfoByQrCodeResponse;
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
import io.paycollect.server.model.CustomVietQrData;
import io.paycollect.server.model.CustomVietQrRequest;
import io.paycollect.server.model.CustomVietQrResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/**
 * Answers the measured operation, {@code generateCustomVietQr}, with the same envelope the loopback
 * server of the client benchmark sends, built from the request. The other bank operations are not
 * measured; they answer a bare success envelope so the interface is complete.
 */
@RestController
public class BankController implements BankApi {

    static final String QR_CODE = "00020101021238540010A00000072701240006970422011001234567890208QRIBFTTA53037045405"
            + "500005802VN62270823Thanh toan don hang 1236304ABCD";

    @Override
    public ResponseEntity<CustomVietQrResponse> generateCustomVietQr(CustomVietQrRequest request) {
        return ResponseEntity.ok(new CustomVietQrResponse("00", "Success").data(new CustomVietQrData()
                .qrCode(QR_CODE)
                .qrCodeImage("https://img.example.invalid/qr/" + request.getAccountNumber() + ".png")
                .qrAccount(request.getAccountNumber())
                .referenceLabelCode("REF0001234567")));
    }

    @Override
    public ResponseEntity<BankConfirmDeleteVaResponse> confirmDeleteVa(BankConfirmDeleteVaRequest request) {
        return ResponseEntity.ok(new BankConfirmDeleteVaResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankConfirmRegisterNotifyResponse> confirmRegisterNotify(BankConfirmRegisterNotifyRequest request) {
        return ResponseEntity.ok(new BankConfirmRegisterNotifyResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankConfirmVaResponse> confirmVa(BankConfirmVaRequest request) {
        return ResponseEntity.ok(new BankConfirmVaResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankCreateVaResponse> createVa(BankCreateVaRequest request) {
        return ResponseEntity.ok(new BankCreateVaResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankCreateVaAdvancedResponse> createVaAdvanced(BankCreateVaAdvancedRequest request) {
        return ResponseEntity.ok(new BankCreateVaAdvancedResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankGetAccountNumberInfoByQrCodeResponse> getAccountNumberInfoByQrCode(String qrCode) {
        return ResponseEntity.ok(new BankGetAccountNumberInfoByQrCodeResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankDeleteDynamicQrResponse> deleteDynamicQr(BankDeleteDynamicQrRequest request) {
        return ResponseEntity.ok(new BankDeleteDynamicQrResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankDeleteVaResponse> deleteVa(String vaAccountNumber, String bankBin, String bankName, Long merchantId) {
        return ResponseEntity.ok(new BankDeleteVaResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankGenerateDynamicQrResponse> generateDynamicQr(BankGenerateDynamicQrRequest request) {
        return ResponseEntity.ok(new BankGenerateDynamicQrResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankGenerateVietQrResponse> generateVietQr(BankGenerateVietQrRequest request) {
        return ResponseEntity.ok(new BankGenerateVietQrResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankGetBanksResponse> getBanks() {
        return ResponseEntity.ok(new BankGetBanksResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankGetStatusDynamicQrResponse> getStatusDynamicQr(BankGetStatusDynamicQrRequest request) {
        return ResponseEntity.ok(new BankGetStatusDynamicQrResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankGetVaPagingResponse> getVaPaging(BankGetVaPagingRequest request) {
        return ResponseEntity.ok(new BankGetVaPagingResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankRegisterNotifyResponse> registerNotify(BankRegisterNotifyRequest request) {
        return ResponseEntity.ok(new BankRegisterNotifyResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankCreateBankLinkSessionResponse> createBankLinkSession(BankCreateBankLinkSessionRequest request) {
        return ResponseEntity.ok(new BankCreateBankLinkSessionResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankCreateDebitResponse> createDebit(BankCreateDebitRequest request) {
        return ResponseEntity.ok(new BankCreateDebitResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankOffVaResponse> offVa(BankOffVaRequest request) {
        return ResponseEntity.ok(new BankOffVaResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankOnVaResponse> onVa(BankOnVaRequest request) {
        return ResponseEntity.ok(new BankOnVaResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankWebhookNotificationResponse> webhookNotification(BankWebhookNotificationRequest request) {
        return ResponseEntity.ok(new BankWebhookNotificationResponse("00", "Success"));
    }

    @Override
    public ResponseEntity<BankCreateBatchVaOnOffResult> createBatchVaOnOff(BankCreateBatchVaOnOffRequest request) {
        return ResponseEntity.ok(new BankCreateBatchVaOnOffAnswer());
    }
}
