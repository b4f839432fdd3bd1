package io.paycollect.sandbox.domain;

import io.paycollect.server.model.BankCreateVaRequest;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.vietqr.VietQrImage;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.time.Clock;

/**
 * A load tool, not a test: creates virtual accounts in the sandbox's bank service (each stores a VA and a
 * confirmation) far beyond the record limit and prints, every tenth of the run, the heap in use after a
 * collection, the creates per second and how many were refused with code 1005 once the limit was
 * reached. It shows that memory levels off at the limit however long the sandbox runs. The services run
 * in this process, as the application wires them, without HTTP: what grows is the store, not the wire.
 *
 * <pre>
 * ./mvnw -pl sandbox -am test-compile -q
 * ./mvnw -pl sandbox exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.paycollect.sandbox.domain.StoreLoad \
 *     -Dexec.args="1000000 100000"      # creates, max-records-per-table
 * </pre>
 */
public final class StoreLoad {

    private StoreLoad() {
    }

    /** Arguments: number of creates (default 1,000,000), records per table (default the sandbox's). */
    public static void main(String[] args) {
        long creates = args.length > 0 ? Long.parseLong(args[0]) : 1_000_000L;
        int maxRecords = args.length > 1 ? Integer.parseInt(args[1]) : Table.DEFAULT_CAPACITY;
        SandboxClock clock = new SandboxClock(Clock.systemUTC());
        MerchantService merchants = new MerchantService(clock, maxRecords);
        ShopService shops = new ShopService(merchants, clock, maxRecords);
        BankService bank = new BankService(new QrIssuer(VietQrImage.ofSize(100)), new TransactionLedger(clock, maxRecords),
                shops, clock, maxRecords);
        BankCreateVaRequest createVa = DomainFixture.request(BankCreateVaRequest.class, "accountType", "personal-account",
                "appType", "tingee-web", "accountName", "NGUYEN VAN A", "accountNumber", "0123456789");
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long step = Math.max(1, creates / 10);
        long refused = 0;
        long stepStart = System.nanoTime();
        System.out.printf("%12s %12s %14s %14s%n", "creates", "refused", "heap used MB", "creates/s");
        for (long i = 1; i <= creates; i++) {
            try {
                bank.createVa(createVa, null, "client");
            } catch (Refusal full) {
                if (!Refusal.STORE_FULL.equals(full.code())) {
                    throw full;
                }
                refused++;
            }
            if (i % step == 0) {
                double seconds = (System.nanoTime() - stepStart) / 1e9;
                System.gc();
                System.out.printf("%12d %12d %14.1f %14.0f%n", i, refused,
                        memory.getHeapMemoryUsage().getUsed() / 1048576.0, step / seconds);
                stepStart = System.nanoTime();
            }
        }
    }
}
