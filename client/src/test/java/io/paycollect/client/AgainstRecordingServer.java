package io.paycollect.client;

import java.io.IOException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** Tests over real HTTP: a fresh {@link RecordingServer} and a client of it for each test. */
abstract class AgainstRecordingServer {

    /** The server the client calls; it records every request and answers what it is told to. */
    protected RecordingServer server;
    /** A client of {@link #server} with the golden credentials and clock ({@link TestClients}). */
    protected PayCollectClient client;

    @BeforeEach
    void startServerAndClient() throws IOException {
        server = new RecordingServer();
        client = TestClients.client(server);
    }

    @AfterEach
    void closeServer() {
        server.close();
    }
}
