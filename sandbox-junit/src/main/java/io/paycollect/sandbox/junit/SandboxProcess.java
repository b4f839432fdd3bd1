package io.paycollect.sandbox.junit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The sandbox's executable jar running in a JVM of its own, so that nothing of it meets the shop's test class
 * path: not its Spring Boot (a shop may run another line), not its configuration, not the shop's
 * auto-configurations. It runs with the jar's own settings, as {@code java -jar} runs it, and the arguments
 * given; it exits with this JVM, even one killed outright.
 */
final class SandboxProcess {

    /** A resource only the executable jar has: where the jar is found on the class path. */
    private static final String MARKER = "BOOT-INF/classes/paycollect-sandbox.properties";
    /** How long a start may take on a slow, busy machine before it is given up. */
    private static final Duration START_LIMIT = Duration.ofMinutes(3);
    private static final Duration STOP_LIMIT = Duration.ofSeconds(30);

    private final Process process;
    private final Path directory;
    private final int port;
    private final Thread exitHook;

    private SandboxProcess(Process process, Path directory, int port) {
        this.process = process;
        this.directory = directory;
        this.port = port;
        this.exitHook = new Thread(this::stop, "paycollect-sandbox-stop");
        Runtime.getRuntime().addShutdownHook(exitHook);
    }

    /** Starts the executable jar with {@code args} ({@code --name=value}) and waits until it listens. */
    static SandboxProcess start(List<String> args) {
        return start(List.of(), args);
    }

    /** As {@link #start(List)}, the JVM started with {@code jvmOptions} too (e.g. {@code -Xmx64m}). */
    static SandboxProcess start(List<String> jvmOptions, List<String> args) {
        Path jar = executableJar();
        try {
            // Its own working directory: Spring Boot also reads ./application.properties and ./config/.
            Path directory = Files.createTempDirectory("paycollect-sandbox");
            Path log = directory.resolve("sandbox.log");
            try (ReadyReports reports = ReadyReports.open()) {
                List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                        "-Dpaycollect.sandbox.parent-pid=" + ProcessHandle.current().pid()));
                command.addAll(reports.systemProperties());
                command.addAll(jvmOptions);
                command.addAll(List.of("-jar", jar.toString()));
                command.addAll(args);
                ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile())
                        .redirectErrorStream(true).redirectOutput(log.toFile());
                // The shop's Spring and sandbox variables are the shop's: none of them chooses the sandbox's settings.
                builder.environment().keySet().removeIf(name -> name.startsWith("SPRING_") || name.startsWith("SERVER_")
                        || name.startsWith("PAYCOLLECT_") || name.startsWith("MANAGEMENT_") || name.startsWith("LOGGING_"));
                Process process = builder.start();
                OptionalInt port = reports.awaitPort(process, START_LIMIT);
                if (port.isPresent()) {
                    return new SandboxProcess(process, directory, port.getAsInt());
                }
                if (!process.isAlive()) {
                    throw new IllegalStateException("the sandbox exited (" + process.waitFor() + ") before it listened:\n"
                            + tail(log));
                }
                process.destroyForcibly();
                throw new IllegalStateException("the sandbox did not listen within " + START_LIMIT + ":\n" + tail(log));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("the sandbox could not be started from " + jar, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the sandbox started", e);
        }
    }

    private static String tail(Path log) throws IOException {
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    }

    /** The executable jar of {@code paycollect-sandbox} ({@code exec} classifier) on this class path. */
    static Path executableJar() {
        URL marker = SandboxProcess.class.getClassLoader().getResource(MARKER);
        if (marker == null || !"jar".equals(marker.getProtocol())) {
            throw new IllegalStateException("the sandbox's executable jar is not on the class path: depend on"
                    + " io.paycollect:paycollect-sandbox-junit, which brings io.paycollect:paycollect-sandbox:exec");
        }
        String file = marker.getFile();
        try {
            return Path.of(new URI(file.substring(0, file.indexOf("!/"))));
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new IllegalStateException("the sandbox's executable jar has an unusable location: " + marker, e);
        }
    }

    /** The port it listens on, on {@code 127.0.0.1}. */
    int port() {
        return port;
    }

    /** Whether its JVM still runs. */
    boolean alive() {
        return process.isAlive();
    }

    /** What it wrote to its console so far. */
    String output() throws IOException {
        return Files.readString(directory.resolve("sandbox.log"), StandardCharsets.UTF_8);
    }

    /** Stops it as {@code SIGTERM} does (Spring's orderly shutdown), forcibly after a while; removes its files. */
    void stop() {
        process.destroy();
        try {
            if (!process.waitFor(STOP_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(STOP_LIMIT.toSeconds(), TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(exitHook);
        } catch (IllegalStateException exiting) {
            // called by the hook itself
        }
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException leftBehind) {
            // a temporary directory; the system clears it
        }
    }
}
