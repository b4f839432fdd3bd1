package io.paycollect.sandbox.junit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * Where a sandbox started as a child process reports, once it is ready, which port it listens on: a port on the
 * loopback address of this JVM, given to the sandbox as {@link #systemProperties() system properties}. Waiting
 * for the report blocks until it comes, the sandbox exits or the limit passes: an event, never a look every few
 * milliseconds.
 */
final class ReadyReports implements AutoCloseable {

    private final ServerSocket socket;
    private final String token = UUID.randomUUID().toString();

    private ReadyReports(ServerSocket socket) {
        this.socket = socket;
    }

    /** Listens on an ephemeral port of the loopback address. */
    static ReadyReports open() throws IOException {
        return new ReadyReports(new ServerSocket(0, 4, InetAddress.getLoopbackAddress()));
    }

    /** The {@code -D} options that make the sandbox report here. */
    List<String> systemProperties() {
        return List.of("-Dpaycollect.sandbox.ready-port=" + socket.getLocalPort(), "-Dpaycollect.sandbox.ready-token=" + token);
    }

    /**
     * The port {@code sandbox} reports, once it is ready; empty when it exits first or {@code limit} passes. A
     * connection without this report's token (another local program) is ignored.
     */
    OptionalInt awaitPort(Process sandbox, Duration limit) throws IOException {
        sandbox.onExit().thenRun(this::close); // wakes the wait below when the sandbox dies before reporting
        long deadline = System.nanoTime() + limit.toNanos();
        while (true) {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (left <= 0) {
                return OptionalInt.empty();
            }
            socket.setSoTimeout((int) Math.min(left, Integer.MAX_VALUE));
            try (Socket report = socket.accept()) {
                report.setSoTimeout((int) Math.min(left, Integer.MAX_VALUE));
                OptionalInt port = read(report);
                if (port.isPresent()) {
                    return port;
                }
            } catch (SocketTimeoutException limitPassed) {
                return OptionalInt.empty();
            } catch (SocketException closed) {
                if (socket.isClosed()) {
                    return OptionalInt.empty();
                }
                throw closed;
            }
        }
    }

    private OptionalInt read(Socket report) {
        try {
            String line = new BufferedReader(new InputStreamReader(report.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            if (line != null && line.startsWith(token + " ")) {
                return OptionalInt.of(Integer.parseInt(line.substring(token.length() + 1)));
            }
        } catch (IOException | NumberFormatException notTheReport) {
            // not the sandbox's report: wait for the next connection
        }
        return OptionalInt.empty();
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // nothing is left to wake
        }
    }
}
