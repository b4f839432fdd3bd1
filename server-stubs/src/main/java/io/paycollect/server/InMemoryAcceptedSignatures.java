package io.paycollect.server;

import io.paycollect.api.SignedRequestVerifier;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Accepted signatures of this node, each until it expires, at most {@code capacity} at a time for each
 * client (the notifications, signed without a client id, count as one client). Memory is bounded by the
 * window: expired signatures are dropped as new ones arrive. When a client holds {@code capacity}
 * unexpired signatures (more of its requests inside one window than the capacity), it refuses to answer
 * for that client rather than forget one, so a replay is never let through: that client gets 503, and
 * every other client is still served, since each has a share of its own.
 *
 * <p>A signature is kept until its timestamp plus the window, so a timestamp ahead of the clock is kept
 * longer; an expiry further ahead than twice the window (a timestamp beyond the window the verifier
 * allows) is refused and not stored, so no caller of this class can make it hold a signature longer.
 */
public final class InMemoryAcceptedSignatures implements AcceptedSignatures {

    /** Signatures held by default for each client: 200,000 in one window, about 330 requests a second over 10 minutes. */
    public static final int DEFAULT_CAPACITY = 200_000;
    private static final int PURGE_EVERY = 1024;

    private final Map<String, Share> shares = new ConcurrentHashMap<>();
    private final int capacity;
    private final Duration longestLife;
    private final Clock clock;

    /** One client's accepted signatures, purged and bounded on their own. */
    private static final class Share {
        final Map<String, Instant> accepted = new ConcurrentHashMap<>();
        final AtomicInteger sincePurge = new AtomicInteger();
        final AtomicReference<Instant> lastFullScan = new AtomicReference<>(Instant.MIN);
    }

    /** Holds at most {@value #DEFAULT_CAPACITY} signatures per client, for the default window, against the system clock. */
    public InMemoryAcceptedSignatures() {
        this(DEFAULT_CAPACITY, SignedRequestVerifier.DEFAULT_WINDOW, Clock.systemUTC());
    }

    /** Holds at most {@code capacity} signatures per client, for the default 10 minute window. */
    public InMemoryAcceptedSignatures(int capacity, Clock clock) {
        this(capacity, SignedRequestVerifier.DEFAULT_WINDOW, clock);
    }

    /**
     * Holds at most {@code capacity} signatures per client; {@code clock} tells which have expired.
     *
     * @param window the verifier's timestamp window: no signature is kept longer than twice it from now
     * @throws IllegalArgumentException if the capacity is below 1 or the window not positive
     */
    public InMemoryAcceptedSignatures(int capacity, Duration window, Clock clock) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1");
        }
        Objects.requireNonNull(window, "window");
        if (window.isNegative() || window.isZero()) {
            throw new IllegalArgumentException("window must be positive");
        }
        this.capacity = capacity;
        this.longestLife = window.multipliedBy(2);
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalStateException when {@code clientId} already holds {@code capacity} unexpired signatures
     * @throws IllegalArgumentException when {@code expiresAt} is further ahead than twice the window
     */
    @Override
    public boolean firstAcceptance(String clientId, String signature, Instant expiresAt) {
        Instant now = clock.instant();
        if (expiresAt.isAfter(now.plus(longestLife))) {
            throw new IllegalArgumentException("the timestamp is further ahead of the clock than the window allows");
        }
        Share share = shares.computeIfAbsent(clientId, id -> new Share());
        boolean full = share.accepted.size() >= capacity;
        // When full, the scan for expired signatures runs at most once a second: a flood at capacity
        // must not cost a scan of every held signature per request.
        if (share.sincePurge.incrementAndGet() >= PURGE_EVERY
                || full && now.isAfter(share.lastFullScan.get().plusSeconds(1))) {
            share.sincePurge.set(0);
            if (full) {
                share.lastFullScan.set(now);
            }
            share.accepted.values().removeIf(expiry -> !expiry.isAfter(now));
        }
        if (share.accepted.size() >= capacity) {
            throw new IllegalStateException("the replay guard holds " + capacity + " unexpired signatures of this client");
        }
        boolean[] first = {false};
        share.accepted.compute(signature, (key, expiry) -> {
            if (expiry == null || !expiry.isAfter(now)) {
                first[0] = true;
                return expiresAt;
            }
            return expiry;
        });
        return first[0];
    }

    /** How many signatures are held now, of all clients. */
    public int size() {
        return shares.values().stream().mapToInt(share -> share.accepted.size()).sum();
    }

    @Override
    public String toString() {
        return "InMemoryAcceptedSignatures[" + size() + " held, at most " + capacity + " per client]";
    }
}
