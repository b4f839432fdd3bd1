package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.BankService;
import io.paycollect.sandbox.domain.BatchVirtualAccounts;
import io.paycollect.sandbox.domain.BankLinkSessions;
import io.paycollect.sandbox.domain.NotificationSettings;
import io.paycollect.sandbox.domain.VaBatch;
import io.paycollect.sandbox.domain.VaSwitchOn;
import io.paycollect.sandbox.domain.VirtualAccountSwitch;
import io.paycollect.sandbox.domain.WebhookChange;
import io.paycollect.sandbox.domain.QrIssuer;
import io.paycollect.sandbox.domain.StaticQrCodes;
import io.paycollect.sandbox.domain.NapasBank;
import io.paycollect.sandbox.store.Given;
import io.paycollect.server.api.BankApi;
import io.paycollect.server.model.BankCreateBankLinkSessionRequest;
import io.paycollect.server.model.BankCreateBankLinkSessionResponse;
import io.paycollect.server.model.BankCreateBatchVaOnOffAnswer;
import io.paycollect.server.model.BankCreateBatchVaOnOffRequest;
import io.paycollect.server.model.BankCreateBatchVaOnOffResult;
import io.paycollect.server.model.BankCreateDebitRequest;
import io.paycollect.server.model.BankCreateDebitResponse;
import io.paycollect.server.model.BankName;
import io.paycollect.server.model.BankOffVaRequest;
import io.paycollect.server.model.BankOffVaResponse;
import io.paycollect.server.model.BankOnVaRequest;
import io.paycollect.server.model.BankOnVaResponse;
import io.paycollect.server.model.BankWebhookNotificationRequest;
import io.paycollect.server.model.BankWebhookNotificationResponse;
import io.paycollect.server.model.BankCreateVaAdvancedData;
import io.paycollect.server.model.BankCreateVaAdvancedRequest;
import io.paycollect.server.model.BankCreateVaData;
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
import java.math.BigDecimal;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The bank group of the generated server interface, answered by the in-memory {@link BankService}. */
@RestController
public class BankController implements BankApi {

    private final BankService bank;
    private final QrIssuer qr;
    private final Envelopes envelopes;
    private final WebhookUrls webhooks;
    private final VirtualAccountSwitch switches;
    private final NotificationSettings notificationSettings;
    private final BatchVirtualAccounts batches;
    private final BankLinkSessions linkSessions;

    /** Answers with {@code bank} and the services beside it, converting with {@code envelopes}. */
    public BankController(BankService bank, QrIssuer qr, Envelopes envelopes, WebhookUrls webhooks,
            VirtualAccountSwitch switches, NotificationSettings notificationSettings, BatchVirtualAccounts batches,
            BankLinkSessions linkSessions) {
        this.bank = bank;
        this.qr = qr;
        this.envelopes = envelopes;
        this.webhooks = webhooks;
        this.switches = switches;
        this.notificationSettings = notificationSettings;
        this.batches = batches;
        this.linkSessions = linkSessions;
    }

    @Override
    public ResponseEntity<BankOnVaResponse> onVa(BankOnVaRequest request) {
        return envelopes.ok(switches.on(new VaSwitchOn(request.getVaAccountNumber(), request.getMerchantId(),
                request.getQrCodeType().getValue(), request.getAmount(), request.getExpireInMinute(), request.getPurpose(),
                request.getExtraInfo(), request.getName()), Envelopes.callerClientId()), BankOnVaResponse.class);
    }

    @Override
    public ResponseEntity<BankOffVaResponse> offVa(BankOffVaRequest request) {
        return envelopes.ok(switches.off(request.getVaAccountNumber(), request.getBillId(), request.getMerchantId(),
                Envelopes.callerClientId()), BankOffVaResponse.class);
    }

