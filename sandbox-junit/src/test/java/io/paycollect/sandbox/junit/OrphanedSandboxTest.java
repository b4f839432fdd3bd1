package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
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
            assertTrue(awaitFile(portFile, sandbox), "the sandbox listened");

            parent.destroyForcibly().waitFor();

            assertTrue(sandbox.waitFor(60, TimeUnit.SECONDS), "the sandbox ended with its parent");
            assertFalse(sandbox.isAlive());
        } finally {
            sandbox.destroyForcibly();
            parent.destroyForcibly();
        }
    }

    /**
     * Waits for {@code file} to appear, as the file system tells it; false when {@code process} ended first, or after
     * a generous 3 minutes.
     */
    private static boolean awaitFile(Path file, Process process) throws IOException, InterruptedException {
        try (WatchService watch = file.getFileSystem().newWatchService()) {
            file.getParent().register(watch, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY);
            process.onExit().thenRun(() -> {
                try {
                    watch.close();
                } catch (IOException ignored) {
                    // the wait below ends at its bound
                }
            });
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
            while (!Files.exists(file)) {
                WatchKey key;
                try {
                    key = watch.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                } catch (ClosedWatchServiceException processEnded) {
                    return Files.exists(file);
                }
                if (key == null) {
                    return Files.exists(file);
                }
                key.pollEvents();
                key.reset();
            }
            return true;
        }
    }
}
