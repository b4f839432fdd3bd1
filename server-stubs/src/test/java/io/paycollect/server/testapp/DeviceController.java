package io.paycollect.server.testapp;

import io.paycollect.server.api.DeviceApi;
import io.paycollect.server.model.DeviceAddDeviceToShopRequest;
import io.paycollect.server.model.DeviceAddDeviceToShopResponse;
import io.paycollect.server.model.DeviceGenerateAndShowDynamicQrCodeRequest;
import io.paycollect.server.model.DeviceGenerateAndShowDynamicQrCodeResponse;
import io.paycollect.server.model.DeviceGetDevicesLinkToShopOrVaRequest;
import io.paycollect.server.model.DeviceGetDevicesLinkToShopOrVaResponse;
import io.paycollect.server.model.DeviceGetPagingRequest;
import io.paycollect.server.model.DeviceGetPagingResponse;
import io.paycollect.server.model.DeviceNfcCommandRequest;
import io.paycollect.server.model.DeviceNfcCommandResponse;
import io.paycollect.server.model.DevicePrintReceiptRequest;
import io.paycollect.server.model.DevicePrintReceiptResponse;
import io.paycollect.server.model.DeviceReadAmountLinkToMerchantRequest;
import io.paycollect.server.model.DeviceReadAmountLinkToMerchantResponse;
import io.paycollect.server.model.DeviceReadAmountRequest;
import io.paycollect.server.model.DeviceReadAmountResponse;
import io.paycollect.server.model.DeviceReadPartnerSecurityCodeRequest;
import io.paycollect.server.model.DeviceReadPartnerSecurityCodeResponse;
import io.paycollect.server.model.DeviceReadSecurityCodeRequest;
import io.paycollect.server.model.DeviceReadSecurityCodeResponse;
import io.paycollect.server.model.DeviceResetDeviceRequest;
import io.paycollect.server.model.DeviceResetDeviceResponse;
import io.paycollect.server.model.DeviceResetResponse;
import io.paycollect.server.model.DeviceShowDynamicQrCodeRequest;
import io.paycollect.server.model.DeviceShowDynamicQrCodeResponse;
import io.paycollect.server.model.DeviceShowQrCodeRequest;
import io.paycollect.server.model.DeviceShowQrCodeResponse;
import io.paycollect.server.model.DeviceShowStaticQrCodeRequest;
import io.paycollect.server.model.DeviceShowStaticQrCodeResponse;
import io.paycollect.server.model.DeviceUpdateShopDeviceLinkStatusRequest;
import io.paycollect.server.model.DeviceUpdateShopDeviceLinkStatusResponse;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

/** Implements the generated {@link DeviceApi}: records each input and answers 200 with no body. */
@RestController
public class DeviceController implements DeviceApi {

    private final Recorder recorder;

    public DeviceController(Recorder recorder) {
        this.recorder = recorder;
    }

    private <T> ResponseEntity<T> recorded(Object body) {
        recorder.record(body, null);
        return ResponseEntity.ok().build();
    }

    @Override
    public ResponseEntity<DeviceAddDeviceToShopResponse> addDeviceToShop(DeviceAddDeviceToShopRequest deviceAddDeviceToShopRequest) {
        return recorded(deviceAddDeviceToShopRequest);
    }

    @Override
    public ResponseEntity<DeviceGenerateAndShowDynamicQrCodeResponse> generateAndShowDynamicQrCode(DeviceGenerateAndShowDynamicQrCodeRequest deviceGenerateAndShowDynamicQrCodeRequest) {
        return recorded(deviceGenerateAndShowDynamicQrCodeRequest);
    }

    @Override
    public ResponseEntity<DeviceGetDevicesLinkToShopOrVaResponse> getDevicesLinkToShopOrVa(DeviceGetDevicesLinkToShopOrVaRequest deviceGetDevicesLinkToShopOrVaRequest) {
        return recorded(deviceGetDevicesLinkToShopOrVaRequest);
    }

    @Override
    public ResponseEntity<DeviceGetPagingResponse> getPaging(DeviceGetPagingRequest deviceGetPagingRequest) {
        return recorded(deviceGetPagingRequest);
    }

    @Override
    public ResponseEntity<DeviceNfcCommandResponse> nfcCommand(DeviceNfcCommandRequest deviceNfcCommandRequest) {
        return recorded(deviceNfcCommandRequest);
    }

    @Override
    public ResponseEntity<DevicePrintReceiptResponse> printReceipt(DevicePrintReceiptRequest devicePrintReceiptRequest) {
        return recorded(devicePrintReceiptRequest);
    }

    @Override
    public ResponseEntity<DeviceReadAmountResponse> readAmount(DeviceReadAmountRequest deviceReadAmountRequest) {
        return recorded(deviceReadAmountRequest);
    }

    @Override
    public ResponseEntity<DeviceReadAmountLinkToMerchantResponse> readAmountLinkToMerchant(DeviceReadAmountLinkToMerchantRequest deviceReadAmountLinkToMerchantRequest) {
        return recorded(deviceReadAmountLinkToMerchantRequest);
    }

    @Override
    public ResponseEntity<DeviceReadPartnerSecurityCodeResponse> readPartnerSecurityCode(DeviceReadPartnerSecurityCodeRequest deviceReadPartnerSecurityCodeRequest) {
        return recorded(deviceReadPartnerSecurityCodeRequest);
    }

    @Override
    public ResponseEntity<DeviceReadSecurityCodeResponse> readSecurityCode(DeviceReadSecurityCodeRequest deviceReadSecurityCodeRequest) {
        return recorded(deviceReadSecurityCodeRequest);
    }

    @Override
    public ResponseEntity<DeviceResetResponse> reset(String uuid) {
        return recorded(uuid);
    }

    @Override
    public ResponseEntity<DeviceResetDeviceResponse> resetDevice(DeviceResetDeviceRequest deviceResetDeviceRequest) {
        return recorded(deviceResetDeviceRequest);
    }

    @Override
    public ResponseEntity<DeviceShowDynamicQrCodeResponse> showDynamicQrCode(DeviceShowDynamicQrCodeRequest deviceShowDynamicQrCodeRequest) {
        return recorded(deviceShowDynamicQrCodeRequest);
    }

    @Override
    public ResponseEntity<DeviceShowQrCodeResponse> showQrCode(DeviceShowQrCodeRequest deviceShowQrCodeRequest) {
        return recorded(deviceShowQrCodeRequest);
    }

    @Override
    public ResponseEntity<DeviceShowStaticQrCodeResponse> showStaticQrCode(DeviceShowStaticQrCodeRequest deviceShowStaticQrCodeRequest) {
        return recorded(deviceShowStaticQrCodeRequest);
    }

    @Override
    public ResponseEntity<DeviceUpdateShopDeviceLinkStatusResponse> updateShopDeviceLinkStatus(DeviceUpdateShopDeviceLinkStatusRequest deviceUpdateShopDeviceLinkStatusRequest) {
        return recorded(deviceUpdateShopDeviceLinkStatusRequest);
    }
}
