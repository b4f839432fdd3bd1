package io.paycollect.client.autoconfigure;

import feign.Logger;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * The {@code paycollect.client.*} properties. With {@code base-url}, {@code client-id} and
 * {@code secret-token} set, the application gets a {@code PayCollectClient} bean.
 *
 * @param baseUrl Base URL of the service, such as http://localhost:8080 for the sandbox.
 * @param clientId Client id of the merchant, sent as x-client-id.
 * @param secretToken Secret token of the merchant, which signs every request. Never logged or shown.
 * @param connectTimeout Time-out for opening a connection.
 * @param readTimeout Time-out for each read of the answer.
 * @param callTimeout Total time of one call, from connecting to the last byte of the answer; a call
 *     that runs out of it ends with an unknown outcome.
 * @param maxAnswerSize Largest answer body read (after decompression); a larger answer is refused
 *     before or while it is read, with an unknown outcome.
 * @param logLevel What Feign logs of each call at DEBUG (NONE, BASIC, HEADERS or FULL). The signature
 *     and credential fields are always redacted.
 */
@ConfigurationProperties("paycollect.client")
public record PayCollectClientProperties(
        String baseUrl,
        String clientId,
        String secretToken,
        @DefaultValue("10s") Duration connectTimeout,
        @DefaultValue("30s") Duration readTimeout,
        @DefaultValue("60s") Duration callTimeout,
        @DefaultValue("4MB") DataSize maxAnswerSize,
        @DefaultValue("NONE") Logger.Level logLevel) {

    /** Without the secret token. */
    @Override
    public String toString() {
        return "PayCollectClientProperties[baseUrl=" + baseUrl + ", clientId=" + clientId + ", secretToken="
                + (secretToken == null ? "<unset>" : "***") + ", connectTimeout=" + connectTimeout + ", readTimeout="
                + readTimeout + ", callTimeout=" + callTimeout + ", maxAnswerSize=" + maxAnswerSize + ", logLevel=" + logLevel + "]";
    }
}
