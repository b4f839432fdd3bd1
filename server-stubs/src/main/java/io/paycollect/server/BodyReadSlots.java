package io.paycollect.server;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.Semaphore;

/**
 * The slots for reading bodies: at most {@code total} at once, and at most {@code perAddress} of them for one remote
 * address, so that one peer holding bodies open (anyone who knows a client id and the time can) cannot take every
 * slot. The address is the container's remote address: behind a reverse proxy, the one the proxy's forwarded headers
 * give when the application trusts them (Spring Boot's {@code server.forward-headers-strategy}).
 */
final class BodyReadSlots {

    private final Semaphore total;
    private final int perAddress;
    private final ConcurrentMap<String, Integer> taken = new ConcurrentHashMap<>();

    BodyReadSlots(int total, int perAddress) {
        this.total = new Semaphore(total);
        this.perAddress = perAddress;
    }

    /** A slot for a body from {@code address}, or null when its share or all slots are taken; release it once. */
    Runnable take(String address) {
        String key = address == null ? "" : address;
        boolean[] within = new boolean[1];
        taken.compute(key, (k, held) -> {
            int now = held == null ? 0 : held;
            within[0] = now < perAddress;
            return within[0] ? now + 1 : held;
        });
        if (!within[0]) {
            return null;
        }
        if (!total.tryAcquire()) {
            release(key);
            return null;
        }
        return () -> {
            total.release();
            release(key);
        };
    }

    private void release(String key) {
        taken.computeIfPresent(key, (k, held) -> held <= 1 ? null : held - 1);
    }
}
