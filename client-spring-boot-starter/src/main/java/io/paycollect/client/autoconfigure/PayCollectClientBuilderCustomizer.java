package io.paycollect.client.autoconfigure;

import io.paycollect.client.PayCollectClient;

/**
 * Changes the builder of the auto-configured {@link PayCollectClient} after the {@code paycollect.client.*}
 * properties and the application's {@code RequestInterceptor} and {@code Capability} beans are applied: a
 * transport of its own ({@code builder.client(...)}), another clock, an interceptor for this client only.
 * Every such bean is applied, in their {@code @Order} / {@code Ordered} order.
 */
@FunctionalInterface
public interface PayCollectClientBuilderCustomizer {

    /**
     * Changes {@code builder}.
     *
     * @param builder the builder of the client bean, its properties already set
     */
    void customize(PayCollectClient.Builder builder);
}
