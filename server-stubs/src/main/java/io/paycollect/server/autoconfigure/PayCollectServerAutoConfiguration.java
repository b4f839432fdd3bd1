package io.paycollect.server.autoconfigure;

import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.SignedRequestVerifier;
import io.paycollect.api.VirtualAccountOwners;
import io.paycollect.server.AcceptedSignatures;
import io.paycollect.server.InMemoryAcceptedSignatures;
import io.paycollect.server.PayCollectServerProperties;
import io.paycollect.server.ProtectedPaths;
import io.paycollect.server.SignatureVerificationFilter;
import io.paycollect.server.tomcat.RefusedBodyValveInstaller;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.format.FormatterRegistry;
import org.springframework.web.servlet.DispatcherServlet;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Installs, in a servlet web application, the verification of signed requests in front of every
 * controller on the protected paths, and the error envelopes on those paths. Every bean can be replaced
 * by declaring one of the same type; {@code paycollect.server.enabled=false} turns it all off. It also sets the
 * server's reading rules (docs/notifications.md, "The server's reading rules"): the application's JSON mapper reads a
 * value only into a field of its type, and a query string with no single reading is refused.
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

    /**
     * The bean (a {@link ClientSecretLookup}, not a default candidate) of the merchants' secrets by client id that
     * verifies notifications when {@code notifications.secret-token} is unset: a platform's, which the client
     * starter makes of its named clients ({@code paycollect.clients.<name>}).
     */
    public static final String NOTIFICATION_SECRETS = "payCollectNotificationSecrets";

    /**
     * The filter verifying client requests on {@code paths} and notifications on {@code notifications.paths}: with
     * the secret token, or each merchant's by the clientId it names ({@link #NOTIFICATION_SECRETS}), or for a VA-link
     * result naming none, by the owner of its virtual account that the application's {@link VirtualAccountOwners} bean
     * gives.
     */
    @Bean
    @ConditionalOnMissingBean
    public SignatureVerificationFilter payCollectSignatureVerificationFilter(
            PayCollectServerProperties properties, ClientSecretLookup secrets, ObjectProvider<Clock> clock,
            ObjectProvider<AcceptedSignatures> acceptedSignatures, ObjectProvider<VirtualAccountOwners> virtualAccountOwners,
            BeanFactory beans) {
        Clock serverClock = clock.getIfUnique(Clock::systemUTC);
        SignatureVerificationFilter.Builder filter = SignatureVerificationFilter.builder()
                .maxBodySize(properties.maxBodySize().toBytes())
                .bodyReadTimeout(properties.bodyReadTimeout())
                .maxConcurrentBodyReads(properties.maxConcurrentBodyReads())
                .maxConcurrentBodyReadsPerAddress(properties.maxConcurrentBodyReadsPerAddress())
                .minBodyReadRate(properties.minBodyReadRate(), properties.minBodyReadRateGrace())
                .clock(serverClock)
                .readBodyOnOriginalDispatch(properties.readBodyOnOriginalDispatch())
                .order(properties.filterOrder());
        if (properties.replayGuard().enabled()) {
            filter.refuseReplays(acceptedSignatures.getObject());
        }
        PayCollectServerProperties.Notifications notifications = properties.notifications();
        ProtectedPaths notificationPaths = ProtectedPaths.of(notifications.paths());
        boolean oneSecret = notifications.secretToken() != null && !notifications.secretToken().isBlank();
        if (!notificationPaths.isEmpty() && oneSecret) {
            // Listed first: a notification path inside /v1/** is verified as a notification, not as a client call.
            filter.protectNotifications(notificationPaths, SignedRequestVerifier.forSecret(notifications.secretToken())
                    .window(properties.timestampWindow()).clock(serverClock).acceptCanonicalForm(properties.acceptCanonicalForm())
                    .build());
        } else if (!notificationPaths.isEmpty()) {
            // Several merchants (a platform): each notification verified with the secret of the clientId it names.
            ClientSecretLookup merchants = beans.containsBean(NOTIFICATION_SECRETS)
                    ? beans.getBean(NOTIFICATION_SECRETS, ClientSecretLookup.class) : null;
            if (merchants == null) {
                throw new IllegalStateException("paycollect.server.notifications.secret-token must be set when "
                        + "paycollect.server.notifications.paths is, or, for several merchants, a ClientSecretLookup bean "
                        + "named " + NOTIFICATION_SECRETS + " (the client starter makes it of paycollect.clients)");
            }
            filter.protectNotificationsOfClients(notificationPaths, SignedRequestVerifier.forClients(merchants)
                    .window(properties.timestampWindow()).clock(serverClock).acceptCanonicalForm(properties.acceptCanonicalForm())
                    .build(), virtualAccountOwners.getIfAvailable());
        }
        filter.protect(ProtectedPaths.of(properties.paths()), SignedRequestVerifier.forClients(secrets)
                .window(properties.timestampWindow()).clock(serverClock).acceptCanonicalForm(properties.acceptCanonicalForm())
                .build());
        return filter.build();
    }

    /** Start-up fails, naming them, while filters after the verifier would skip signed requests. */
    @Bean
    static FiltersSkippingSignedRequests payCollectFiltersSkippingSignedRequests(
            org.springframework.beans.factory.ListableBeanFactory beans) {
        return new FiltersSkippingSignedRequests(beans);
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

    /**
     * A query string without a single reading (a nameless or repeated parameter), or with an empty value of a
     * parameter typed other than text ({@code merchantId=}), is a 400 on the protected paths; a whole-number query
     * value reads {@code 2.0} as 2 and refuses {@code 2.5} ({@link WholeNumberQueryValues}).
     */
    @Bean
    public WebMvcConfigurer payCollectQueryStringCheck(PayCollectServerProperties properties) {
        QueryStringCheck check = new QueryStringCheck(allPaths(properties));
        return new WebMvcConfigurer() {
            @Override
            public void addInterceptors(InterceptorRegistry registry) {
                registry.addInterceptor(check);
            }

            @Override
            public void addFormatters(FormatterRegistry registry) {
                registry.addConverter(new WholeNumberQueryValues());
            }
        };
    }

    /** On Tomcat: a refused request's connection is closed at once, the rest of its body never read. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.apache.catalina.valves.ValveBase")
    static class TomcatRefusals {

        @Bean
        RefusedBodyValveInstaller payCollectRefusedBodyValve() {
            return new RefusedBodyValveInstaller();
        }
    }

    /** Spring Boot 4 reads bodies with Jackson 3: its mapper is built with the reading rules. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer")
    static class Jackson3Reading {

        @Bean
        StrictJsonReading payCollectStrictJsonReading() {
            return new StrictJsonReading();
        }
    }

    /** Spring Boot 3.5 reads bodies with Jackson 2: its mapper gets the reading rules once built. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"com.fasterxml.jackson.databind.ObjectMapper",
        "org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer"})
    static class Jackson2Reading {

        @Bean
        static BeanPostProcessor payCollectStrictObjectMapperReading() {
            return new StrictObjectMapperReading();
        }
    }

    private static ProtectedPaths allPaths(PayCollectServerProperties properties) {
        List<String> all = new ArrayList<>(properties.paths());
        all.addAll(properties.notifications().paths());
        return ProtectedPaths.of(all);
    }
}
