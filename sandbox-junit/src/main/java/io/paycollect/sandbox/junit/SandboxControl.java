package io.paycollect.sandbox.junit;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * A typed client of the sandbox's control endpoints ({@code /sandbox/...}, unsigned): it plays the world
 * outside the service in a test: a payer paying a bill, a transfer into a virtual account, a look at the
 * notifications sent, at a box's screen, at a direct-debit subscription or an e-invoice. Plain Java (the
 * JDK's HTTP client and Jackson); works against any sandbox, started by {@link RunningSandbox} or with {@code java -jar}.
 *
 * <p>A refusal (an HTTP error or an envelope code other than {@code 00}) is a {@link SandboxControlException}
 * naming the endpoint, the status, the code and the message; an argument that cannot be right (a blank id,
 * an amount under 1) is an {@link IllegalArgumentException} before anything is sent.
 */
public final class SandboxControl {

    /** The longest the sandbox waits in one call for a delivery to settle ({@code settledWithin}, its maximum). */
    private static final Duration MAX_SETTLE_WAIT = Duration.ofMinutes(1);
    /** How long a call may take beyond the wait it asks the sandbox for. */
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(30);

    private static final ObjectMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

    private final URI baseUrl;
    private final String authorization;
    private final HttpClient http;

    private SandboxControl(URI baseUrl, String controlToken) {
        this.baseUrl = baseUrl;
        this.authorization = controlToken == null ? null : "Bearer " + controlToken;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    }

    /** The control client of the sandbox at {@code baseUrl}, e.g. {@code http://127.0.0.1:8080}, which needs no token. */
    public static SandboxControl of(URI baseUrl) {
        return of(baseUrl, null);
    }

    /**
     * The control client of a sandbox whose control endpoints need a token: an exposed one (its
     * {@code paycollect.sandbox.network.control-token}, or the one it printed at start-up), sent as
     * {@code Authorization: Bearer <token>} with every call. Use https to reach it across a network you do not control.
     *
     * @param controlToken the token, or null for a sandbox that needs none
     * @throws IllegalArgumentException if the token is blank or not a single line of visible characters
     */
    public static SandboxControl of(URI baseUrl, String controlToken) {
        Objects.requireNonNull(baseUrl, "baseUrl");
        if (controlToken != null && !controlToken.strip().matches("[\\x21-\\x7e]+")) {
            throw new IllegalArgumentException("controlToken must be visible ASCII characters without spaces");
        }
        if (!"http".equals(baseUrl.getScheme()) && !"https".equals(baseUrl.getScheme()) || baseUrl.getHost() == null) {
            throw new IllegalArgumentException("baseUrl must be an http(s) URL with a host: " + baseUrl);
        }
        String text = baseUrl.toString();
        return new SandboxControl(URI.create(text.endsWith("/") ? text.substring(0, text.length() - 1) : text),
                controlToken == null ? null : controlToken.strip());
    }

    /** A payer pays the dynamic QR bill {@code billId} its own amount ({@code POST /sandbox/dynamic-qr/{billId}/pay}). */
    public SandboxTransaction payDynamicQr(String billId) {
        return call("POST", "/sandbox/dynamic-qr/" + segment("billId", billId) + "/pay", SandboxTransaction.class);
    }

    /** A payer pays the dynamic QR bill {@code billId} {@code amount} VND (a bill without an amount needs one). */
    public SandboxTransaction payDynamicQr(String billId, long amount) {
        return call("POST", "/sandbox/dynamic-qr/" + segment("billId", billId) + "/pay?amount=" + positive(amount),
                SandboxTransaction.class);
    }

    /**
     * A payer pays the payment link {@code link} through its checkout page ({@code POST
     * /sandbox/payment-links/{linkId}/pay}): {@code link} is the address {@code paymentGateway().createLink} answered,
     * or its last segment, the link's id. The payment goes into the link's virtual account and is notified like any
     * other; its {@code billId} is the link's id.
     */
    public SandboxTransaction payPaymentLink(String link) {
        Objects.requireNonNull(link, "link");
        String linkId = link.substring(link.lastIndexOf('/') + 1);
        return call("POST", "/sandbox/payment-links/" + segment("link", linkId) + "/pay", SandboxTransaction.class);
    }

    /**
     * A payer transfers {@code amount} VND with {@code content} (may be null) into the active virtual account
     * {@code vaAccountNumber}, as paying its static QR does.
     */
    public SandboxTransaction transferToVa(String vaAccountNumber, long amount, String content) {
        String path = "/sandbox/virtual-accounts/" + segment("vaAccountNumber", vaAccountNumber) + "/transfers?amount="
                + positive(amount) + (content == null ? "" : "&content=" + query(content));
        return call("POST", path, SandboxTransaction.class);
    }

