package io.paycollect.server;

import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Accepted signatures of this node, each until it expires, at most {@code capacity} at a time. Memory is
 * bounded by the window: expired signatures are dropped as new ones arrive. When {@code capacity}
 * unexpired signatures are held (more requests inside one window than the capacity), it refuses to
 * answer rather than forget one, so a replay is never let through: the caller gets 503.
 */
public final class InMemoryAcceptedSignatures implements AcceptedSignatures {

    /** Signatures held by default: 200,000 in one window, about 330 requests a second over 10 minutes. */
    public static final int DEFAULT_CAPACITY = 200_000;
    private static final int PURGE_EVERY = 1024;

    private record Key(String clientId, String signature) {
    }

    private final Map<Key, Instant> accepted = new ConcurrentHashMap<>();
    private final AtomicInteger sincePurge = new AtomicInteger();
    private final AtomicReference<Instant> lastFullScan = new AtomicReference<>(Instant.MIN);
    private final int capacity;
    private final Clock clock;

    /** Holds at most {@value #DEFAULT_CAPACITY} signatures, against the system clock. */
    public InMemoryAcceptedSignatures() {
        this(DEFAULT_CAPACITY, Clock.systemUTC());
    }

    /** Holds at most {@code capacity} signatures; {@code clock} tells which have expired. */
    public InMemoryAcceptedSignatures(int capacity, Clock clock) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1");
        }
        this.capacity = capacity;
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    @Override
    public boolean firstAcceptance(String clientId, String signature, Instant expiresAt) {
        Instant now = clock.instant();
        boolean full = accepted.size() >= capacity;
        // When full, the scan for expired signatures runs at most once a second: a flood at capacity
        // must not cost a scan of every held signature per request.
        if (sincePurge.incrementAndGet() >= PURGE_EVERY || full && now.isAfter(lastFullScan.get().plusSeconds(1))) {
            sincePurge.set(0);
            if (full) {
                lastFullScan.set(now);
            }
            accepted.values().removeIf(expiry -> !expiry.isAfter(now));
        }
        if (accepted.size() >= capacity) {
            throw new IllegalStateException("the replay guard holds " + capacity + " unexpired signatures");
        }
        boolean[] first = {false};
        accepted.compute(new Key(clientId, signature), (key, expiry) -> {
            if (expiry == null || !expiry.isAfter(now)) {
                first[0] = true;
                return expiresAt;
            }
            return expiry;
        });
        return first[0];
    }

    /** How many signatures are held now. */
    public int size() {
        return accepted.size();
    }

    @Override
    public String toString() {
        return "InMemoryAcceptedSignatures[" + accepted.size() + " of " + capacity + "]";
    }
}
