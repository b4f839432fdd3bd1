package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.paycollect.api.GoldenSignatures;
import io.paycollect.api.RequestSigner;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import io.paycollect.client.model.BankConfirmDeleteVaRequest;
import io.paycollect.client.model.BankConfirmRegisterNotifyRequest;
import io.paycollect.client.model.BankConfirmVaRequest;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.BankDeleteDynamicQrRequest;
import io.paycollect.client.model.BankGenerateDynamicQrRequest;
import io.paycollect.client.model.BankGenerateVietQrRequest;
import io.paycollect.client.model.BankGetStatusDynamicQrRequest;
import io.paycollect.client.model.BankGetVaPagingRequest;
import io.paycollect.client.model.BankRegisterNotifyRequest;
import io.paycollect.client.model.DeepLinkGenerateRequest;
import io.paycollect.client.model.DeviceAddDeviceToShopRequest;
import io.paycollect.client.model.DeviceGenerateAndShowDynamicQrCodeRequest;
import io.paycollect.client.model.DeviceGetDevicesLinkToShopOrVaRequest;
import io.paycollect.client.model.DeviceGetPagingRequest;
import io.paycollect.client.model.DeviceReadAmountLinkToMerchantRequest;
import io.paycollect.client.model.DeviceReadSecurityCodeRequest;
import io.paycollect.client.model.DeviceShowDynamicQrCodeRequest;
import io.paycollect.client.model.DeviceShowQrCodeRequest;
import io.paycollect.client.model.DeviceShowStaticQrCodeRequest;
import io.paycollect.client.model.DeviceUpdateShopDeviceLinkStatusRequest;
import io.paycollect.client.model.DirectDebitDeleteSubscriptionRequest;
import io.paycollect.client.model.DirectDebitEditConfirmPaymentMethodRequest;
import io.paycollect.client.model.DirectDebitPaymentBillRequest;
import io.paycollect.client.model.DirectDebitRefundRequest;
import io.paycollect.client.model.DirectDebitRegisterRequest;
import io.paycollect.client.model.MerchantConfigAccountBusinessRequest;
import io.paycollect.client.model.MerchantCreateOrUpdateConfigRequest;
import io.paycollect.client.model.MerchantCreateRequest;
import io.paycollect.client.model.MerchantDeleteConfigAccountBusinessRequest;
import io.paycollect.client.model.MerchantDeleteConfigRequest;
import io.paycollect.client.model.MerchantGetPagingConfigRequest;
import io.paycollect.client.model.MerchantGetPagingRequest;
import io.paycollect.client.model.ShopCreateOrUpdateRequest;
import io.paycollect.client.model.ShopGetPagingRequest;

import io.paycollect.client.model.TransactionGetPagingRequest;
import io.paycollect.client.model.AccountNumberGetAllDdlRequest;
import io.paycollect.client.model.BankCreateVaAdvancedRequest;
import io.paycollect.client.model.DeepLinkGenerateBidvTestRequest;
import io.paycollect.client.model.DeviceNfcCommandRequest;
import io.paycollect.client.model.DevicePrintReceiptRequest;
import io.paycollect.client.model.DeviceReadAmountRequest;
import io.paycollect.client.model.DeviceReadPartnerSecurityCodeRequest;
import io.paycollect.client.model.DeviceResetDeviceRequest;
import io.paycollect.client.model.EInvoiceCreateAndIssueRequest;
import io.paycollect.client.model.EInvoiceCreateOrUpdateAccountRequest;
import io.paycollect.client.model.EInvoiceCreateRequest;
import io.paycollect.client.model.EInvoiceDeleteAccountRequest;
import io.paycollect.client.model.EInvoiceDownloadRequest;
import io.paycollect.client.model.EInvoiceGetInvoiceInfoRequest;
import io.paycollect.client.model.EInvoiceGetPagingAccountRequest;
import io.paycollect.client.model.EInvoiceInvoiceTemplatesRequest;
import io.paycollect.client.model.EInvoiceSendEmailRequest;
import io.paycollect.client.model.PaymentGatewayCreateLinkRequest;
import io.paycollect.client.model.BankOnVaRequest;
import io.paycollect.client.model.BankOffVaRequest;
import io.paycollect.client.model.BankWebhookNotificationRequest;
import io.paycollect.client.model.BankCreateBankLinkSessionRequest;
import io.paycollect.client.model.BankCreateDebitRequest;
import io.paycollect.client.model.BankCreateBatchVaOnOffRequest;
import io.paycollect.client.model.EInvoiceInputConnectRequest;
import io.paycollect.client.model.EInvoiceInputDisconnectRequest;
import io.paycollect.client.model.EInvoiceInputSyncRequest;
import io.paycollect.client.model.EInvoiceInputListRequest;
import io.paycollect.client.model.EInvoiceInputDetailRequest;
import io.paycollect.client.model.EInvoiceInputPreviewBase64Request;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every one of the 44 operations, called as {@code client.<group>().<sdkMethod>(...)}, reaches a real
 * HTTP server with the right method, path, query, headers and body, signed over the exact bytes the
 * server received. The table is typed code, so a missing or renamed method fails compilation; a test
 * checks it against the interface's own list of operations (interface-operations.tsv of the api
 * module).
 */
