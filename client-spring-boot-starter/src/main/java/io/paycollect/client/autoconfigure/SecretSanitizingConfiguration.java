package io.paycollect.client.autoconfigure;

import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Actuator: every client's secret token is masked in {@code /configprops} and {@code /env} even when values are shown. */
@Configuration(proxyBeanMethods = false)
@ConditionalOnClass(SanitizingFunction.class)
class SecretSanitizingConfiguration {

    @Bean
    SanitizingFunction payCollectSecretSanitizer() {
        return SecretProperties::sanitize;
    }
}
