package io.paycollect.sandbox.e2e;

import io.paycollect.api.MutableClock;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.AppType;
import io.paycollect.client.model.BankAccountType;
import io.paycollect.client.model.BankConfirmVaRequest;
import io.paycollect.client.model.BankCreateVaData;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.BankName;
import io.paycollect.client.notification.ProcessedNotifications;
import io.paycollect.client.notification.StoreTransaction;
import io.paycollect.client.reconciliation.PaymentReconciler;
import io.paycollect.client.reconciliation.ReconciliationResult;
import io.paycollect.sandbox.SandboxApplication;
import io.paycollect.sandbox.domain.BankService;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

/**
 * A load tool, not a test: what reconciling a long transaction list costs. Starts the sandbox in this
 * process, records {@code payments} payments into one virtual account, then reconciles them over HTTP with a
 * fresh {@link PaymentReconciler} (a store that remembers nothing, so what is measured is the reconciler's own
 * work): prints the calls made and the time; a second run from the checkpoint (overlap 0 here) after ten more
 * payments, which reads only those; then the heap in use after a collection every tenth of a full read, which
 * stays level however many were read, as one page is held at a time.
 *
 * <pre>
 * ./mvnw -pl sandbox -am test-compile -q
 * ./mvnw -pl sandbox exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=io.paycollect.sandbox.e2e.ReconciliationLoad -Dexec.args="100000"
 * </pre>
 */
public final class ReconciliationLoad {

    /**
     * The sandbox's clock and the reconcilers': moved on a second where the measure needs a quiet second,
     * rather than waiting for one to pass.
     */
    private static final MutableClock CLOCK = new MutableClock(Instant.now().truncatedTo(ChronoUnit.SECONDS));

    private ReconciliationLoad() {
    }

    /** Replaces the sandbox's clock by {@link #CLOCK}; a source of the application, not a component it scans. */
    static class MovedClock {
        @Bean
        Clock clock() {
            return CLOCK;
        }
    }

    /** Argument: number of payments (default 100,000). */
    public static void main(String[] args) throws Exception {
        int payments = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        try (ConfigurableApplicationContext sandbox = new SpringApplicationBuilder(SandboxApplication.class, MovedClock.class).properties(
                "spring.main.allow-bean-definition-overriding=true", "server.port=0", "spring.main.banner-mode=off", "logging.level.root=WARN",
                "paycollect.sandbox.max-records-per-table=" + Math.max(100_000, payments + 100)).run()) {
            if (sandbox.getBean(Clock.class) != CLOCK) {
                throw new IllegalStateException("the sandbox does not run on the load's clock");
            }
            String base = "http://localhost:" + ((WebServerApplicationContext) sandbox).getWebServer().getPort();
            PayCollectClient client = PayCollectClient.builder().baseUrl(base).clientId("sandbox-client")
                    .secretToken("sandbox-secret-token").clock(CLOCK).readTimeout(Duration.ofMinutes(2)).build();
            String va = activeVaWithoutNotifications(client);
            BankService bank = sandbox.getBean(BankService.class);
            for (int i = 0; i < payments; i++) {
                bank.transferToVa(va, 10_000 + i, "Don hang " + i);
            }
            ProcessedNotifications remembersNothing = (code, work) -> {
                work.run(StoreTransaction.none());
                return true;
            };

            // Queries name whole seconds, so a run re-reads the second its checkpoint falls in; here that second
            // would hold thousands of these payments, a rate no shop has, so the runs start in a quiet second.
            CLOCK.advance(Duration.ofSeconds(1));
            // Timed, without the heap probes below.
            PaymentReconciler reconciler = PaymentReconciler.builder(client, (notification, transaction) -> { }, remembersNothing)
                    .clock(CLOCK).firstWindow(Duration.ofDays(1)).overlap(Duration.ZERO).build();
            long start = System.nanoTime();
            ReconciliationResult first = reconciler.reconcile();
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf("first run:  %d transactions read, %d calls, %.1f s (%.0f transactions/s)%n",
                    first.transactionsRead(), first.calls(), seconds, first.transactionsRead() / seconds);
            CLOCK.advance(Duration.ofSeconds(1)); // the next payments fall in a later second than the checkpoint's
            for (int i = 0; i < 10; i++) {
                bank.transferToVa(va, 20_000 + i, "Don hang moi " + i);
            }
            CLOCK.advance(Duration.ofSeconds(1)); // and the run starts after them, as it would on a clock that runs
            start = System.nanoTime();
            ReconciliationResult second = reconciler.reconcile();
            System.out.printf("second run, from the checkpoint after 10 more payments: %d transactions read, %d calls, %.2f s%n",
                    second.transactionsRead(), second.calls(), (System.nanoTime() - start) / 1e9);

            // The same read again by a new reconciler, the heap after a collection every tenth of it.
            MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
            AtomicLong handled = new AtomicLong();
            long step = Math.max(1, payments / 10);
            System.gc();
            System.out.printf("%12s %14s%n%12d %14.1f%n", "processed", "heap used MB", 0,
                    memory.getHeapMemoryUsage().getUsed() / 1048576.0);
            PaymentReconciler.builder(client, (notification, transaction) -> {
                if (handled.incrementAndGet() % step == 0) {
                    System.gc();
                    System.out.printf("%12d %14.1f%n", handled.get(), memory.getHeapMemoryUsage().getUsed() / 1048576.0);
                }
            }, remembersNothing).clock(CLOCK).firstWindow(Duration.ofDays(1)).build().reconcile();
        }
    }

    /** An active VA whose payments notify nobody, so no delivery work runs while measuring. */
    private static String activeVaWithoutNotifications(PayCollectClient client) {
        BankCreateVaData va = client.bank().createVa(new BankCreateVaRequest()
                .accountType(BankAccountType.fromValue("personal-account")).appType(AppType.fromValue("tingee-web"))
                .bankName(BankName.MBB).accountNumber("0123456789")).requireSuccess().getData();
        client.bank().confirmVa(new BankConfirmVaRequest().confirmId(va.getConfirmId()).otpNumber("123456")
                .bankName(BankName.MBB).bankBin("970422")).requireSuccess();
        return va.getVaAccountNumber();
    }
}
