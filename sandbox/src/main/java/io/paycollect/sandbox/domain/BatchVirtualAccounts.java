package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.server.model.BankCreateBatchVaOnOffQr;
import io.paycollect.server.model.BankCreateBatchVaOnOffShop;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * create-batch-va-on-off: virtual accounts with the numbers the caller chose, created at once and {@code active}
 * (no OTP: they are the merchant's own numbers at its bank), each switchable off and on by bill afterwards. The
 * answer is a bare list, one entry for the shop, each account with the VietQR payload that pays it.
 */
public final class BatchVirtualAccounts {

    /** The most accounts one batch creates. */
    static final int MAX_BATCH = 100;

    private final BankService bank;
    private final ShopService shops;
    private final QrIssuer qr;
    private final SandboxClock clock;

    /** Adds to {@code bank}'s virtual accounts, checking shops with {@code shops}, paying QR payloads from {@code qr}. */
    public BatchVirtualAccounts(BankService bank, ShopService shops, QrIssuer qr, SandboxClock clock) {
        this.bank = bank;
        this.shops = shops;
        this.qr = qr;
        this.clock = clock;
    }

    /**
     * Creates the accounts of {@code batch} for the client {@code clientId}: {@code [{shopId, qrArray: [{vaAccountNumber,
     * qrData}]}]}. A number already in use, or twice in the batch, refuses the whole batch before any is created.
     */
    public List<BankCreateBatchVaOnOffShop> create(VaBatch batch, String clientId) {
        List<String> numbers = batch.vaAccountNumbers();
        if (numbers.isEmpty() || numbers.size() > MAX_BATCH) {
            throw new InvalidField("vaAccountNumbers", "must hold 1 to " + MAX_BATCH + " numbers");
        }
        if (new HashSet<>(numbers).size() != numbers.size()) {
            throw Refusal.invalidValue("vaAccountNumbers", "holds a number twice");
        }
        for (String number : numbers) {
            if (number == null || !number.matches("[0-9A-Za-z]{1,19}")) {
                throw new InvalidField("vaAccountNumbers", "each must be 1 to 19 letters or digits");
            }
            if (bank.virtualAccounts().find(number).isPresent()) {
                throw Refusal.wrongState("vaAccountNumbers", number + " in use", "create it again");
            }
            bank.owners().requireFreeFor(number, clientId, "vaAccountNumbers");
        }
        Long merchantId = batch.merchantId();
        if (batch.shopId() != null) {
            Long shopMerchant = shops.merchantOf(batch.shopId(), "shopId");
            merchantId = merchantId != null ? merchantId : shopMerchant;
        }
        Long owner = merchantId;
        List<BankCreateBatchVaOnOffQr> qrArray = new ArrayList<>();
        for (String number : numbers) {
            VirtualAccount va = bank.virtualAccounts().insertUnique(number, "vaAccountNumbers",
                    n -> new VirtualAccount(n, number, batch.bank(), batch.accountType(), batch.name(), number,
                            batch.shopId(), owner, BankService.ACTIVE, null, batch.vaPrefix(), null, null,
                            "create-batch-va-on-off", false, clientId, clock.now(), null, null, AmountBounds.NONE));
            qrArray.add(new BankCreateBatchVaOnOffQr().vaAccountNumber(va.vaAccountNumber()).qrData(qr.payload(va.bank(),
                    va.vaAccountNumber(), batch.amount() == null ? null : BigDecimal.valueOf(batch.amount()),
                    batch.purpose() != null ? batch.purpose() : va.vaAccountNumber())));
        }
        return List.of(new BankCreateBatchVaOnOffShop()
                .shopId(batch.shopId() == null ? null : BigDecimal.valueOf(batch.shopId())).qrArray(List.copyOf(qrArray)));
    }
}
