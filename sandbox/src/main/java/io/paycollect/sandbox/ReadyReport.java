package io.paycollect.sandbox;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.ApplicationListener;

/**
 * Tells the process that started the sandbox, once it is ready for requests, which port it listens on: one line,
 * {@code token port}, to a port on the loopback address where that process waits. The process learns it the
 * moment it happens, rather than looking for a file again and again; the token lets it ignore any other
 * connection.
 */
final class ReadyReport implements ApplicationListener<ApplicationReadyEvent> {

    private final int reportPort;
    private final String token;

    ReadyReport(int reportPort, String token) {
        this.reportPort = reportPort;
        this.token = token;
    }

    @Override
    public void onApplicationEvent(ApplicationReadyEvent event) {
        String port = event.getApplicationContext().getEnvironment().getRequiredProperty("local.server.port");
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), reportPort);
                Writer out = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.US_ASCII)) {
            out.write(token + " " + port + "\n");
        } catch (IOException e) {
            // The starting process is gone or gave up: a sandbox nobody waits for fails its start.
            throw new UncheckedIOException("the sandbox could not report its port to the process that started it", e);
        }
    }
}
