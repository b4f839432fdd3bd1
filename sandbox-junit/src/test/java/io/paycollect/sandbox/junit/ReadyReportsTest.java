package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * How a test JVM learns that the sandbox it started is ready: the sandbox's report, and nothing else, gives the
 * port; a sandbox that exits without reporting ends the wait at once.
 */
class ReadyReportsTest {

    @Test
    void thePortIsTheOneTheSandboxReportsAndAnotherProgramsConnectionIsIgnored() throws Exception {
        assumeTrue(new File("/bin/sleep").canExecute(), "a POSIX sleep stands in for the sandbox");
        Process sandbox = new ProcessBuilder("/bin/sleep", "600").start();
        try (ReadyReports reports = ReadyReports.open()) {
            int at = Integer.parseInt(property(reports, "ready-port"));
            send(at, "not-the-token 1111\n");
            send(at, property(reports, "ready-token") + " 4321\n");

            assertEquals(OptionalInt.of(4321), reports.awaitPort(sandbox, Duration.ofMinutes(3)));
        } finally {
            sandbox.destroyForcibly();
        }
    }

    @Test
    // A wait the exit does not end would block in accept() for the day-long limit, deaf to interruption: fail instead.
    @Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aSandboxThatExitsWithoutReportingEndsTheWait() throws Exception {
        assumeTrue(new File("/bin/false").canExecute(), "a POSIX false stands in for a sandbox that fails to start");
        Process sandbox = new ProcessBuilder("/bin/false").start();
        try (ReadyReports reports = ReadyReports.open()) {
            assertEquals(OptionalInt.empty(), reports.awaitPort(sandbox, Duration.ofDays(1)));
            assertTrue(sandbox.waitFor(1, TimeUnit.MINUTES));
        }
    }

    @Test
    void noReportWithinTheLimitIsNoPort() throws Exception {
        assumeTrue(new File("/bin/sleep").canExecute(), "a POSIX sleep stands in for a sandbox that never gets ready");
        Process sandbox = new ProcessBuilder("/bin/sleep", "600").start();
        try (ReadyReports reports = ReadyReports.open()) {
            assertEquals(OptionalInt.empty(), reports.awaitPort(sandbox, Duration.ofMillis(1)));
        } finally {
            sandbox.destroyForcibly();
        }
    }

    private static String property(ReadyReports reports, String name) {
        String prefix = "-Dpaycollect.sandbox." + name + "=";
        return reports.systemProperties().stream().filter(option -> option.startsWith(prefix)).findFirst().orElseThrow()
                .substring(prefix.length());
    }

    private static void send(int port, String line) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port); OutputStream out = socket.getOutputStream()) {
            out.write(line.getBytes(StandardCharsets.US_ASCII));
        }
    }
}
