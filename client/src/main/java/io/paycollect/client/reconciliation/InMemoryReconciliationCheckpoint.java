package io.paycollect.client.reconciliation;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The checkpoint in this process's memory: lost on restart, when the next run looks back its whole first
 * window again (which costs calls, never a payment). Thread-safe.
 */
public final class InMemoryReconciliationCheckpoint implements ReconciliationCheckpoint {

    private final ConcurrentMap<String, Instant> until = new ConcurrentHashMap<>();

    @Override
    public Optional<Instant> reconciledUntil(String name) {
        return Optional.ofNullable(until.get(Objects.requireNonNull(name, "name")));
    }

    @Override
    public void advance(String name, Instant instant) {
        Objects.requireNonNull(instant, "until");
        until.merge(Objects.requireNonNull(name, "name"), instant, (a, b) -> a.isAfter(b) ? a : b);
    }

    @Override
    public String toString() {
        return "InMemoryReconciliationCheckpoint" + until;
    }
}
