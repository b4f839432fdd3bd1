package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
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
        Path portFile = directory.resolve("port");
        ProcessBuilder starting = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-Dpaycollect.sandbox.port-file=" + portFile,
                "-Dpaycollect.sandbox.parent-pid=" + parent.pid(), "-jar", SandboxProcess.executableJar().toString(),
                "--server.port=0", "--server.address=127.0.0.1")
                .directory(directory.toFile()).redirectErrorStream(true).redirectOutput(directory.resolve("log").toFile());
        starting.environment().remove("SPRING_APPLICATION_JSON"); // the build's, which the sandbox refuses
        Process sandbox = starting.start();
        try {
            for (int i = 0; i < 1800 && !Files.exists(portFile) && sandbox.isAlive(); i++) {
                Thread.sleep(100);
            }
            assertTrue(Files.exists(portFile), "the sandbox listened");

            parent.destroyForcibly().waitFor();

            assertTrue(sandbox.waitFor(60, TimeUnit.SECONDS), "the sandbox ended with its parent");
            assertFalse(sandbox.isAlive());
        } finally {
            sandbox.destroyForcibly();
            parent.destroyForcibly();
        }
    }
}