class AllOperationsOnTheWireTest extends AgainstRecordingServer {

    enum Input { SHOWN_BODY, EVIDENCED_BODY, QUERY, NONE }

    record Operation(String tag, String method, String path, String sdkMethod, Input input,
                     Function<PayCollectClient, Object> call) {
        @Override
        public String toString() {
            return tag + "." + sdkMethod + " (" + method + " " + path + ")";
        }
    }

    /** Query text: a space, an ampersand and an equals sign that must be escaped. */
    static final String TEXT = "VA 001&x=y";
    private static final String SENT = "VA%20001%26x%3Dy";

    /** What each query operation above puts on the wire: every argument as its named parameter, escaped. */
    private static final Map<String, String> EXPECTED_QUERIES = Map.of(
            "deleteVa", "bankBin=970422&bankName=MBB&vaAccountNumber=" + SENT + "&merchantId=7",
            "delete", "merchantId=7",
            "reset", "uuid=" + SENT,
            "getSubscriptionStatus", "requestId=" + SENT + "&subscriptionId=" + SENT + "&tokenRef=" + SENT,
            "getTransactionStatus", "transactionId=" + SENT + "&tokenRef=" + SENT + "&subscriptionId=" + SENT,
            "getPagingTransactions", "subscriptionId=" + SENT + "&tokenRef=" + SENT
                    + "&startTime=20260131091500&endTime=2026-01-31T23%3A59%3A59&skipCount=0&maxResultCount=7",
            "getAccountNumberInfoByQrCode", "qrCode=" + SENT,
            "verifyReferralCode", "referralCode=" + SENT);

