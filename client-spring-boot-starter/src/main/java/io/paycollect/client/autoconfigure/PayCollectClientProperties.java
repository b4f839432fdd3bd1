package io.paycollect.client.autoconfigure;

import feign.Logger;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import io.paycollect.client.PayCollectEnvironment;
import org.springframework.util.unit.DataSize;

/**
 * The {@code paycollect.client.*} properties. With {@code client-id}, {@code secret-token} and where to
 * call ({@code environment} or {@code base-url}) set, the application gets a {@code PayCollectClient} bean.
 *
 * @param enabled Whether to create the client from these properties; false leaves it out even when they are set.
 * @param environment The service's hosted environment to call: production or uat.
 * @param baseUrl Base URL of the service, such as http://localhost:8080 for the sandbox; set it or the
 *     environment, not both (start-up fails naming both).
 * @param clientId Client id of the merchant, sent as x-client-id.
 * @param secretToken Secret token of the merchant, which signs every request. Never logged or shown.
 * @param connectTimeout Time-out for opening a connection.
 * @param readTimeout Time-out for each read of the answer.
 * @param callTimeout Total time of one call, from connecting to the last byte of the answer; a call
 *     that runs out of it ends with an unknown outcome.
 * @param maxAnswerSize Largest answer body read (after decompression); a larger answer is refused
 *     before or while it is read, with an unknown outcome.
 * @param logLevel What Feign logs of each call at DEBUG (NONE, BASIC, HEADERS or FULL), to the logger
 *     io.paycollect.client, which is put at DEBUG unless logging.level.io.paycollect.client is set. The
 *     signature and credential fields are always redacted.
 */
@ConfigurationProperties("paycollect.client")
public record PayCollectClientProperties(
        @DefaultValue("true") boolean enabled,
        PayCollectEnvironment environment,
        String baseUrl,
        String clientId,
        String secretToken,
        @DefaultValue("10s") Duration connectTimeout,
        @DefaultValue("30s") Duration readTimeout,
        @DefaultValue("60s") Duration callTimeout,
        @DefaultValue("4MB") DataSize maxAnswerSize,
        @DefaultValue("NONE") Logger.Level logLevel) {

    /** Where the client calls: the base URL when set, else the environment's. */
    public String effectiveBaseUrl() {
        return baseUrl != null && !baseUrl.isBlank() ? baseUrl : environment == null ? null : environment.baseUrl();
    }

    /** Without the secret token. */
    @Override
    public String toString() {
        return "PayCollectClientProperties[enabled=" + enabled + ", environment=" + environment + ", baseUrl=" + baseUrl + ", clientId=" + clientId + ", secretToken="
                + (secretToken == null ? "<unset>" : "***") + ", connectTimeout=" + connectTimeout + ", readTimeout="
                + readTimeout + ", callTimeout=" + callTimeout + ", maxAnswerSize=" + maxAnswerSize + ", logLevel=" + logLevel + "]";
    }
}
