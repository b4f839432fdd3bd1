package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.SECRET;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The server's settings never show a secret. */
class PayCollectServerPropertiesTest {

    @Test
    void noSecretInToString() {
        PayCollectServerProperties properties = new PayCollectServerProperties(true,
                Map.of("c", new PayCollectServerProperties.Client(SECRET)), null, Duration.ofMinutes(10), null, null, 100, 10, 500, null, false,
                new PayCollectServerProperties.Notifications(null, SECRET), 0, null, false);
        assertThat(properties.toString()).doesNotContain(SECRET);
    }
}
