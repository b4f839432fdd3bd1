package io.paycollect.client.autoconfigure;

import io.paycollect.client.PayCollectClient;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Import;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * Several clients beside the single one: each {@code paycollect.clients.<name>} with the properties of
 * {@code paycollect.client} (a client id and secret token of its own, where to call, time-outs...) is a
 * {@link PayCollectClient} bean named {@code paycollect.clients.<name>}, injected with
 * {@code @Qualifier("<name>")}, whose calls are tagged {@code client=<name>}; off with
 * {@code paycollect.clients.<name>.enabled=false}. The application's beans reach each client as they reach
 * the single one. After the single client's auto-configuration, so that an application's own
 * {@code PayCollectClient} bean, not a named one, is what replaces the single client.
 */
@AutoConfiguration(after = PayCollectClientAutoConfiguration.class)
@ConditionalOnClass(PayCollectClient.class)
@Conditional(PayCollectNamedClientsAutoConfiguration.AnyNamedClient.class)
@EnableConfigurationProperties(PayCollectClientsProperties.class)
@Import({NamedClientsRegistrar.class, ClientObservationConfiguration.class, SecretSanitizingConfiguration.class})
public class PayCollectNamedClientsAutoConfiguration {

    /** Matches when any {@code paycollect.clients.<name>} is set. */
    static final class AnyNamedClient extends SpringBootCondition {

        @Override
        public ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
            var names = NamedClientsRegistrar.bind(context.getEnvironment()).keySet();
            return names.isEmpty() ? ConditionOutcome.noMatch("no " + NamedClientsRegistrar.PREFIX + ".<name> is set")
                    : ConditionOutcome.match(NamedClientsRegistrar.PREFIX + " " + names);
        }
    }
}
