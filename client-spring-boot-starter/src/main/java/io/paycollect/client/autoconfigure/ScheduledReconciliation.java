package io.paycollect.client.autoconfigure;

import io.paycollect.client.reconciliation.PaymentReconciler;
import io.paycollect.client.reconciliation.ReconciliationException;
import io.paycollect.client.reconciliation.ReconciliationResult;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.springframework.context.SmartLifecycle;

/**
 * Runs a {@link PaymentReconciler} at start-up and then {@code interval} after each run ends, on a thread of
 * its own, for as long as the application runs. A failed run is logged and reported; the next one reads again
 * what it could not, so a failure never loses a payment.
 */
public final class ScheduledReconciliation implements SmartLifecycle {

    private static final System.Logger LOG = System.getLogger(ScheduledReconciliation.class.getName());

    private final PaymentReconciler reconciler;
    private final Duration interval;
    private final ReconciliationMetrics metrics;
    private ScheduledExecutorService scheduler;

    /** Runs {@code reconciler} every {@code interval}, reporting each run to {@code metrics}. */
    public ScheduledReconciliation(PaymentReconciler reconciler, Duration interval, ReconciliationMetrics metrics) {
        if (interval.isNegative() || interval.isZero()) {
            throw new IllegalArgumentException("paycollect.client.reconciliation.interval must be positive, was " + interval);
        }
        this.reconciler = reconciler;
        this.interval = interval;
        this.metrics = metrics;
    }

    /** One run, as the schedule makes it: its outcome reported, a failure logged rather than thrown. */
    void runOnce() {
        try {
            ReconciliationResult result = reconciler.reconcile();
            metrics.succeeded(result);
            if (result.recovered() > 0) {
                LOG.log(System.Logger.Level.WARNING, "reconciliation processed " + result.recovered()
                        + " payment(s) whose notification had not been processed, between " + result.from() + " and " + result.to());
            }
        } catch (ReconciliationException e) {
            metrics.failed(e.partialResult());
            LOG.log(System.Logger.Level.WARNING, e.getMessage()
                    + (e.getCause() == null ? "" : " (" + e.getCause().getClass().getSimpleName() + ")"));
        } catch (RuntimeException e) {
            metrics.failed(null);
            LOG.log(System.Logger.Level.WARNING, "reconciliation failed: " + e.getClass().getSimpleName());
        }
    }

    @Override
    public synchronized void start() {
        if (scheduler == null) {
            scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread thread = new Thread(r, "paycollect-reconciliation");
                thread.setDaemon(true);
                return thread;
            });
            scheduler.scheduleWithFixedDelay(this::runOnce, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    @Override
    public synchronized void stop() {
        if (scheduler != null) {
            scheduler.shutdownNow();
            scheduler = null;
        }
    }

    @Override
    public synchronized boolean isRunning() {
        return scheduler != null;
    }

    @Override
    public String toString() {
        return "ScheduledReconciliation[every " + interval + ", " + reconciler + "]";
    }
}
