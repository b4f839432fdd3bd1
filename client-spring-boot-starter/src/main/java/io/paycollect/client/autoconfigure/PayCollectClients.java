package io.paycollect.client.autoconfigure;

import io.paycollect.client.PayCollectClient;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The named clients ({@code paycollect.clients.<name>}) by name, for a platform that picks the client of a
 * merchant at run time rather than injecting each with {@code @Qualifier}:
 * {@code clients.get(merchant.payCollectName()).bank().getBanks()}. A bean whenever a named client is set.
 */
public final class PayCollectClients {

    private final Set<String> names;
    private final Function<String, PayCollectClient> lookup;

    PayCollectClients(Set<String> names, Function<String, PayCollectClient> lookup) {
        this.names = Set.copyOf(names);
        this.lookup = lookup;
    }

    /**
     * The client named {@code name}.
     *
     * @throws IllegalArgumentException naming the clients there are, when none is named {@code name} (or it
     *     is switched off)
     */
    public PayCollectClient get(String name) {
        Objects.requireNonNull(name, "name");
        if (!names.contains(name)) {
            throw new IllegalArgumentException("no PayCollect client named '" + name + "': paycollect.clients has "
                    + new TreeSet<>(names));
        }
        return lookup.apply(name);
    }

    /** The names of the enabled named clients. */
    public Set<String> names() {
        return names;
    }

    @Override
    public String toString() {
        return "PayCollectClients" + new TreeSet<>(names);
    }
}