    /** Every notification delivery, oldest first. */
    public List<NotificationDelivery> deliveries() {
        return call("GET", "/sandbox/notifications/deliveries", listOf(NotificationDelivery.class));
    }

    /** The deliveries of the payment {@code transactionCode}, oldest first (one, until a redelivery adds none: it reuses it). */
    public List<NotificationDelivery> deliveries(String transactionCode) {
        return call("GET", "/sandbox/notifications/deliveries?transactionCode=" + query(required("transactionCode",
                transactionCode)), listOf(NotificationDelivery.class));
    }

    /** The delivery {@code deliveryId}. */
    public NotificationDelivery delivery(String deliveryId) {
        return call("GET", "/sandbox/notifications/deliveries/" + segment("deliveryId", deliveryId), NotificationDelivery.class);
    }

    /**
     * Waits until the notification of {@code transactionCode} is settled (delivered, failed or dropped) and
     * answers it; assert {@link NotificationDelivery#delivered()} to know the receiver acknowledged it. The sandbox
     * answers as soon as it settles ({@code settledWithin}): nothing is read again and again.
     *
     * @param timeout how long to wait at most: give tens of seconds, a busy machine is slow
     * @throws SandboxControlException naming the last state seen, when it does not settle in time
     */
    public NotificationDelivery awaitDelivery(String transactionCode, Duration timeout) {
        String path = "/sandbox/notifications/deliveries?transactionCode=" + query(required("transactionCode", transactionCode));
        return awaitSettled(path, wait -> call("GET", path + "&settledWithin=" + wait, listOf(NotificationDelivery.class),
                wait), timeout);
    }

    /**
     * Waits until the delivery {@code deliveryId} is settled (delivered, failed or dropped) and answers it: a link
     * result's, which has no transaction code, or one {@link #redeliver redelivered}, whose new round it waits for.
     * The sandbox answers as soon as it settles ({@code settledWithin}): nothing is read again and again.
     *
     * @param timeout how long to wait at most: give tens of seconds, a busy machine is slow
     * @throws SandboxControlException naming the last state seen, when it does not settle in time
     */
    public NotificationDelivery awaitDeliveryById(String deliveryId, Duration timeout) {
        String path = "/sandbox/notifications/deliveries/" + segment("deliveryId", deliveryId);
        return awaitSettled(path, wait -> {
            NotificationDelivery delivery = call("GET", path + "?settledWithin=" + wait,
                    JSON.constructType(NotificationDelivery.class), wait);
            return List.of(delivery);
        }, timeout);
    }

