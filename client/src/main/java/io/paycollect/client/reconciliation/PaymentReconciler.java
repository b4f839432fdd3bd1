package io.paycollect.client.reconciliation;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.Transaction;
import io.paycollect.client.notification.NotificationHandler;
import io.paycollect.client.notification.ProcessedNotifications;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Finds the payments whose notification never arrived, by reading the service's transaction list
 * ({@code transaction_getPaging}), and hands each one not yet processed to the same
 * {@link NotificationHandler} and {@link ProcessedNotifications} the {@code NotificationReceiver} uses: the store
 * decides, by transaction code, so a payment is processed once however it came.
 *
 * <p>Each run reads from the {@link ReconciliationCheckpoint} less the {@code overlap} (entries listed late) up to
 * now, in slices of at most {@code maxQuerySpan} and pages of {@code pageSize}, moving the checkpoint after each
 * slice: its cost depends on the window, not the history. Runs of one reconciler do not overlap (a second waits).
 */
public final class PaymentReconciler {

    private static final System.Logger LOG = System.getLogger(PaymentReconciler.class.getName());

    // Read by each ReconciliationRun.
    final TransactionPages pages;
    final NotificationHandler handler;
    final ProcessedNotifications processed;
    final String name;
    final Function<Transaction, String> transactionCode;
    final String clientId;
    private final ReconciliationCheckpoint checkpoint;
    private final Clock clock;
    private final Duration overlap;
    private final Duration firstWindow;
    private final Duration maxQuerySpan;

    private PaymentReconciler(Builder b) {
        this.pages = new TransactionPages(b.client, b.pageSize, b.merchantId, b.shopIds, b.vaAccountNumbers, b.bankBin);
        this.handler = b.handler;
        this.processed = b.processed;
        this.checkpoint = b.checkpoint;
        this.name = b.name;
        this.clock = b.clock;
        this.overlap = b.overlap;
        this.firstWindow = b.firstWindow;
        this.maxQuerySpan = b.maxQuerySpan;
        this.transactionCode = b.transactionCode;
        this.clientId = b.clientId;
    }

    /**
     * A reconciler reading the transactions through {@code client} and processing the payments not yet in
     * {@code processed} with {@code handler}.
     *
     * @param client the client of the merchant whose transactions are reconciled
     * @param handler the handler the notification receiver calls
     * @param processed the store the notification receiver uses: the same one, or payments are processed twice
     */
    public static Builder builder(PayCollectClient client, NotificationHandler handler, ProcessedNotifications processed) {
        return new Builder(client, handler, processed);
    }

    /**
     * Reconciles from the checkpoint (less the overlap) up to now.
     *
     * @return what the run did
     * @throws ReconciliationException when a call, the service or the handler failed; what was reconciled
     *     before stays reconciled, and the rest is read again by the next run
     */
    public synchronized ReconciliationResult reconcile() {
        Instant to = clock.instant().truncatedTo(ChronoUnit.SECONDS);
        Instant sliceStart;
        try {
            sliceStart = checkpoint.reconciledUntil(name).map(at -> at.minus(overlap))
                    .orElseGet(() -> to.minus(firstWindow));
        } catch (Exception e) {
            throw new ReconciliationException("reconciliation " + name + ": the checkpoint could not be read",
                    new ReconciliationResult(to, to, 0, 0, 0, 0, 0, 0), e);
        }
        ReconciliationRun run = new ReconciliationRun(this, sliceStart, to);
        while (sliceStart.isBefore(to)) {
            Instant sliceEnd = sliceStart.plus(maxQuerySpan).isBefore(to) ? sliceStart.plus(maxQuerySpan) : to;
            run.slice(sliceStart, sliceEnd);
            try {
                checkpoint.advance(name, sliceEnd);
            } catch (Exception e) {
                throw run.failed("the checkpoint could not be advanced to " + sliceEnd, e);
            }
            sliceStart = sliceEnd;
        }
        ReconciliationResult result = run.result();
        // One line per run, so that a schedule that finds nothing is still seen to run.
        LOG.log(System.Logger.Level.INFO, () -> "reconciliation " + name + ": read " + result.from() + " to " + result.to()
                + " at " + pages.client().baseUrl() + " in " + result.calls() + " call(s): " + result.transactionsRead()
                + " transaction(s), " + result.recovered() + " payment(s) recovered, " + result.alreadyProcessed()
                + " already processed");
        return result;
    }

    @Override
    public String toString() {
        return "PaymentReconciler[" + name + ", " + checkpoint + ", " + processed + "]";
    }

