package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.qr.QrCodeImage;
import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.SandboxClock;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;

/** The in-memory services wired as the application wires them, on a fixed clock. */
final class DomainFixture {

    final SandboxClock clock = new SandboxClock(Clock.fixed(Instant.parse("2026-01-31T02:15:00Z"), ZoneOffset.UTC));
    final QrIssuer qr = new QrIssuer(new QrCodeImage(100));
    final TransactionLedger ledger = new TransactionLedger(clock);
    final BankService bank = new BankService(qr, ledger, clock);
    final MerchantService merchants = new MerchantService(clock);
    final ShopService shops = new ShopService(merchants, clock);
    final DeviceService devices = new DeviceService(shops, bank, qr, clock);
    final DeepLinkService deepLinks = new DeepLinkService(qr, clock);
    final DirectDebitService directDebit = new DirectDebitService(ledger, clock);

    /** Fields of alternating keys and values. */
    static Fields fields(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return Fields.of(m);
    }

    static String id(Map<String, Object> record, String field) {
        return (String) record.get(field);
    }
}
