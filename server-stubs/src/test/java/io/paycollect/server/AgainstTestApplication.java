package io.paycollect.server;

import io.paycollect.server.testapp.Recorder;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Tests over real HTTP against the test application (its clock at the golden timestamp): the wire to
 * it, and the recorder of what its controllers received, reset before each test.
 */
abstract class AgainstTestApplication {

    @LocalServerPort
    int port;

    @Autowired
    Recorder recorder;

    Wire wire;

    @BeforeEach
    void openWireAndResetRecorder() {
        wire = new Wire(port);
        recorder.reset();
    }
}
