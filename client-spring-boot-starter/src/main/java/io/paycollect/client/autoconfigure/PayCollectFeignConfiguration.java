package io.paycollect.client.autoconfigure;

import feign.Client;
import feign.Contract;
import feign.Feign;
import feign.Logger;
import feign.Request;
import feign.Retryer;
import feign.codec.Decoder;
import feign.codec.Encoder;
import feign.codec.ErrorDecoder;
import io.paycollect.client.CallObserver;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.PayCollectFeignParts;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Scope;
import org.springframework.core.env.Environment;
import org.springframework.util.ClassUtils;

/**
 * The configuration of a Spring Cloud OpenFeign {@code @FeignClient} over a generated API interface, so that
 * it calls the PayCollect service through the {@code PayCollectClient}'s own engine: Feign's own contract of the
 * generated interfaces, the wire-form JSON encoder, the client's decoder and error decoder, no retry, the client's
 * transport (no re-send, no redirect, answers bounded) and time-outs, the total time per call
 * ({@code call-timeout}), the redacting logger, validation of every call before sending, and signing: each request
 * is signed as it is handed to the transport, after every request interceptor of the application or of Spring
 * Cloud OpenFeign, over the exact body sent.
 *
 * <pre>{@code
 * @FeignClient(name = "shop-a", url = "${paycollect.clients.shop-a.base-url}",
 *         configuration = PayCollectFeignConfiguration.class)
 * interface ShopABank extends BankApi {
 * }
 * }</pre>
 *
 * <p>The credentials, time-outs, answer limit and log level are those of {@code paycollect.clients.<name>.*}
 * for the {@code @FeignClient}'s name (its {@code contextId}); those of {@code paycollect.client.*} only when no
 * named client is set. A name that is no named client, a client switched off, or a missing or refused property
 * fails start-up naming it. So does a Retryer other than never, set through Spring Cloud OpenFeign's
 * {@code spring.cloud.openfeign.client.config.*} properties or a {@code Capability}. The {@code url} is the
 * {@code @FeignClient}'s own. Its calls are observed as the client's are: with feign-micrometer and an
 * {@code ObservationRegistry}, each call is one {@code http.client.requests} tagged with the operation, the service's
 * code and the client's name ({@link FeignClientObservation}), in place of Spring Cloud OpenFeign's own; the
 * application's {@code CallObserver} bean, if any, watches them too.
 *
 * <p>Not a {@code @Configuration}: give it to the {@code @FeignClient}s that call PayCollect only, never to
 * Spring Cloud OpenFeign's default configuration, which every Feign client of the application shares.
 */
@Import(FeignClientObservation.class)
public class PayCollectFeignConfiguration {

    /** The property in which Spring Cloud OpenFeign gives each client's context its name. */
    static final String FEIGN_CLIENT_NAME = "spring.cloud.openfeign.client.name";
    /**
     * Whether feign-micrometer is on the class path, asked here and not in the classes that use its types, which
     * cannot even be loaded without it.
     */
    static final boolean FEIGN_MICROMETER = ClassUtils.isPresent("feign.micrometer.MicrometerObservationCapability",
            PayCollectFeignConfiguration.class.getClassLoader());

    private ObjectProvider<CallObserver> observer;

    /** The application's own observer of the calls, as a {@code PayCollectClient} bean gets it. */
    @Autowired
    void observer(ObjectProvider<CallObserver> observer) {
        this.observer = observer;
    }

    /**
     * The pieces of a client built from the properties of the {@code @FeignClient}'s name.
     *
     * @throws PayCollectClientConfigurationException naming a missing or refused property
     */
    @Bean
    PayCollectFeignParts payCollectFeignParts(Environment environment) {
        String name = environment.getProperty(FEIGN_CLIENT_NAME);
        String prefix = FeignClientCredentials.prefix(name, environment);
        PayCollectClientProperties properties = Binder.get(environment).bindOrCreate(prefix, PayCollectClientProperties.class);
        PayCollectClient.Builder builder = PayCollectClientFactory.configured(prefix, properties);
        if (observer != null) {
            builder.callObserver(observer.getIfUnique(() -> CallObserver.NONE));
        }
        return PayCollectFeignParts.of(builder);
    }

    @Bean
    Contract payCollectFeignContract(PayCollectFeignParts parts) {
        return parts.contract();
    }

    @Bean
    Encoder payCollectFeignEncoder(PayCollectFeignParts parts) {
        return parts.encoder();
    }

    @Bean
    Decoder payCollectFeignDecoder(PayCollectFeignParts parts) {
        return parts.decoder();
    }

    @Bean
    ErrorDecoder payCollectFeignErrorDecoder(PayCollectFeignParts parts) {
        return parts.errorDecoder();
    }

    @Bean
    Retryer payCollectFeignRetryer(PayCollectFeignParts parts) {
        return parts.retryer();
    }

    /** The client's transport; the engine signs each request as it hands it over, after every interceptor. */
    @Bean
    Client payCollectFeignTransport(PayCollectFeignParts parts) {
        return parts.transport();
    }

    @Bean
    Request.Options payCollectFeignOptions(PayCollectFeignParts parts) {
        return parts.options();
    }

    @Bean
    Logger payCollectFeignLogger(PayCollectFeignParts parts) {
        return parts.logger();
    }

    @Bean
    Logger.Level payCollectFeignLogLevel(PayCollectFeignParts parts) {
        return parts.logLevel();
    }

    /**
     * A builder per Feign client, as Spring Cloud OpenFeign's own is: the client's engine, and a Retryer that
     * neither Spring Cloud OpenFeign's properties nor a Capability can replace.
     */
    @Bean
    @Scope("prototype")
    Feign.Builder payCollectFeignBuilder(PayCollectFeignParts parts, Environment environment) {
        return new NeverRetryingFeignBuilder(environment.getProperty(FEIGN_CLIENT_NAME, "?"), environment, parts);
    }
}
