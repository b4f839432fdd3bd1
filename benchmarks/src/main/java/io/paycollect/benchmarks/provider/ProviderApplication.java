package io.paycollect.benchmarks.provider;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A provider as a merchant would write one with server-stubs: a controller implementing the generated
 * {@link io.paycollect.server.api.BankApi}; the verifier of signed requests comes from the
 * auto-configuration and is switched off with {@code paycollect.server.enabled=false}.
 */
@SpringBootApplication
public class ProviderApplication {
}
