package io.paycollect.sandbox.e2e;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Stoplight Prism's validating proxy ({@code prism proxy --errors}) in front of a running server: an
 * independent reader of {@code api/openapi.yaml} that checks every request and answer passing through and
 * logs each violation. It listens on a free loopback port of its own choosing; {@link #close()} stops it.
 * Prism does not check paycollect's signatures, and forwards the body as sent, so a request signed before
 * the proxy stays valid behind it.
 */
final class PrismProxy implements AutoCloseable {

    private static final Pattern LISTENING = Pattern.compile("Prism is listening on (http://\\S+)");

    private final Process process;
    private final List<String> log = new ArrayList<>();
    private final CompletableFuture<String> url = new CompletableFuture<>();

    private PrismProxy(Process process) {
        this.process = process;
        Thread reader = new Thread(this::read, "prism-log");
        reader.setDaemon(true);
        reader.start();
    }

    /** Prism's entry point, installed by the api module's {@code npm ci}; null when it is not installed. */
    static Path installed() {
        String path = System.getProperty("paycollect.prism");
        return path != null && Files.isRegularFile(Path.of(path)) ? Path.of(path) : null;
    }

    /** Starts Prism validating against {@code contract} in front of {@code upstream}, and waits until it listens. */
    static PrismProxy start(Path prism, Path contract, String upstream) throws IOException {
        ProcessBuilder builder = new ProcessBuilder("node", prism.toString(), "proxy", "--errors",
                contract.toString(), upstream, "--host", "127.0.0.1", "--port", "0").redirectErrorStream(true);
        builder.environment().put("NO_COLOR", "1");
        builder.environment().put("FORCE_COLOR", "0");
        PrismProxy proxy = new PrismProxy(builder.start());
        try {
            proxy.url.get(2, TimeUnit.MINUTES); // generous: a loaded 2-core machine parses the contract slowly
        } catch (Exception e) {
            proxy.close();
            throw new IllegalStateException("Prism did not start listening; its output: " + proxy.log(), e);
        }
        return proxy;
    }

    private void read() {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                synchronized (log) {
                    log.add(line);
                }
                Matcher listening = LISTENING.matcher(line);
                if (listening.find()) {
                    url.complete(listening.group(1));
                }
            }
        } catch (IOException e) {
            // the process ended
        }
        url.completeExceptionally(new IllegalStateException("Prism ended"));
    }

    /** Prism's base URL. */
    String url() {
        return url.join();
    }

    /** Every line Prism logged so far. */
    List<String> log() {
        synchronized (log) {
            return List.copyOf(log);
        }
    }

    /** The lines of the log reporting a request or answer that breaks the contract. */
    List<String> violations() {
        return log().stream().filter(line -> line.contains("Violation") || line.contains("✖")).toList();
    }

    @Override
    public void close() {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