    /** Settings of a {@link PaymentReconciler}. */
    public static final class Builder {
        private final PayCollectClient client;
        private final NotificationHandler handler;
        private final ProcessedNotifications processed;
        private ReconciliationCheckpoint checkpoint = new InMemoryReconciliationCheckpoint();
        private String name = "default";
        private Clock clock = Clock.systemUTC();
        private Duration overlap = Duration.ofMinutes(15);
        private Duration firstWindow = Duration.ofDays(1);
        private Duration maxQuerySpan = Duration.ofDays(10);
        private int pageSize = 1000;
        private Function<Transaction, String> transactionCode = Transaction::getCode;
        private String clientId;
        private Long merchantId;
        private List<Long> shopIds;
        private List<String> vaAccountNumbers;
        private String bankBin;

        private Builder(PayCollectClient client, NotificationHandler handler, ProcessedNotifications processed) {
            this.client = Objects.requireNonNull(client, "client");
            this.handler = Objects.requireNonNull(handler, "handler");
            this.processed = Objects.requireNonNull(processed, "processed");
        }

        /** Where the reconciled instant is kept (default: in memory; {@link JdbcReconciliationCheckpoint} for several nodes). */
        public Builder checkpoint(ReconciliationCheckpoint checkpoint) {
            this.checkpoint = Objects.requireNonNull(checkpoint, "checkpoint");
            return this;
        }

        /** The checkpoint's name, one per reconciliation of different filters (default {@code default}). */
        public Builder name(String name) {
            if (name == null || name.isBlank() || name.length() > 200) {
                throw new IllegalArgumentException("name must be 1 to 200 characters");
            }
            this.name = name;
            return this;
        }

        /** The clock "now" is read from (default: the system's). */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /** How far before the checkpoint each run reads again, for entries the service lists late (default 15 minutes). */
        public Builder overlap(Duration overlap) {
            this.overlap = nonNegative(overlap, "overlap");
            return this;
        }

        /** How far back the first run reads, when no checkpoint exists yet (default 1 day). */
        public Builder firstWindow(Duration firstWindow) {
            this.firstWindow = nonNegative(firstWindow, "firstWindow");
            return this;
        }

        /** The longest period one query asks for (default 10 days, the service's documented limit). */
        public Builder maxQuerySpan(Duration maxQuerySpan) {
            if (nonNegative(maxQuerySpan, "maxQuerySpan").compareTo(Duration.ofSeconds(1)) < 0) {
                throw new IllegalArgumentException("maxQuerySpan must be at least 1 second");
            }
            this.maxQuerySpan = maxQuerySpan;
            return this;
        }

        /** Transactions per call (default 1000, the largest page the service's list accepts). */
        public Builder pageSize(int pageSize) {
            if (pageSize < 1 || pageSize > 1000) {
                throw new IllegalArgumentException("pageSize must be 1 to 1000");
            }
            this.pageSize = pageSize;
            return this;
        }

        /**
         * Which field of a listed transaction is the {@code transactionCode} its notification carries
         * (default: {@code code}; see docs/reconciliation.md). It must give the same text the notification
         * gives, or a payment is processed twice.
         */
        public Builder transactionCode(Function<Transaction, String> transactionCode) {
            this.transactionCode = Objects.requireNonNull(transactionCode, "transactionCode");
            return this;
        }

        /** The client id written into the notifications made from listed transactions (the list has none). */
        public Builder clientId(String clientId) {
            this.clientId = clientId;
            return this;
        }

        /** Only the transactions of this merchant (required by the service for a master merchant). */
        public Builder merchantId(Long merchantId) {
            this.merchantId = merchantId;
            return this;
        }

        /** Only the transactions of these shops. */
        public Builder shopIds(List<Long> shopIds) {
            this.shopIds = shopIds == null ? null : List.copyOf(shopIds);
            return this;
        }

        /** Only the transactions into these virtual accounts. */
        public Builder vaAccountNumbers(List<String> vaAccountNumbers) {
            this.vaAccountNumbers = vaAccountNumbers == null ? null : List.copyOf(vaAccountNumbers);
            return this;
        }

        /** Only the transactions at the bank of this BIN. */
        public Builder bankBin(String bankBin) {
            this.bankBin = bankBin;
            return this;
        }

        public PaymentReconciler build() {
            return new PaymentReconciler(this);
        }

        private static Duration nonNegative(Duration d, String name) {
            if (Objects.requireNonNull(d, name).isNegative()) {
                throw new IllegalArgumentException(name + " must not be negative");
            }
            return d;
        }
    }
}
