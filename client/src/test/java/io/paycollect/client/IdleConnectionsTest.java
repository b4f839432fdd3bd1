package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * No call is sent on a pooled connection the server may be closing: a connection idle for longer than the reuse
 * window (500 ms by default) is closed by the client itself, before a server whose idle time-out is the shortest the
 * client is meant for (1 s) closes it. A request sent on a connection whose close is on its way fails with "unexpected
 * end of stream", an unknown outcome that is never sent again. Calls close together still share a connection. The
 * tests wait for the connection to end, whoever ends it, not for a time to pass.
 */
class IdleConnectionsTest {

    private static final String ANSWER = "{\"code\":\"00\",\"message\":\"Success\",\"data\":{}}";

    @Test
    void callsOneAfterAnotherShareAConnection() throws Exception {
        try (HostileServer server = new HostileServer(Duration.ofSeconds(60), HostileServer.json(200, ANSWER))) {
            PayCollectClient client = AnswerSizeLimitTest.client(server.baseUrl()).build();

            for (int call = 0; call < 5; call++) {
                client.bank().createVa(OpenPayloadCaller.request().putAdditionalProperty("call", call)).requireSuccess();
            }

            assertEquals(5, server.received().size());
            assertEquals(1, server.connections(), "one connection for calls one after another");
        }
    }

    @Test
    void anIdleConnectionIsClosedByTheClientBeforeAServerWithA1SecondTimeOutClosesIt() throws Exception {
        try (HostileServer server = new HostileServer(Duration.ofSeconds(1), HostileServer.json(200, ANSWER))) {
            PayCollectClient client = AnswerSizeLimitTest.client(server.baseUrl()).build();
            client.bank().createVa(OpenPayloadCaller.request().putAdditionalProperty("call", 0)).requireSuccess();

            HostileServer.IdleEnd end = server.awaitIdleEnd(Duration.ofSeconds(30));

            assertNotNull(end, "the idle connection ended within 30 s");
            assertEquals(new HostileServer.IdleEnd(1, true), end, "closed by the client, before the server's time-out");
            client.bank().createVa(OpenPayloadCaller.request().putAdditionalProperty("call", 1)).requireSuccess();
            assertEquals(List.of(1, 2), server.received().stream().map(HostileServer.Received::connection).toList(),
                    "the next call on a new connection, each request seen once");
        }
    }
}
