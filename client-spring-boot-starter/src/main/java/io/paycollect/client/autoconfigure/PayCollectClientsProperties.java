package io.paycollect.client.autoconfigure;

import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The {@code paycollect.clients.<name>.*} properties: several clients, each with a client id and secret
 * token of its own (a platform calling for several merchants), beside the single {@code paycollect.client.*}.
 *
 * @param clients Named clients, each with the properties of paycollect.client (enabled, environment, base-url,
 *     client-id, secret-token, connect-timeout, read-timeout, call-timeout, max-answer-size, log-level): each
 *     is a PayCollectClient bean named paycollect.clients.NAME, injected with @Qualifier("NAME"), its calls
 *     tagged client=NAME.
 */
@ConfigurationProperties("paycollect")
public record PayCollectClientsProperties(@DefaultValue Map<String, PayCollectClientProperties> clients) {
}