    @Override
    public ResponseEntity<BankWebhookNotificationResponse> webhookNotification(BankWebhookNotificationRequest request) {
        webhooks.allowed(request.getWebhookUrl());
        boolean done = notificationSettings.apply(new WebhookChange(request.getWebhookUrl(), request.getVaAccountNumber(),
                request.getTargetId(), request.getType() == null ? null : request.getType().getValue(),
                request.getIsActive()), Envelopes.callerClientId());
        return envelopes.ok(done, BankWebhookNotificationResponse.class);
    }

    @Override
    public ResponseEntity<BankCreateBankLinkSessionResponse> createBankLinkSession(BankCreateBankLinkSessionRequest request) {
        if (request.getRedirectUrl() != null) {
            // Only the payer's browser goes there, so any absolute http(s) URL will do.
            Given.optionalUrl("redirectUrl", request.getRedirectUrl());
        }
        return envelopes.ok(linkSessions.create(request.getMerchantId(), request.getShopId(),
                request.getType() == null ? null : request.getType().getValue(), names(request.getAllowedBanks()),
                names(request.getDisallowedBanks()), request.getRedirectUrl(), Envelopes.callerClientId()),
                BankCreateBankLinkSessionResponse.class);
    }

    @Override
    public ResponseEntity<BankCreateDebitResponse> createDebit(BankCreateDebitRequest request) {
        return envelopes.ok(bank.createDebit(request, webhooks.allowed(request.getWebhookUrl()).orElse(null), Envelopes.callerClientId()),
                BankCreateDebitResponse.class);
    }

    /** The one answer of the service that is a bare list, not the envelope, as the official Java SDK reads it. */
    @Override
    public ResponseEntity<BankCreateBatchVaOnOffResult> createBatchVaOnOff(BankCreateBatchVaOnOffRequest request) {
        VaBatch batch = new VaBatch(QrIssuer.bank(Given.valueOf(request.getBankName()), request.getBankBin()), request.getAccountType().getValue(),
                request.getVaPrefix(), request.getName(), whole(request.getShopId(), "shopId"), request.getMerchantId(),
                request.getVaAccountNumbers(), whole(request.getAmount(), "amount"), request.getPurpose());
        BankCreateBatchVaOnOffAnswer answer = new BankCreateBatchVaOnOffAnswer();
        answer.addAll(batches.create(batch, Envelopes.callerClientId()));
        return ResponseEntity.ok(answer);
    }

    private static List<String> names(List<BankName> banks) {
        return banks == null ? List.of() : banks.stream().map(BankName::getValue).toList();
    }

    private static Long whole(BigDecimal value, String field) {
        return value == null ? null : io.paycollect.sandbox.domain.PaymentLinks.wholeVnd(value, field);
    }

    @Override
    public ResponseEntity<BankConfirmDeleteVaResponse> confirmDeleteVa(BankConfirmDeleteVaRequest request) {
        return envelopes.ok(bank.confirmDeleteVa(request), BankConfirmDeleteVaResponse.class);
    }

    @Override
    public ResponseEntity<BankConfirmRegisterNotifyResponse> confirmRegisterNotify(BankConfirmRegisterNotifyRequest request) {
        return envelopes.ok(bank.confirmRegisterNotify(request), BankConfirmRegisterNotifyResponse.class);
    }

    @Override
    public ResponseEntity<BankConfirmVaResponse> confirmVa(BankConfirmVaRequest request) {
        return envelopes.ok(bank.confirmVa(request), BankConfirmVaResponse.class);
    }

    @Override
    public ResponseEntity<BankCreateVaResponse> createVa(BankCreateVaRequest request) {
        return envelopes.ok(bank.createVa(request, webhooks.allowed(request.getWebhookUrl()).orElse(null), Envelopes.callerClientId()), BankCreateVaResponse.class);
    }