    /** Reads exactly: a number stays as written, so the sent body compares with the example as it is. */
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    static List<Operation> operations() {
        return List.of(
                op("bank", "POST", "/v1/generate-viet-qr", "generateCustomVietQr", Input.SHOWN_BODY,
                        c -> c.bank().generateCustomVietQr(goldenQrRequest())),
                op("bank", "POST", "/v1/bank/generate-viet-qr", "generateVietQr", Input.EVIDENCED_BODY,
                        c -> c.bank().generateVietQr(fromExample(BankGenerateVietQrRequest.class, "POST", "/v1/bank/generate-viet-qr"))),
                op("bank", "POST", "/v1/bank/generate-dynamic-qr", "generateDynamicQr", Input.EVIDENCED_BODY,
                        c -> c.bank().generateDynamicQr(fromExample(BankGenerateDynamicQrRequest.class, "POST", "/v1/bank/generate-dynamic-qr"))),
                op("bank", "POST", "/v1/bank/delete-dynamic-qr", "deleteDynamicQr", Input.EVIDENCED_BODY,
                        c -> c.bank().deleteDynamicQr(fromExample(BankDeleteDynamicQrRequest.class, "POST", "/v1/bank/delete-dynamic-qr"))),
                op("bank", "POST", "/v1/bank/get-status-dynamic-qr", "getStatusDynamicQr", Input.EVIDENCED_BODY,
                        c -> c.bank().getStatusDynamicQr(fromExample(BankGetStatusDynamicQrRequest.class, "POST", "/v1/bank/get-status-dynamic-qr"))),
                op("bank", "GET", "/v1/bank/get-banks", "getBanks", Input.NONE,
                        c -> c.bank().getBanks()),
                op("bank", "POST", "/v1/bank/get-va-paging", "getVaPaging", Input.EVIDENCED_BODY,
                        c -> c.bank().getVaPaging(fromExample(BankGetVaPagingRequest.class, "POST", "/v1/bank/get-va-paging"))),
                op("bank", "POST", "/v1/bank/create-va", "createVa", Input.EVIDENCED_BODY,
                        c -> c.bank().createVa(fromExample(BankCreateVaRequest.class, "POST", "/v1/bank/create-va"))),
                op("bank", "POST", "/v1/bank/confirm-va", "confirmVa", Input.EVIDENCED_BODY,
                        c -> c.bank().confirmVa(fromExample(BankConfirmVaRequest.class, "POST", "/v1/bank/confirm-va"))),
                op("bank", "POST", "/v1/bank/delete-va", "deleteVa", Input.QUERY,
                        c -> c.bank().deleteVa(TEXT, "970422", "MBB", 7L)),
                op("bank", "POST", "/v1/bank/confirm-delete-va", "confirmDeleteVa", Input.EVIDENCED_BODY,
                        c -> c.bank().confirmDeleteVa(fromExample(BankConfirmDeleteVaRequest.class, "POST", "/v1/bank/confirm-delete-va"))),
                op("bank", "POST", "/v1/bank/register-notify", "registerNotify", Input.EVIDENCED_BODY,
                        c -> c.bank().registerNotify(fromExample(BankRegisterNotifyRequest.class, "POST", "/v1/bank/register-notify"))),
                op("bank", "POST", "/v1/bank/confirm-register-notify", "confirmRegisterNotify", Input.EVIDENCED_BODY,
                        c -> c.bank().confirmRegisterNotify(fromExample(BankConfirmRegisterNotifyRequest.class, "POST", "/v1/bank/confirm-register-notify"))),
                op("merchant", "POST", "/v1/merchant/create", "create", Input.EVIDENCED_BODY,
                        c -> c.merchant().create(fromExample(MerchantCreateRequest.class, "POST", "/v1/merchant/create"))),
                op("merchant", "POST", "/v1/merchant/get-paging", "getPaging", Input.EVIDENCED_BODY,
                        c -> c.merchant().getPaging(fromExample(MerchantGetPagingRequest.class, "POST", "/v1/merchant/get-paging"))),
                op("merchant", "DELETE", "/v1/merchant/delete", "delete", Input.QUERY,
                        c -> c.merchant().delete(7L)),
                op("merchant", "POST", "/v1/merchant/get-paging-config", "getPagingConfig", Input.EVIDENCED_BODY,
                        c -> c.merchant().getPagingConfig(fromExample(MerchantGetPagingConfigRequest.class, "POST", "/v1/merchant/get-paging-config"))),
                op("merchant", "POST", "/v1/merchant/create-or-update-config", "createOrUpdateConfig", Input.EVIDENCED_BODY,
                        c -> c.merchant().createOrUpdateConfig(fromExample(MerchantCreateOrUpdateConfigRequest.class, "POST", "/v1/merchant/create-or-update-config"))),
                op("merchant", "POST", "/v1/merchant/delete-config", "deleteConfig", Input.EVIDENCED_BODY,
                        c -> c.merchant().deleteConfig(fromExample(MerchantDeleteConfigRequest.class, "POST", "/v1/merchant/delete-config"))),
                op("merchant", "POST", "/v1/merchant/config-account-business", "configAccountBusiness", Input.EVIDENCED_BODY,
                        c -> c.merchant().configAccountBusiness(fromExample(MerchantConfigAccountBusinessRequest.class, "POST", "/v1/merchant/config-account-business"))),
                op("merchant", "POST", "/v1/merchant/delete-config-account-business", "deleteConfigAccountBusiness", Input.EVIDENCED_BODY,
                        c -> c.merchant().deleteConfigAccountBusiness(fromExample(MerchantDeleteConfigAccountBusinessRequest.class, "POST", "/v1/merchant/delete-config-account-business"))),
                op("shop", "POST", "/v1/shop/create-or-update", "createOrUpdate", Input.EVIDENCED_BODY,
                        c -> c.shop().createOrUpdate(fromExample(ShopCreateOrUpdateRequest.class, "POST", "/v1/shop/create-or-update"))),
                op("shop", "POST", "/v1/shop/get-paging", "getPaging", Input.EVIDENCED_BODY,
                        c -> c.shop().getPaging(fromExample(ShopGetPagingRequest.class, "POST", "/v1/shop/get-paging"))),
                op("device", "POST", "/v1/device/read-security-code", "readSecurityCode", Input.EVIDENCED_BODY,
                        c -> c.device().readSecurityCode(fromExample(DeviceReadSecurityCodeRequest.class, "POST", "/v1/device/read-security-code"))),
                op("device", "POST", "/v1/device/show-qr-code", "showQrCode", Input.EVIDENCED_BODY,
                        c -> c.device().showQrCode(fromExample(DeviceShowQrCodeRequest.class, "POST", "/v1/device/show-qr-code"))),
                op("device", "POST", "/v1/device/show-dynamic-qr-code", "showDynamicQrCode", Input.EVIDENCED_BODY,
                        c -> c.device().showDynamicQrCode(fromExample(DeviceShowDynamicQrCodeRequest.class, "POST", "/v1/device/show-dynamic-qr-code"))),
                op("device", "POST", "/v1/device/show-static-qr-code", "showStaticQrCode", Input.EVIDENCED_BODY,
                        c -> c.device().showStaticQrCode(fromExample(DeviceShowStaticQrCodeRequest.class, "POST", "/v1/device/show-static-qr-code"))),
                op("device", "POST", "/v1/device/generate-and-show-dynamic-qr-code", "generateAndShowDynamicQrCode", Input.EVIDENCED_BODY,
                        c -> c.device().generateAndShowDynamicQrCode(fromExample(DeviceGenerateAndShowDynamicQrCodeRequest.class, "POST", "/v1/device/generate-and-show-dynamic-qr-code"))),
                op("device", "POST", "/v1/device/add-device-to-shop", "addDeviceToShop", Input.EVIDENCED_BODY,
                        c -> c.device().addDeviceToShop(fromExample(DeviceAddDeviceToShopRequest.class, "POST", "/v1/device/add-device-to-shop"))),
                op("device", "POST", "/v1/device/update-shop-device-link-status", "updateShopDeviceLinkStatus", Input.EVIDENCED_BODY,
                        c -> c.device().updateShopDeviceLinkStatus(fromExample(DeviceUpdateShopDeviceLinkStatusRequest.class, "POST", "/v1/device/update-shop-device-link-status"))),
                op("device", "POST", "/v1/device/get-paging", "getPaging", Input.EVIDENCED_BODY,
                        c -> c.device().getPaging(fromExample(DeviceGetPagingRequest.class, "POST", "/v1/device/get-paging"))),
                op("device", "POST", "/v1/device/get-devices-link-to-shop-or-va", "getDevicesLinkToShopOrVa", Input.EVIDENCED_BODY,
                        c -> c.device().getDevicesLinkToShopOrVa(fromExample(DeviceGetDevicesLinkToShopOrVaRequest.class, "POST", "/v1/device/get-devices-link-to-shop-or-va"))),
                op("device", "POST", "/v1/device/read-amount-link-to-merchant", "readAmountLinkToMerchant", Input.EVIDENCED_BODY,
                        c -> c.device().readAmountLinkToMerchant(fromExample(DeviceReadAmountLinkToMerchantRequest.class, "POST", "/v1/device/read-amount-link-to-merchant"))),
                op("device", "DELETE", "/v1/device/reset", "reset", Input.QUERY,
                        c -> c.device().reset(TEXT)),
                op("deepLink", "POST", "/v1/deep-link/generate", "generate", Input.EVIDENCED_BODY,
                        c -> c.deepLink().generate(fromExample(DeepLinkGenerateRequest.class, "POST", "/v1/deep-link/generate"))),
                op("directDebit", "POST", "/v1/direct-debit/register", "register", Input.EVIDENCED_BODY,
                        c -> c.directDebit().register(fromExample(DirectDebitRegisterRequest.class, "POST", "/v1/direct-debit/register"))),
                op("directDebit", "POST", "/v1/direct-debit/payment-bill", "paymentBill", Input.EVIDENCED_BODY,
                        c -> c.directDebit().paymentBill(fromExample(DirectDebitPaymentBillRequest.class, "POST", "/v1/direct-debit/payment-bill"))),
                op("directDebit", "DELETE", "/v1/direct-debit/delete-subscription", "deleteSubscription", Input.EVIDENCED_BODY,
                        c -> c.directDebit().deleteSubscription(fromExample(DirectDebitDeleteSubscriptionRequest.class, "DELETE", "/v1/direct-debit/delete-subscription"))),
                op("directDebit", "POST", "/v1/direct-debit/refund", "refund", Input.EVIDENCED_BODY,
                        c -> c.directDebit().refund(fromExample(DirectDebitRefundRequest.class, "POST", "/v1/direct-debit/refund"))),
                op("directDebit", "PUT", "/v1/direct-debit/edit-confirm-payment-method", "editConfirmPaymentMethod", Input.EVIDENCED_BODY,
                        c -> c.directDebit().editConfirmPaymentMethod(fromExample(DirectDebitEditConfirmPaymentMethodRequest.class, "PUT", "/v1/direct-debit/edit-confirm-payment-method"))),
                op("directDebit", "GET", "/v1/direct-debit/get-subscription-status", "getSubscriptionStatus", Input.QUERY,
                        c -> c.directDebit().getSubscriptionStatus(TEXT, TEXT, TEXT)),
                op("directDebit", "GET", "/v1/direct-debit/get-transaction-status", "getTransactionStatus", Input.QUERY,
                        c -> c.directDebit().getTransactionStatus(TEXT, TEXT, TEXT)),
                op("directDebit", "GET", "/v1/direct-debit/get-paging-transactions", "getPagingTransactions", Input.QUERY,
                        c -> c.directDebit().getPagingTransactions(TEXT, TEXT, "20260131091500", "2026-01-31T23:59:59", 0, 7)),
                op("transaction", "POST", "/v1/transaction/get-paging", "getPaging", Input.EVIDENCED_BODY,
                        c -> c.transaction().getPaging(fromExample(TransactionGetPagingRequest.class, "POST", "/v1/transaction/get-paging"))),
                // Beyond the interface description: called by the official SDKs.
                op("bank", "POST", "/v1/bank/create-va-advanced", "createVaAdvanced", Input.EVIDENCED_BODY,
                        c -> c.bank().createVaAdvanced(fromExample(BankCreateVaAdvancedRequest.class, "POST", "/v1/bank/create-va-advanced"))),
                op("bank", "POST", "/v1/bank/get-account-number-info-by-qr-code", "getAccountNumberInfoByQrCode", Input.QUERY,
                        c -> c.bank().getAccountNumberInfoByQrCode(TEXT)),
                op("device", "POST", "/v1/device/read-amount", "readAmount", Input.EVIDENCED_BODY,
                        c -> c.device().readAmount(fromExample(DeviceReadAmountRequest.class, "POST", "/v1/device/read-amount"))),
                op("device", "POST", "/v1/device/read-partner-security-code", "readPartnerSecurityCode", Input.EVIDENCED_BODY,
                        c -> c.device().readPartnerSecurityCode(fromExample(DeviceReadPartnerSecurityCodeRequest.class, "POST", "/v1/device/read-partner-security-code"))),
                op("device", "POST", "/v1/device/print-receipt", "printReceipt", Input.EVIDENCED_BODY,
                        c -> c.device().printReceipt(fromExample(DevicePrintReceiptRequest.class, "POST", "/v1/device/print-receipt"))),
                op("device", "POST", "/v1/device/nfc-command", "nfcCommand", Input.EVIDENCED_BODY,
                        c -> c.device().nfcCommand(fromExample(DeviceNfcCommandRequest.class, "POST", "/v1/device/nfc-command"))),
                op("device", "POST", "/v1/device/reset-device", "resetDevice", Input.EVIDENCED_BODY,
                        c -> c.device().resetDevice(fromExample(DeviceResetDeviceRequest.class, "POST", "/v1/device/reset-device"))),
                op("deepLink", "POST", "/v1/deep-link/generate-bidv-test", "generateBidvTest", Input.EVIDENCED_BODY,
                        c -> c.deepLink().generateBidvTest(fromExample(DeepLinkGenerateBidvTestRequest.class, "POST", "/v1/deep-link/generate-bidv-test"))),
                op("accountNumber", "POST", "/v1/account-number/get-all-ddl", "getAllDdl", Input.EVIDENCED_BODY,
                        c -> c.accountNumber().getAllDdl(fromExample(AccountNumberGetAllDdlRequest.class, "POST", "/v1/account-number/get-all-ddl"))),
                op("user", "POST", "/v1/user/verify-referral-code", "verifyReferralCode", Input.QUERY,
                        c -> c.user().verifyReferralCode(TEXT)),
                op("eInvoice", "POST", "/v1/e-invoice/get-paging-account", "getPagingAccount", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().getPagingAccount(fromExample(EInvoiceGetPagingAccountRequest.class, "POST", "/v1/e-invoice/get-paging-account"))),
                op("eInvoice", "POST", "/v1/e-invoice/create-or-update-account", "createOrUpdateAccount", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().createOrUpdateAccount(fromExample(EInvoiceCreateOrUpdateAccountRequest.class, "POST", "/v1/e-invoice/create-or-update-account"))),
                op("eInvoice", "POST", "/v1/e-invoice/delete-account", "deleteAccount", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().deleteAccount(fromExample(EInvoiceDeleteAccountRequest.class, "POST", "/v1/e-invoice/delete-account"))),
                op("eInvoice", "POST", "/v1/e-invoice/get-provider", "getProvider", Input.NONE,
                        c -> c.eInvoice().getProvider()),
                op("eInvoice", "POST", "/v1/e-invoice/create", "create", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().create(fromExample(EInvoiceCreateRequest.class, "POST", "/v1/e-invoice/create"))),
                op("eInvoice", "POST", "/v1/e-invoice/create-and-issue", "createAndIssue", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().createAndIssue(fromExample(EInvoiceCreateAndIssueRequest.class, "POST", "/v1/e-invoice/create-and-issue"))),
                op("eInvoice", "POST", "/v1/e-invoice/get-invoice-info", "getInvoiceInfo", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().getInvoiceInfo(fromExample(EInvoiceGetInvoiceInfoRequest.class, "POST", "/v1/e-invoice/get-invoice-info"))),
                op("eInvoice", "POST", "/v1/e-invoice/download", "download", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().download(fromExample(EInvoiceDownloadRequest.class, "POST", "/v1/e-invoice/download"))),
                op("eInvoice", "POST", "/v1/e-invoice/invoice-templates", "invoiceTemplates", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().invoiceTemplates(fromExample(EInvoiceInvoiceTemplatesRequest.class, "POST", "/v1/e-invoice/invoice-templates"))),
                op("eInvoice", "POST", "/v1/e-invoice/send-email", "sendEmail", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().sendEmail(fromExample(EInvoiceSendEmailRequest.class, "POST", "/v1/e-invoice/send-email"))),
                op("paymentGateway", "POST", "/v1/payment-gateway/create-link", "createLink", Input.EVIDENCED_BODY,
                        c -> c.paymentGateway().createLink(fromExample(PaymentGatewayCreateLinkRequest.class, "POST", "/v1/payment-gateway/create-link"))),
                op("bank", "POST", "/v1/bank/on-va", "onVa", Input.EVIDENCED_BODY,
                        c -> c.bank().onVa(fromExample(BankOnVaRequest.class, "POST", "/v1/bank/on-va"))),
                op("bank", "POST", "/v1/bank/off-va", "offVa", Input.EVIDENCED_BODY,
                        c -> c.bank().offVa(fromExample(BankOffVaRequest.class, "POST", "/v1/bank/off-va"))),
                op("bank", "POST", "/v1/bank/webhook-notification", "webhookNotification", Input.EVIDENCED_BODY,
                        c -> c.bank().webhookNotification(fromExample(BankWebhookNotificationRequest.class, "POST", "/v1/bank/webhook-notification"))),
                op("bank", "POST", "/v1/bank/create-bank-link-session", "createBankLinkSession", Input.EVIDENCED_BODY,
                        c -> c.bank().createBankLinkSession(fromExample(BankCreateBankLinkSessionRequest.class, "POST", "/v1/bank/create-bank-link-session"))),
                op("bank", "POST", "/v1/bank/create-debit", "createDebit", Input.EVIDENCED_BODY,
                        c -> c.bank().createDebit(fromExample(BankCreateDebitRequest.class, "POST", "/v1/bank/create-debit"))),
                op("bank", "POST", "/v1/bank/create-batch-va-on-off", "createBatchVaOnOff", Input.EVIDENCED_BODY,
                        c -> c.bank().createBatchVaOnOff(fromExample(BankCreateBatchVaOnOffRequest.class, "POST", "/v1/bank/create-batch-va-on-off"))),
                op("eInvoice", "POST", "/v1/e-invoice/input/connect", "inputConnect", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().inputConnect(fromExample(EInvoiceInputConnectRequest.class, "POST", "/v1/e-invoice/input/connect"))),
                op("eInvoice", "POST", "/v1/e-invoice/input/disconnect", "inputDisconnect", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().inputDisconnect(fromExample(EInvoiceInputDisconnectRequest.class, "POST", "/v1/e-invoice/input/disconnect"))),
                op("eInvoice", "POST", "/v1/e-invoice/input/sync", "inputSync", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().inputSync(fromExample(EInvoiceInputSyncRequest.class, "POST", "/v1/e-invoice/input/sync"))),
                op("eInvoice", "POST", "/v1/e-invoice/input/list", "inputList", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().inputList(fromExample(EInvoiceInputListRequest.class, "POST", "/v1/e-invoice/input/list"))),
                op("eInvoice", "POST", "/v1/e-invoice/input/detail", "inputDetail", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().inputDetail(fromExample(EInvoiceInputDetailRequest.class, "POST", "/v1/e-invoice/input/detail"))),
                op("eInvoice", "POST", "/v1/e-invoice/input/preview-base64", "inputPreviewBase64", Input.EVIDENCED_BODY,
                        c -> c.eInvoice().inputPreviewBase64(fromExample(EInvoiceInputPreviewBase64Request.class, "POST", "/v1/e-invoice/input/preview-base64"))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("operations")
    void reachesTheWireSignedOverTheBytesSent(Operation op) throws IOException {
        // The contract's own example answer: every documented shape decodes into the generated types.
        server.answer(200, ContractExamples.answer(op.method(), op.path()));
        int before = server.received().size();
        Object result = op.call().apply(client);

        List<RecordingServer.Received> all = server.received();
        assertEquals(before + 1, all.size(), "exactly one request per call");
        RecordingServer.Received got = all.get(all.size() - 1);

        assertEquals(op.method(), got.method(), "HTTP method");
        assertEquals(op.path(), got.path(), "path");
        assertEquals(List.of(TestClients.CLIENT_ID), got.headerValues("x-client-id"));
        assertEquals(List.of(GoldenSignatures.TIMESTAMP), got.headerValues("x-request-timestamp"));
        assertEquals(1, got.headerValues("x-signature").size(), "one signature header");
        assertEquals(List.of("application/json"), got.headerValues("Accept"));
        assertEquals(List.of("application/json"), got.headerValues("Content-Type"));

        // The signature, recomputed from the raw bytes the server received.
        String signature = got.header("x-signature");
        assertEquals(RequestSigner.withSecret(GoldenSignatures.SECRET).sign(got.header("x-request-timestamp"), got.body()),
                signature);
        switch (op.input()) {
            case SHOWN_BODY -> {
                assertNull(got.rawQuery());
                assertEquals(GoldenSignatures.VIETNAMESE_BODY, got.bodyText());
                assertEquals(GoldenSignatures.VIETNAMESE_SIGNATURE, signature);
            }
            case EVIDENCED_BODY -> {
                assertNull(got.rawQuery());
                // The contract's request example, built as typed fields and sent as compact JSON.
                JsonNode example = ContractExamples.request(op.method(), op.path());
                assertEquals(example, JSON.readTree(got.body()), "the request example, field for field");
                assertEquals(JSON.writeValueAsString(JSON.readTree(got.body())), got.bodyText(), "compact JSON");
            }
            case QUERY -> {
                assertEquals(EXPECTED_QUERIES.get(op.sdkMethod()), got.rawQuery());
                assertEquals(0, got.body().length, "query operations send no body");
                assertEquals(GoldenSignatures.BODILESS_SIGNATURE, signature);
            }
            case NONE -> {
                assertNull(got.rawQuery());
                assertEquals(0, got.body().length);
                assertEquals(GoldenSignatures.BODILESS_SIGNATURE, signature);
            }
        }

        if (result instanceof BatchVaOnOffResult batch) {
            // The one success answered as a bare list, as the official Java SDK reads it: the example, decoded.
            assertTrue(batch.isBareList() && batch.isSuccess());
            assertEquals("963336600001", batch.getData().get(0).getQrArray().get(0).getVaAccountNumber());
            return;
        }
        ResultEnvelope<?> envelope = assertInstanceOf(ResultEnvelope.class, result);
        assertTrue(envelope.isSuccess());
        assertEquals("Success", envelope.getMessage());
        assertEquals(Optional.empty(), envelope.getUndecodedData(), "the example's data fits its declared type");
    }

    @Test
    void theTableIsExactlyTheInterfacesOperationsAndThoseBeyondIt() throws IOException {
        Set<String> expected = new TreeSet<>();
        try (InputStream in = getClass().getResourceAsStream("/interface-operations.tsv")) {
            assertTrue(in != null, "interface-operations.tsv from the paycollect-api test jar");
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                expected.add(f[0] + " " + f[1] + " " + f[2] + " " + f[3] + " " + f[4]);
            }
        }
        Set<String> tested = new TreeSet<>();
        for (Operation op : operations()) {
            String input = switch (op.input()) {
                case SHOWN_BODY, EVIDENCED_BODY -> "body";
                case QUERY -> "query";
                case NONE -> "none";
            };
            tested.add(op.tag() + " " + op.method() + " " + op.path() + " " + op.sdkMethod() + " " + input);
        }
        assertEquals(44, expected.size());
        expected.addAll(ContractExamples.beyondTheInterface());
        assertEquals(77, expected.size());
        assertEquals(expected, tested);
    }

    @Test
    void aCallerWrittenForTheOpenPayloadRunsAgainstTheClient() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"vaBranch\":\"Hà Nội\"}}");
        assertEquals("Hà Nội", OpenPayloadCaller.createVa(client));
        RecordingServer.Received got = server.received().get(server.received().size() - 1);
        assertEquals("{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\",\"branchName\":\"Chi nhánh 1\"}",
                got.bodyText());
    }

    static CustomVietQrRequest goldenQrRequest() {
        return new CustomVietQrRequest()
                .bankName(QrBankName.MBB)
                .accountNumber("0123456789")
                .content("Thanh toán đơn hàng 001");
    }

    /** The contract's request example of {@code method path}, read into the generated request type. */
    static <T> T fromExample(Class<T> type, String method, String path) {
        try {
            return JSON.treeToValue(ContractExamples.request(method, path), type);
        } catch (IOException e) {
            throw new AssertionError(type.getSimpleName() + " cannot hold the contract's example", e);
        }
    }
    private static Operation op(String tag, String method, String path, String sdkMethod, Input input,
                                Function<PayCollectClient, Object> call) {
        return new Operation(tag, method, path, sdkMethod, input, call);
    }
}
