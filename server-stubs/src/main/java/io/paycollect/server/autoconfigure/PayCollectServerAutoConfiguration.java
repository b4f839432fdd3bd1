package io.paycollect.server.autoconfigure;

import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.SignedRequestVerifier;
import io.paycollect.server.AcceptedSignatures;
import io.paycollect.server.InMemoryAcceptedSignatures;
import io.paycollect.server.PayCollectServerProperties;
import io.paycollect.server.ProtectedPaths;
import io.paycollect.server.SignatureVerificationFilter;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.web.servlet.DispatcherServlet;

/**
 * Installs, in a servlet web application, the verification of signed requests in front of every
 * controller on the protected paths, and the error envelopes on those paths. Every bean can be replaced
 * by declaring one of the same type; {@code paycollect.server.enabled=false} turns it all off.
 *
 * <p>Uses only Spring Boot API present in both 3.5 and 4.x.
 */
@AutoConfiguration
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnClass(DispatcherServlet.class)
@ConditionalOnProperty(prefix = "paycollect.server", name = "enabled", matchIfMissing = true)
@EnableConfigurationProperties(PayCollectServerProperties.class)
public class PayCollectServerAutoConfiguration {

    /** The client secrets of {@code paycollect.server.clients.<id>.secret-token}. */
    @Bean
    @ConditionalOnMissingBean
    public ClientSecretLookup payCollectClientSecretLookup(PayCollectServerProperties properties) {
        return properties.clientSecretLookup();
    }

    /** With the replay guard on: the signatures accepted by this node, in memory. */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnProperty(prefix = "paycollect.server.replay-guard", name = "enabled")
    public AcceptedSignatures payCollectAcceptedSignatures(PayCollectServerProperties properties,
                                                           ObjectProvider<Clock> clock) {
        return new InMemoryAcceptedSignatures(properties.replayGuard().capacity(), properties.timestampWindow(),
                clock.getIfUnique(Clock::systemUTC));
    }

    /** The filter verifying client requests on {@code paths} and notifications on {@code notifications.paths}. */
    @Bean
    @ConditionalOnMissingBean
    public SignatureVerificationFilter payCollectSignatureVerificationFilter(
            PayCollectServerProperties properties, ClientSecretLookup secrets, ObjectProvider<Clock> clock,
            ObjectProvider<AcceptedSignatures> acceptedSignatures) {
        Clock serverClock = clock.getIfUnique(Clock::systemUTC);
        SignatureVerificationFilter.Builder filter = SignatureVerificationFilter.builder()
                .maxBodySize(properties.maxBodySize().toBytes())
                .bodyReadTimeout(properties.bodyReadTimeout())
                .maxConcurrentBodyReads(properties.maxConcurrentBodyReads())
                .order(properties.filterOrder());
        if (properties.replayGuard().enabled()) {
            filter.refuseReplays(acceptedSignatures.getObject());
        }
        PayCollectServerProperties.Notifications notifications = properties.notifications();
        ProtectedPaths notificationPaths = ProtectedPaths.of(notifications.paths());
        if (!notificationPaths.isEmpty()) {
            if (notifications.secretToken() == null || notifications.secretToken().isBlank()) {
                throw new IllegalStateException(
                        "paycollect.server.notifications.secret-token must be set when paycollect.server.notifications.paths is");
            }
            // Listed first: a notification path inside /v1/** is verified as a notification, not as a client call.
            filter.protect(notificationPaths, SignedRequestVerifier.forSecret(notifications.secretToken())
                    .window(properties.timestampWindow()).clock(serverClock).build());
        }
        filter.protect(ProtectedPaths.of(properties.paths()), SignedRequestVerifier.forClients(secrets)
                .window(properties.timestampWindow()).clock(serverClock).build());
        return filter.build();
    }

    /** 400/404/405/406/415 envelopes on the protected paths. */
    @Bean
    @ConditionalOnMissingBean
    public EnvelopeExceptionResolver payCollectEnvelopeExceptionResolver(PayCollectServerProperties properties) {
        return new EnvelopeExceptionResolver(allPaths(properties));
    }

    /** 500 envelope, without detail, for faults nobody handled on the protected paths. */
    @Bean
    @ConditionalOnMissingBean
    public UnhandledExceptionResolver payCollectUnhandledExceptionResolver(PayCollectServerProperties properties) {
        return new UnhandledExceptionResolver(allPaths(properties));
    }

    private static ProtectedPaths allPaths(PayCollectServerProperties properties) {
        List<String> all = new ArrayList<>(properties.paths());
        all.addAll(properties.notifications().paths());
        return ProtectedPaths.of(all);
    }
}
