package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feign.Capability;
import feign.InvocationContext;
import feign.Logger;
import feign.ResponseInterceptor;
import io.paycollect.client.model.BankGetBanksResponse;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * A capability's response chain runs on every call, as Feign runs it: it sees each answer before the caller
 * does, what it returns is what the caller gets, and an error answer still reaches the caller as the client's
 * exception through it. A capability's logger logs every call as Feign's would.
 */
class ResponseInterceptorsTest extends AgainstRecordingServer {

    /** Records the status of every answer its chain sees, and what the chain made of it. */
    public static final class RecordingResponses implements Capability {
        final List<Integer> statuses = new CopyOnWriteArrayList<>();
        final List<Object> results = new CopyOnWriteArrayList<>();

        @Override
        public ResponseInterceptor.Chain enrich(ResponseInterceptor.Chain chain) {
            return (InvocationContext context) -> {
                statuses.add(context.response().status());
                Object result = chain.next(context);
                results.add(result);
                return result;
            };
        }
    }

    /** Replaces the client's logger with one that keeps every line. */
    public static final class KeepingLogger implements Capability {
        final List<String> lines = new CopyOnWriteArrayList<>();

        @Override
        public Logger enrich(Logger logger) {
            return new Logger() {
                @Override
                protected void log(String configKey, String format, Object... args) {
                    lines.add(String.format(format, args));
                }
            };
        }
    }

    @Test
    void aCapabilitysLoggerLogsTheRequestAndTheAnswer() {
        KeepingLogger logger = new KeepingLogger();
        PayCollectClient logged = TestClients.builder(server).logLevel(Logger.Level.BASIC).addCapability(logger).build();
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":[]}");

        logged.bank().getBanks();

        assertEquals(2, logger.lines.size(), logger.lines.toString());
        assertTrue(logger.lines.get(0).startsWith("---> GET " + server.baseUrl() + "/v1/bank/get-banks"), logger.lines.toString());
        assertTrue(logger.lines.get(1).startsWith("<--- HTTP/1.1 200"), logger.lines.toString());
    }

    @Test
    void everyAnswerGoesThroughTheCapabilitysResponseChain() {
        RecordingResponses responses = new RecordingResponses();
        PayCollectClient watched = TestClients.builder(server).addCapability(responses).build();
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":[]}");

        BankGetBanksResponse banks = watched.bank().getBanks();

        assertEquals(List.of(200), responses.statuses);
        assertSame(banks, responses.results.get(0), "the caller gets what the chain returned");
    }

    @Test
    void anErrorAnswerGoesThroughTheChainAndReachesTheCallerAsTheClientsException() {
        RecordingResponses responses = new RecordingResponses();
        PayCollectClient watched = TestClients.builder(server).addCapability(responses).build();
        server.answer(401, "{\"code\":\"401\",\"message\":\"refused\"}");

        PayCollectApiException refused = assertThrows(PayCollectApiException.class, () -> watched.bank().getBanks());

        assertEquals(401, refused.getStatus());
        assertEquals(List.of(401), responses.statuses);
    }
}