    @Override
    public ResponseEntity<BankCreateVaAdvancedResponse> createVaAdvanced(BankCreateVaAdvancedRequest request) {
        BankCreateVaData va = bank.createVaAdvanced(request, webhooks.allowed(request.getWebhookUrl()).orElse(null),
                Envelopes.callerClientId());
        // The same answer as create-va's, under the advanced operation's own type.
        return envelopes.ok(new BankCreateVaAdvancedData().bankName(va.getBankName())
                .merchantAccountNumberId(va.getMerchantAccountNumberId()).shopId(va.getShopId()).status(va.getStatus())
                .confirmId(va.getConfirmId()).vaAccountNumber(va.getVaAccountNumber()).deepLink(va.getDeepLink())
                .otpMethod(va.getOtpMethod()), BankCreateVaAdvancedResponse.class);
    }

    @Override
    public ResponseEntity<BankGetAccountNumberInfoByQrCodeResponse> getAccountNumberInfoByQrCode(String qrCode) {
        return envelopes.ok(bank.getAccountNumberInfoByQrCode(QueryParameters.text(qrCode)), BankGetAccountNumberInfoByQrCodeResponse.class);
    }

    @Override
    public ResponseEntity<BankDeleteDynamicQrResponse> deleteDynamicQr(BankDeleteDynamicQrRequest request) {
        return envelopes.ok(bank.deleteDynamicQr(request, Envelopes.callerClientId()), BankDeleteDynamicQrResponse.class);
    }

    @Override
    public ResponseEntity<BankDeleteVaResponse> deleteVa(String vaAccountNumber, String bankBin, String bankName, Long merchantId) {
        // merchantId is accepted and not used: a VA number names one VA of the sandbox.
        return envelopes.ok(bank.deleteVa(QueryParameters.text(vaAccountNumber), QueryParameters.text(bankName),
                QueryParameters.text(bankBin), Envelopes.callerClientId()), BankDeleteVaResponse.class);
    }

    @Override
    public ResponseEntity<BankGenerateDynamicQrResponse> generateDynamicQr(BankGenerateDynamicQrRequest request) {
        return envelopes.ok(bank.generateDynamicQr(request, Envelopes.callerClientId()), BankGenerateDynamicQrResponse.class);
    }

    @Override
    public ResponseEntity<BankGenerateVietQrResponse> generateVietQr(BankGenerateVietQrRequest request) {
        return envelopes.ok(StaticQrCodes.generate(qr, request), BankGenerateVietQrResponse.class);
    }

    @Override
    public ResponseEntity<BankGetBanksResponse> getBanks() {
        return envelopes.ok(NapasBank.bankList(), BankGetBanksResponse.class);
    }

    @Override
    public ResponseEntity<BankGetStatusDynamicQrResponse> getStatusDynamicQr(BankGetStatusDynamicQrRequest request) {
        return envelopes.ok(bank.getStatusDynamicQr(request, Envelopes.callerClientId()), BankGetStatusDynamicQrResponse.class);
    }

    @Override
    public ResponseEntity<BankGetVaPagingResponse> getVaPaging(BankGetVaPagingRequest request) {
        return envelopes.ok(bank.getVaPaging(request), BankGetVaPagingResponse.class);
    }

    @Override
    public ResponseEntity<BankRegisterNotifyResponse> registerNotify(BankRegisterNotifyRequest request) {
        return envelopes.ok(bank.registerNotify(request,
                webhooks.allowed(request.getAdditionalProperty("webhookUrl")).orElse(null), Envelopes.callerClientId()), BankRegisterNotifyResponse.class);
    }

    /**
     * The documented operation: bean validation (in the stubs) has already refused a missing bank or
     * account and an unknown bank with a 400; what is left to refuse is what cannot go into a VietQR.
     */
    @Override
    public ResponseEntity<CustomVietQrResponse> generateCustomVietQr(CustomVietQrRequest request) {
        NapasBank bank = NapasBank.byName(request.getBankName().getValue()).orElseThrow();
        return envelopes.ok(qr.issueCustom(bank, request.getAccountNumber(), request.getAmount(), request.getContent()),
                CustomVietQrResponse.class);
    }
}