    /**
     * Asks the sandbox to answer once a delivery is settled, at most {@link #MAX_SETTLE_WAIT} a call, until
     * {@code timeout} has passed. A sandbox that answers an unsettled delivery before the wait it was asked for
     * does not wait (one older than this client): refused at once, rather than asking it again and again.
     */
    private NotificationDelivery awaitSettled(String path, Function<Duration, List<NotificationDelivery>> read,
            Duration timeout) {
        if (timeout == null || timeout.isNegative()) {
            throw new IllegalArgumentException("timeout must be zero or more");
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            Duration left = Duration.ofMillis(Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            Duration wait = left.compareTo(MAX_SETTLE_WAIT) > 0 ? MAX_SETTLE_WAIT : left;
            long asked = System.nanoTime();
            List<NotificationDelivery> found = read.apply(wait);
            Optional<NotificationDelivery> settled = found.stream().filter(NotificationDelivery::settled).findFirst();
            if (settled.isPresent()) {
                return settled.get();
            }
            String last = "; last seen: " + (found.isEmpty() ? "none" : found.get(0).status() + " after " + found.get(0).attempts());
            if (System.nanoTime() - asked < wait.toNanos()) {
                throw new SandboxControlException("GET " + path, 200, null, "answered before settledWithin=" + wait
                        + " passed: this sandbox does not wait (older than this client?)" + last);
            }
            if (wait.equals(left)) {
                throw new SandboxControlException("GET " + path, 200, null, "no settled delivery within " + timeout + last);
            }
        }
    }

    /** Delivers the notification of {@code deliveryId} again (same body, signed anew), to test deduplication. */
    public NotificationDelivery redeliver(String deliveryId) {
        return call("POST", "/sandbox/notifications/deliveries/" + segment("deliveryId", deliveryId) + "/redeliver",
                NotificationDelivery.class);
    }

    /**
     * Sends the dashboard's connection test to {@code url}, unsigned, once, as the service does when a merchant tests
     * its webhook ({@code POST /sandbox/notifications/ping}), and answers what the receiver answered: a receiver passes
     * it when it answers 2xx without asking for a signature.
     */
    public ConnectionTestResult ping(String url) {
        return call("POST", "/sandbox/notifications/ping?url=" + query(required("url", url)), ConnectionTestResult.class);
    }

    /**
     * Makes the next {@code count} deliveries (0 to 1000) be lost, as a notification of the live service can
     * be. Answers how many of the next deliveries will be dropped.
     */
    public int dropNext(int count) {
        if (count < 0 || count > 1000) {
            throw new IllegalArgumentException("count must be 0 to 1000, not " + count);
        }
        return call("POST", "/sandbox/notifications/drop-next?count=" + count, JsonNode.class).path("dropNext").asInt();
    }

    /** What the box {@code uuid} shows and has done. */
    public DeviceState device(String uuid) {
        return call("GET", "/sandbox/devices/" + segment("uuid", uuid), DeviceState.class);
    }

    /** The direct-debit subscription registered with {@code requestId}, as the customer's bank confirmed it. */
    public DirectDebitSubscription directDebitSubscription(String requestId) {
        return call("GET", "/sandbox/direct-debit/" + segment("requestId", requestId), DirectDebitSubscription.class);
    }

    /** The e-invoice {@code invoiceCode} with its state, lines and codes, as JSON (its shape follows the provider's). */
    public JsonNode eInvoice(String invoiceCode) {
        return call("GET", "/sandbox/e-invoice/invoices/" + segment("invoiceCode", invoiceCode), JsonNode.class);
    }

    /** The merchant cancels the issued e-invoice {@code invoiceCode} at its provider; answers it, cancelled. */
    public JsonNode cancelEInvoice(String invoiceCode) {
        return call("POST", "/sandbox/e-invoice/invoices/" + segment("invoiceCode", invoiceCode) + "/cancel", JsonNode.class);
    }

    /** The mails {@code e-invoice/send-email} recorded, oldest first, each with its PDF attachment, as JSON. */
    public JsonNode eInvoiceMails() {
        return call("GET", "/sandbox/e-invoice/mails", JsonNode.class);
    }

    /** Forgets every record and delivery ({@code POST /sandbox/reset}): the next test starts clean. */
    public void reset() {
        call("POST", "/sandbox/reset", JsonNode.class);
    }

    private <T> T call(String method, String path, Class<T> type) {
        return call(method, path, JSON.constructType(type));
    }

    private <T> T call(String method, String path, JavaType type) {
        return call(method, path, type, Duration.ZERO);
    }

    /** Calls {@code method path}, which the sandbox may hold for {@code wait} before it answers. */
    private <T> T call(String method, String path, JavaType type, Duration wait) {
        String endpoint = method + " " + path;
        HttpResponse<String> response;
        try {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(CALL_TIMEOUT.plus(wait))
                    .method(method, HttpRequest.BodyPublishers.noBody());
            if (authorization != null) {
                request.header("Authorization", authorization);
            }
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new SandboxControlException(endpoint, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SandboxControlException(endpoint, e);
        }
        JsonNode envelope;
        try {
            envelope = JSON.readTree(response.body());
        } catch (IOException notJson) {
            throw new SandboxControlException(endpoint, response.statusCode(), null, "the answer is not JSON");
        }
        String code = envelope != null && envelope.path("code").isTextual() ? envelope.path("code").asText() : null;
        if (response.statusCode() / 100 != 2 || !"00".equals(code)) {
            String message = envelope != null && envelope.path("message").isTextual() ? envelope.path("message").asText() : null;
            throw new SandboxControlException(endpoint, response.statusCode(), code, message);
        }
        try {
            return JSON.readerFor(type).readValue(envelope.path("data"));
        } catch (IOException e) {
            throw new SandboxControlException(endpoint, response.statusCode(), code, "unexpected data: " + e.getMessage());
        }
    }

    private static JavaType listOf(Class<?> element) {
        return JSON.getTypeFactory().constructCollectionType(List.class, element);
    }

    private static String required(String name, String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(name + " is required");
        }
        return value;
    }

    /** {@code value} as one path segment: encoded, so an id can never reach another endpoint. */
    private static String segment(String name, String value) {
        if (".".equals(value) || "..".equals(value)) {
            throw new IllegalArgumentException(name + " cannot be " + value);
        }
        return query(required(name, value));
    }

    private static String query(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private static long positive(long amount) {
        if (amount < 1) {
            throw new IllegalArgumentException("amount must be 1 VND or more, not " + amount);
        }
        return amount;
    }
}
