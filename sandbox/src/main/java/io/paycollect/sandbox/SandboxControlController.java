package io.paycollect.sandbox;

import io.paycollect.sandbox.domain.BankService;
import io.paycollect.sandbox.store.Values;
import java.util.Map;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Plays the part of the world outside the service, which a sandbox has no other way to reach: a payer
 * paying a dynamic QR code. Not part of the contract, and outside {@code /v1}, so it needs no signature.
 */
@RestController
public class SandboxControlController {

    private final BankService bank;

    SandboxControlController(BankService bank) {
        this.bank = bank;
    }

    /** A payer pays the pending dynamic QR {@code qrId}: it becomes PAID and a QR_PAYMENT transaction appears. */
    @PostMapping("/sandbox/dynamic-qr/{qrId}/pay")
    public Map<String, Object> pay(@PathVariable String qrId) {
        return Values.of("code", "00", "message", "Success", "data", bank.payDynamicQr(qrId));
    }
}
