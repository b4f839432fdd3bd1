package io.paycollect.client.autoconfigure;

import java.util.List;
import java.util.Map;
import org.springframework.context.SmartLifecycle;

/**
 * The scheduled reconciliation of each named client ({@code paycollect.clients.<name>}), for a platform: one
 * {@link ScheduledReconciliation} per merchant, each with its checkpoint and counters of its own, started and
 * stopped together.
 */
public final class ScheduledReconciliations implements SmartLifecycle {

    private final Map<String, ScheduledReconciliation> byClient;

    ScheduledReconciliations(Map<String, ScheduledReconciliation> byClient) {
        this.byClient = Map.copyOf(byClient);
    }

    /** The schedule of each named client, by its name. */
    public Map<String, ScheduledReconciliation> byClient() {
        return byClient;
    }

    @Override
    public void start() {
        byClient.values().forEach(ScheduledReconciliation::start);
    }

    @Override
    public void stop() {
        byClient.values().forEach(ScheduledReconciliation::stop);
    }

    @Override
    public boolean isRunning() {
        return byClient.values().stream().anyMatch(ScheduledReconciliation::isRunning);
    }

    @Override
    public String toString() {
        return "ScheduledReconciliations" + List.copyOf(new java.util.TreeMap<>(byClient).keySet());
    }
}
