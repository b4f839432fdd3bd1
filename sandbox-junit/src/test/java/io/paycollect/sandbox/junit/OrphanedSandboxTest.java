package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sandbox whose test JVM ends, however it ends (killed outright, its shutdown hooks never run), ends too:
 * no sandbox is left listening behind a crashed build.
 */
class OrphanedSandboxTest {

    @Test
    void theSandboxExitsWhenTheProcessThatStartedItIsGone(@TempDir Path directory) throws Exception {
        assumeTrue(new File("/bin/sleep").canExecute(), "a POSIX sleep stands in for the test JVM");
        Process parent = new ProcessBuilder("/bin/sleep", "600").start();
        try (ReadyReports reports = ReadyReports.open()) {
            List<String> command = new ArrayList<>(List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-XX:TieredStopAtLevel=1",
                    "-Dpaycollect.sandbox.parent-pid=" + parent.pid()));
            command.addAll(reports.systemProperties());
            command.addAll(List.of("-jar", SandboxProcess.executableJar().toString(), "--server.port=0",
                    "--server.address=127.0.0.1"));
            ProcessBuilder starting = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true)
                    .redirectOutput(directory.resolve("log").toFile());
            starting.environment().remove("SPRING_APPLICATION_JSON"); // the build's, which the sandbox refuses
            Process sandbox = starting.start();
            try {
                assertTrue(reports.awaitPort(sandbox, Duration.ofMinutes(3)).isPresent(), "the sandbox listened");

                parent.destroyForcibly().waitFor();

                assertTrue(sandbox.waitFor(60, TimeUnit.SECONDS), "the sandbox ended with its parent");
                assertFalse(sandbox.isAlive());
            } finally {
                sandbox.destroyForcibly();
                parent.destroyForcibly();
            }
        }
    }
}
