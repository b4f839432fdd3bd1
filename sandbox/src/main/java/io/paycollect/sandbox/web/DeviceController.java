package io.paycollect.sandbox.web;

import io.paycollect.sandbox.domain.DeviceService;
import io.paycollect.server.api.DeviceApi;
import io.paycollect.server.model.DeviceNfcCommandData;
import io.paycollect.server.model.DeviceNfcCommandRequest;
import io.paycollect.server.model.DeviceNfcCommandResponse;
import io.paycollect.server.model.DevicePrintReceiptData;
import io.paycollect.server.model.DevicePrintReceiptRequest;
import io.paycollect.server.model.DevicePrintReceiptResponse;
import io.paycollect.server.model.DeviceReadAmountData;
import io.paycollect.server.model.DeviceReadAmountRequest;
import io.paycollect.server.model.DeviceReadAmountResponse;
import io.paycollect.server.model.DeviceReadPartnerSecurityCodeData;
import io.paycollect.server.model.DeviceReadPartnerSecurityCodeRequest;
import io.paycollect.server.model.DeviceReadPartnerSecurityCodeResponse;
import io.paycollect.server.model.DeviceResetDeviceData;
import io.paycollect.server.model.DeviceResetDeviceRequest;
import io.paycollect.server.model.DeviceResetDeviceResponse;
import io.paycollect.server.model.DeviceAddDeviceToShopRequest;
import io.paycollect.server.model.DeviceAddDeviceToShopResponse;
import io.paycollect.server.model.DeviceGenerateAndShowDynamicQrCodeRequest;
import io.paycollect.server.model.DeviceGenerateAndShowDynamicQrCodeResponse;
import io.paycollect.server.model.DeviceGetDevicesLinkToShopOrVaRequest;
import io.paycollect.server.model.DeviceGetDevicesLinkToShopOrVaResponse;
import io.paycollect.server.model.DeviceGetPagingRequest;
import io.paycollect.server.model.DeviceGetPagingResponse;
import io.paycollect.server.model.DeviceReadAmountLinkToMerchantData;
import io.paycollect.server.model.DeviceReadAmountLinkToMerchantRequest;
import io.paycollect.server.model.DeviceReadAmountLinkToMerchantResponse;
import io.paycollect.server.model.DeviceReadSecurityCodeData;
import io.paycollect.server.model.DeviceReadSecurityCodeRequest;
import io.paycollect.server.model.DeviceReadSecurityCodeResponse;
import io.paycollect.server.model.DeviceResetResponse;
import io.paycollect.server.model.DeviceShowDynamicQrCodeData;
import io.paycollect.server.model.DeviceShowDynamicQrCodeRequest;
import io.paycollect.server.model.DeviceShowDynamicQrCodeResponse;
import io.paycollect.server.model.DeviceShowQrCodeData;
import io.paycollect.server.model.DeviceShowQrCodeRequest;
import io.paycollect.server.model.DeviceShowQrCodeResponse;
import io.paycollect.server.model.DeviceShowStaticQrCodeData;
import io.paycollect.server.model.DeviceShowStaticQrCodeRequest;
import io.paycollect.server.model.DeviceShowStaticQrCodeResponse;
import io.paycollect.server.model.DeviceUpdateShopDeviceLinkStatusData;
import io.paycollect.server.model.DeviceUpdateShopDeviceLinkStatusRequest;
import io.paycollect.server.model.DeviceUpdateShopDeviceLinkStatusResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** The device group of the generated server interface, answered by the in-memory {@link DeviceService}. */
@RestController
public class DeviceController implements DeviceApi {

    private final DeviceService device;
    private final Envelopes envelopes;

    /** Answers with {@code device}, converting with {@code envelopes}. */
    public DeviceController(DeviceService device, Envelopes envelopes) {
        this.device = device;
        this.envelopes = envelopes;
    }

    @Override
    public ResponseEntity<DeviceAddDeviceToShopResponse> addDeviceToShop(DeviceAddDeviceToShopRequest request) {
        return envelopes.ok(device.addDeviceToShop(request), DeviceAddDeviceToShopResponse.class);
    }

    @Override
    public ResponseEntity<DeviceGenerateAndShowDynamicQrCodeResponse> generateAndShowDynamicQrCode(DeviceGenerateAndShowDynamicQrCodeRequest request) {
        return envelopes.ok(device.generateAndShowDynamicQrCode(request), DeviceGenerateAndShowDynamicQrCodeResponse.class);
    }

