package io.paycollect.sandbox.browser;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A headless Chromium driven through its DevTools protocol over the JDK's own WebSocket client: a page
 * to open, JavaScript to evaluate in it, a screenshot. Chosen over Selenium or Playwright because it
 * needs nothing but the browser (Debian's {@code chromium}) and the JDK.
 */
final class HeadlessChromium implements AutoCloseable {

    private static final Pattern LISTENING = Pattern.compile("DevTools listening on (ws://\\S+)");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Process process;
    private final Path profile;
    private final WebSocket page;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();

    private HeadlessChromium(Process process, Path profile, WebSocket page) {
        this.process = process;
        this.profile = profile;
        this.page = page;
    }

    /** Starts the browser with one blank page. */
    static HeadlessChromium launch(Path executable) throws Exception {
        Path profile = Files.createTempDirectory("chromium-profile");
        Process process = new ProcessBuilder(executable.toString(), "--headless=new", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--no-first-run", "--window-size=1280,2000", "--remote-debugging-port=0",
                "--user-data-dir=" + profile, "about:blank").redirectErrorStream(true).start();
        String browserUrl = devToolsUrl(process);
        URI browser = URI.create(browserUrl);
        HttpClient http = HttpClient.newHttpClient();
        JsonNode targets = JSON.readTree(http.send(HttpRequest.newBuilder(
                URI.create("http://" + browser.getHost() + ":" + browser.getPort() + "/json/list")).build(),
                HttpResponse.BodyHandlers.ofString()).body());
        String pageUrl = null;
        for (JsonNode target : targets) {
            if (target.path("type").asText().equals("page")) {
                pageUrl = target.path("webSocketDebuggerUrl").asText();
            }
        }
        if (pageUrl == null) {
            process.destroyForcibly();
            throw new IOException("Chromium opened no page target: " + targets);
        }
        HeadlessChromium[] self = new HeadlessChromium[1];
        WebSocket socket = http.newWebSocketBuilder().buildAsync(URI.create(pageUrl), new WebSocket.Listener() {
            private final StringBuilder message = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
                message.append(data);
                if (last) {
                    self[0].received(message.toString());
                    message.setLength(0);
                }
                webSocket.request(1);
                return null;
            }
        }).get(10, TimeUnit.SECONDS);
        self[0] = new HeadlessChromium(process, profile, socket);
        return self[0];
    }

    private static String devToolsUrl(Process process) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder seen = new StringBuilder();
        String line;
        while ((line = out.readLine()) != null) {
            Matcher listening = LISTENING.matcher(line);
            if (listening.find()) {
                Thread drain = new Thread(() -> {
                    try {
                        out.transferTo(java.io.Writer.nullWriter());
                    } catch (IOException ignored) {
                        // the browser is gone
                    }
                }, "chromium-output");
                drain.setDaemon(true);
                drain.start();
                return listening.group(1);
            }
            seen.append(line).append('\n');
        }
        throw new IOException("Chromium exited without opening DevTools:\n" + seen);
    }

    private void received(String text) {
        try {
            JsonNode message = JSON.readTree(text);
            if (message.has("id")) {
                CompletableFuture<JsonNode> waiting = pending.remove(message.get("id").asInt());
                if (waiting != null) {
                    waiting.complete(message);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("unreadable DevTools message: " + text, e);
        }
    }

    /** Sends one DevTools command and waits for its result. */
    JsonNode call(String method, Map<String, Object> params) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        pending.put(id, answer);
        ObjectNode command = JSON.createObjectNode().put("id", id).put("method", method);
        command.set("params", JSON.valueToTree(params));
        page.sendText(JSON.writeValueAsString(command), true).get(10, TimeUnit.SECONDS);
        JsonNode message = answer.get(30, TimeUnit.SECONDS);
        if (message.has("error")) {
            throw new IllegalStateException(method + " failed: " + message.get("error"));
        }
        return message.path("result");
    }

    /** Opens {@code url} in the page. */
    void open(String url) throws Exception {
        call("Page.enable", Map.of());
        call("Page.navigate", Map.of("url", url));
    }

    /** The value of a JavaScript expression in the page (a promise is awaited). */
    JsonNode evaluate(String expression) throws Exception {
        JsonNode result = call("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true,
                "awaitPromise", true));
        if (result.has("exceptionDetails")) {
            throw new IllegalStateException("the page threw on " + expression + ": " + result.get("exceptionDetails"));
        }
        return result.path("result").path("value");
    }

    /**
     * Waits until {@code condition}, a JavaScript expression, is true in the page: the page checks it again at each
     * change of its document and each resource it finishes loading, and answers once it holds (or after a bound
     * shorter than a call's). A wait the page's navigation cut short is made again in the new page.
     */
    void waitFor(String condition, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            long bound = Math.max(0, Math.min(20_000, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            try {
                if (evaluate(whenTrue(condition, bound)).asBoolean()) {
                    return;
                }
            } catch (IllegalStateException navigatedAway) {
                // The document the wait was made in is gone: wait again in the one that replaced it.
            }
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("not within " + timeout + ": " + condition);
            }
        }
    }

    /** A promise of whether {@code condition} became true within {@code boundMillis}, checked at each change. */
    private static String whenTrue(String condition, long boundMillis) {
        return "new Promise(resolve => {"
                + " const met = () => { try { return Boolean(" + condition + "); } catch (e) { return false; } };"
                + " if (met()) { resolve(true); return; }"
                + " const observer = new MutationObserver(() => { if (met()) { observer.disconnect(); resolve(true); } });"
                + " const check = () => { if (met()) { observer.disconnect(); resolve(true); } };"
                + " observer.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});"
                + " document.addEventListener('load', check, true);"
                + " document.addEventListener('DOMContentLoaded', check);"
                + " window.addEventListener('load', check);"
                + " setTimeout(() => { observer.disconnect(); resolve(met()); }, " + boundMillis + ");"
                + " })";
    }

    /** A PNG of the whole page. */
    void screenshot(Path file) throws Exception {
        JsonNode shot = call("Page.captureScreenshot", Map.of("format", "png", "captureBeyondViewport", true));
        Files.createDirectories(file.getParent());
        Files.write(file, Base64.getDecoder().decode(shot.path("data").asText()));
    }

    /**
     * Stops the browser and every process it started, then deletes its profile. Chromium's helper
     * processes can outlive the main one for a moment and still write into the profile, so they are
     * waited for too, and a file that vanishes while the profile is deleted is not an error. A profile
     * that cannot be deleted is reported, not failed on: a temporary directory left behind is no
     * failure of the page under test.
     */
    @Override
    public void close() {
        page.abort();
        List<ProcessHandle> helpers = process.descendants().toList();
        process.destroy();
        helpers.forEach(ProcessHandle::destroy);
        awaitExit(process.toHandle());
        helpers.forEach(HeadlessChromium::awaitExit);
        try {
            deleteTree(profile);
        } catch (IOException e) {
            System.err.println("could not delete the Chromium profile " + profile + ": " + e);
        }
    }

    /** Waits for {@code handle} to end, killing it if it has not ended within five seconds. */
    private static void awaitExit(ProcessHandle handle) {
        if (!exited(handle)) {
            handle.destroyForcibly();
            exited(handle);
        }
    }

    private static boolean exited(ProcessHandle handle) {
        try {
            handle.onExit().get(5, TimeUnit.SECONDS);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException | TimeoutException e) {
            return false;
        }
    }

    private static void deleteTree(Path root) throws IOException {
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                Files.deleteIfExists(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                if (e instanceof NoSuchFileException) {
                    return FileVisitResult.CONTINUE;
                }
                throw e;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path directory, IOException e) throws IOException {
                if (e != null && !(e instanceof NoSuchFileException)) {
                    throw e;
                }
                Files.deleteIfExists(directory);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
