package io.paycollect.client.autoconfigure;

import java.util.Map;
import java.util.TreeSet;
import org.springframework.core.env.Environment;

/**
 * Which client's properties a PayCollect {@code @FeignClient} signs with, by its name (its {@code contextId}):
 * those of the named client {@code paycollect.clients.<name>}; the single client's ({@code paycollect.client})
 * only when no named client is set at all. Never a silent fall-back: with named clients, a name that is none
 * of them (a typo, {@code shopA} for {@code shop-a}) would send one merchant's calls under another client id,
 * so it fails start-up naming the names there are; so does a client switched off ({@code enabled=false}),
 * as {@link PayCollectClients} does not give it either.
 */
final class FeignClientCredentials {

    private FeignClientCredentials() {
    }

    /**
     * The prefix of the properties the {@code @FeignClient} named {@code name} signs with.
     *
     * @throws PayCollectClientConfigurationException when it names no enabled client
     */
    static String prefix(String name, Environment environment) {
        Map<String, PayCollectClientProperties> named = NamedClientsRegistrar.bind(environment);
        if (name != null && named.containsKey(name)) {
            String prefix = NamedClientsRegistrar.beanName(name);
            requireEnabled(name, prefix, named.get(name).enabled());
            return prefix;
        }
        if (!named.isEmpty()) {
            String names = new TreeSet<>(named.keySet()).toString();
            throw new PayCollectClientConfigurationException(NamedClientsRegistrar.beanName(name), null,
                    "is not set: the PayCollect @FeignClient '" + name + "' names no client of paycollect.clients "
                            + names + ", and with named clients set it never falls back to paycollect.client",
                    "Name the @FeignClient (its contextId) after one of " + names + ", or set '"
                            + NamedClientsRegistrar.beanName(name) + ".*' (base-url, client-id, secret-token).",
                    null);
        }
        requireEnabled(name, PayCollectClientFactory.SINGLE_PREFIX,
                environment.getProperty(PayCollectClientFactory.SINGLE_PREFIX + ".enabled", Boolean.class, true));
        return PayCollectClientFactory.SINGLE_PREFIX;
    }

    private static void requireEnabled(String name, String prefix, boolean enabled) {
        if (!enabled) {
            throw new PayCollectClientConfigurationException(prefix + ".enabled", "false",
                    "switches off the client of the PayCollect @FeignClient '" + name + "'",
                    "Remove '" + prefix + ".enabled=false', or the @FeignClient '" + name + "'.", null);
        }
    }
}
