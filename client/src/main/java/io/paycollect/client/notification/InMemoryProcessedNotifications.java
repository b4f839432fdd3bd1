package io.paycollect.client.notification;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The processed notifications of this process, the {@code capacity} most recent ones (100,000 by
 * default: months of payments for most shops; the service redelivers within days). Forgotten on
 * restart: use {@link JdbcProcessedNotifications} where a restart must not process a payment again.
 */
public final class InMemoryProcessedNotifications implements ProcessedNotifications {

    /** Codes remembered by default. */
    public static final int DEFAULT_CAPACITY = 100_000;

    private final Map<String, Boolean> processed;
    private final Map<String, ReentrantLock> inFlight = new ConcurrentHashMap<>();

    /** Remembers the {@value #DEFAULT_CAPACITY} most recent codes. */
    public InMemoryProcessedNotifications() {
        this(DEFAULT_CAPACITY);
    }

    /** Remembers the {@code capacity} most recent codes. */
    public InMemoryProcessedNotifications(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1");
        }
        this.processed = new LinkedHashMap<>(16, 0.75f, false) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
                return size() > capacity;
            }
        };
    }

    @Override
    public boolean processOnce(String transactionCode, Work work) throws Exception {
        Objects.requireNonNull(transactionCode, "transactionCode");
        ReentrantLock lock = inFlight.computeIfAbsent(transactionCode, code -> new ReentrantLock());
        boolean recorded = false;
        lock.lock();
        try {
            synchronized (processed) {
                if (processed.containsKey(transactionCode)) {
                    recorded = true;
                    return false;
                }
            }
            work.run(StoreTransaction.none());
            synchronized (processed) {
                processed.put(transactionCode, Boolean.TRUE);
            }
            recorded = true;
            return true;
        } finally {
            lock.unlock();
            // Once recorded, the lock is no longer needed: whoever still holds it finds the code processed.
            // After a failure it stays, so that two redeliveries cannot both run the work.
            if (recorded) {
                inFlight.remove(transactionCode, lock);
            }
        }
    }

    @Override
    public String toString() {
        synchronized (processed) {
            return "InMemoryProcessedNotifications[" + processed.size() + " remembered]";
        }
    }
}