    @Override
    public ResponseEntity<DeviceGetDevicesLinkToShopOrVaResponse> getDevicesLinkToShopOrVa(DeviceGetDevicesLinkToShopOrVaRequest request) {
        return envelopes.ok(device.getDevicesLinkToShopOrVa(request), DeviceGetDevicesLinkToShopOrVaResponse.class);
    }

    @Override
    public ResponseEntity<DeviceGetPagingResponse> getPaging(DeviceGetPagingRequest request) {
        return envelopes.ok(device.getPaging(request), DeviceGetPagingResponse.class);
    }

    @Override
    public ResponseEntity<DeviceReadAmountLinkToMerchantResponse> readAmountLinkToMerchant(DeviceReadAmountLinkToMerchantRequest request) {
        device.readAmountLinkToMerchant(request);
        return envelopes.ok(new DeviceReadAmountLinkToMerchantData(), DeviceReadAmountLinkToMerchantResponse.class);
    }

    @Override
    public ResponseEntity<DeviceReadSecurityCodeResponse> readSecurityCode(DeviceReadSecurityCodeRequest request) {
        device.readSecurityCode(request);
        return envelopes.ok(new DeviceReadSecurityCodeData(), DeviceReadSecurityCodeResponse.class);
    }

    @Override
    public ResponseEntity<DeviceResetResponse> reset(String uuid) {
        return envelopes.ok(device.reset(QueryParameters.text(uuid)), DeviceResetResponse.class);
    }

    @Override
    public ResponseEntity<DeviceReadAmountResponse> readAmount(DeviceReadAmountRequest request) {
        device.readAmount(request);
        return envelopes.ok(new DeviceReadAmountData(), DeviceReadAmountResponse.class);
    }

    @Override
    public ResponseEntity<DeviceReadPartnerSecurityCodeResponse> readPartnerSecurityCode(DeviceReadPartnerSecurityCodeRequest request) {
        device.readPartnerSecurityCode(request);
        return envelopes.ok(new DeviceReadPartnerSecurityCodeData(), DeviceReadPartnerSecurityCodeResponse.class);
    }

    @Override
    public ResponseEntity<DevicePrintReceiptResponse> printReceipt(DevicePrintReceiptRequest request) {
        device.printReceipt(request);
        return envelopes.ok(new DevicePrintReceiptData(), DevicePrintReceiptResponse.class);
    }

    @Override
    public ResponseEntity<DeviceNfcCommandResponse> nfcCommand(DeviceNfcCommandRequest request) {
        device.nfcCommand(request);
        return envelopes.ok(new DeviceNfcCommandData(), DeviceNfcCommandResponse.class);
    }

    @Override
    public ResponseEntity<DeviceResetDeviceResponse> resetDevice(DeviceResetDeviceRequest request) {
        device.resetDevice(request);
        return envelopes.ok(new DeviceResetDeviceData(), DeviceResetDeviceResponse.class);
    }

    @Override
    public ResponseEntity<DeviceShowDynamicQrCodeResponse> showDynamicQrCode(DeviceShowDynamicQrCodeRequest request) {
        device.showDynamicQrCode(request);
        return envelopes.ok(new DeviceShowDynamicQrCodeData(), DeviceShowDynamicQrCodeResponse.class);
    }

    @Override
    public ResponseEntity<DeviceShowQrCodeResponse> showQrCode(DeviceShowQrCodeRequest request) {
        device.showQrCode(request);
        return envelopes.ok(new DeviceShowQrCodeData(), DeviceShowQrCodeResponse.class);
    }

    @Override
    public ResponseEntity<DeviceShowStaticQrCodeResponse> showStaticQrCode(DeviceShowStaticQrCodeRequest request) {
        device.showStaticQrCode(request);
        return envelopes.ok(new DeviceShowStaticQrCodeData(), DeviceShowStaticQrCodeResponse.class);
    }

    @Override
    public ResponseEntity<DeviceUpdateShopDeviceLinkStatusResponse> updateShopDeviceLinkStatus(DeviceUpdateShopDeviceLinkStatusRequest request) {
        device.updateShopDeviceLinkStatus(request);
        return envelopes.ok(new DeviceUpdateShopDeviceLinkStatusData(), DeviceUpdateShopDeviceLinkStatusResponse.class);
    }
}
