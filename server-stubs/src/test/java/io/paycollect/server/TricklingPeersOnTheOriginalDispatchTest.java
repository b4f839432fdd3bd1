package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.SECRET;

import io.paycollect.server.testapp.TestApplication;
import org.springframework.boot.test.context.SpringBootTest;

/** {@link TricklingPeersLoseTheirSlotTest} with bodies read blocking in the dispatch they arrived in. */
@SpringBootTest(classes = {TestApplication.class, TricklingPeersLoseTheirSlotTest.SteppingClockConfiguration.class},
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "paycollect.server.clients.golden-client.secret-token=" + SECRET,
        "paycollect.server.body-read-timeout=5m",
        "paycollect.server.timestamp-window=30d",
        "paycollect.server.max-concurrent-body-reads-per-address=1",
        "paycollect.server.read-body-on-original-dispatch=true"})
class TricklingPeersOnTheOriginalDispatchTest extends TricklingPeersLoseTheirSlotTest {
}
