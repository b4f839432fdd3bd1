package io.paycollect.server.testapp;

import io.paycollect.api.GoldenSignatures;
import io.paycollect.api.RequestTimestamp;
import java.time.Clock;
import java.time.ZoneOffset;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A provider as a merchant or a test double would write it: controllers implementing generated
 * interfaces, a notification receiver, and nothing else; the verifier comes from auto-configuration.
 * The clock stands still at the golden vectors' timestamp so that those signatures are current.
 */
@SpringBootApplication
public class TestApplication {

    @Bean
    Clock clock() {
        return Clock.fixed(RequestTimestamp.parse(GoldenSignatures.TIMESTAMP), ZoneOffset.UTC);
    }

    @Bean
    Recorder recorder() {
        return new Recorder();
    }
}
