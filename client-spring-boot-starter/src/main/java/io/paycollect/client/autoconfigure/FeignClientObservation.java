package io.paycollect.client.autoconfigure;

import feign.micrometer.MicrometerObservationCapability;
import io.micrometer.observation.ObservationRegistry;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * In a PayCollect {@code @FeignClient}'s own context: the starter's observation ({@link PayCollectObservationCapability})
 * with the client's name. Spring Cloud OpenFeign registers a {@code MicrometerObservationCapability} of its own only
 * when the context has none, so this one takes its place, and the {@code @FeignClient}'s builder drops any other the
 * application registers ({@link NeverRetryingFeignBuilder#addCapability}): each call records one
 * {@code http.client.requests}, as a call of the client bean does. Off where Spring Cloud OpenFeign's observation is
 * turned off.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnClass({MicrometerObservationCapability.class, ObservationRegistry.class})
@ConditionalOnBean(ObservationRegistry.class)
@ConditionalOnProperty(value = "spring.cloud.openfeign.micrometer.enabled", matchIfMissing = true)
class FeignClientObservation {

    @Bean
    MicrometerObservationCapability payCollectObservationCapability(ObservationRegistry registry,
                                                                     Environment environment) {
        String name = environment.getProperty(PayCollectFeignConfiguration.FEIGN_CLIENT_NAME);
        return new PayCollectObservationCapability(registry,
                PayCollectClientFactory.clientName(FeignClientCredentials.prefix(name, environment), name));
    }
}
