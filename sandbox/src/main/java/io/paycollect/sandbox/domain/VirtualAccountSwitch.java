package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.server.model.BankGenerateDynamicQrData;
import io.paycollect.server.model.BankOffVaData;

/**
 * Switches a confirmed virtual account on for a bill (on-va) and off again (off-va). Switched off, its status is
 * {@code lock} (the official SDKs' value for an account that takes no payment): a transfer into it, a payment of
 * its bills and a payment link paying into it are refused (1002) until it is switched on again. Only the client that
 * created a VA may switch it (1006 for another).
 */
public final class VirtualAccountSwitch {

    /** The status of a virtual account switched off. */
    static final String OFF = "lock";

    private final BankService bank;
    private final SandboxClock clock;

    /** Switches {@code bank}'s virtual accounts. */
    public VirtualAccountSwitch(BankService bank, SandboxClock clock) {
        this.bank = bank;
        this.clock = clock;
    }

    /**
     * Switches the VA on ({@code active}) and opens a bill on it as generate-dynamic-qr does: {@code {qrCode,
     * qrAccount, billId}}. A VA whose creation is not confirmed yet is refused (1002).
     */
    public BankGenerateDynamicQrData on(VaSwitchOn request, String clientId) {
        VirtualAccount va = bank.virtualAccounts().update(request.vaAccountNumber(), "vaAccountNumber", v -> {
            requireOfMerchant(v, request.merchantId());
            VaOwnership.requireOwner(v, clientId, "vaAccountNumber");
            if (BankService.INACTIVE.equals(v.status())) {
                throw Refusal.wrongState("vaAccountNumber", v.status(), "switch it on before its creation is confirmed");
            }
            return BankService.ACTIVE.equals(v.status()) ? v : v.withStatus(BankService.ACTIVE, clock.now());
        });
        return bank.bills().generate(va, request.qrCodeType(), request.amount(), request.expireInMinute(),
                request.purpose(), request.extraInfo(), request.name());
    }

    /**
     * Switches the VA off ({@code lock}), ending its bill {@code billId} (a pending one is deleted): answers
     * {@code {}}. A VA already off stays off.
     */
    public BankOffVaData off(String vaAccountNumber, String billId, Long merchantId, String clientId) {
        VirtualAccount va = bank.virtualAccounts().require(vaAccountNumber, "vaAccountNumber");
        requireOfMerchant(va, merchantId);
        VaOwnership.requireOwner(va, clientId, "vaAccountNumber");
        if (BankService.INACTIVE.equals(va.status())) {
            throw Refusal.wrongState("vaAccountNumber", va.status(), "switch it off before its creation is confirmed");
        }
        bank.bills().end(billId, vaAccountNumber);
        bank.virtualAccounts().update(vaAccountNumber, "vaAccountNumber", v -> v.withStatus(OFF, clock.now()));
        return new BankOffVaData();
    }

    private static void requireOfMerchant(VirtualAccount va, Long merchantId) {
        if (merchantId != null && !merchantId.equals(va.merchantId())) {
            throw Refusal.unknownId("vaAccountNumber", "virtual account of merchant " + merchantId);
        }
    }
}
