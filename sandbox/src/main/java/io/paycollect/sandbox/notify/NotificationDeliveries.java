package io.paycollect.sandbox.notify;

import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.api.SignatureHeaders;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.server.model.Notification;
import io.paycollect.server.model.VaLinkResult;
import io.paycollect.server.model.WebhookPing;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.Proxy;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.ConnectionPool;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.MapperFeature;
import com.fasterxml.jackson.annotation.JsonInclude;
import tools.jackson.databind.json.JsonMapper;

/**
 * Delivers notifications as the service does: POSTs the body to the receiver's URL, signed with the
 * secret of the client the registration belongs to ({@code x-request-timestamp}, {@code x-signature} over
 * the exact body, no {@code x-client-id}), and expects HTTP 2xx with {@code {"code":"00",...}}. A failed
 * attempt (connection refused, time-out, another status, another answer) is retried as the
 * {@link DeliveryPolicy} says, then given up. Everything happens on the sandbox's own threads: the API
 * call that caused a payment never waits for a receiver.
 *
 * <p>An attempt is bounded as a whole by the policy's time-out: connecting, sending, the answer's headers and
 * its body (of which at most {@link AcknowledgementBody#LIMIT} bytes are read). It connects only to the addresses
 * the {@link NotificationTargets} check passed on that attempt's own resolution, never through a proxy, and
 * follows no redirect. The log records the outcome of each attempt as a category and its HTTP status, never what
 * the receiver answered.
 *
 * <p>Each delivery is kept with its attempts, at most as many as any sandbox table holds (when full, the
 * settled ones are forgotten to make room; a payment is never refused for it):
 * {@code {deliveryId, url, clientId, transactionCode, status (pending, delivered, failed, dropped), attempts:
 * [{attempt, at, outcome, httpStatus, detail}], notification}}; {@link #redeliver(String)} sends one again on
 * demand, and {@link #dropNext(int)} makes the next deliveries be lost, as a notification of the live service
 * can be.
 */
public final class NotificationDeliveries implements AutoCloseable {

    static final String PENDING = "pending";
    static final String DELIVERED = "delivered";
    static final String FAILED = "failed";
    static final String DROPPED = "dropped";

    /**
     * Writes the bodies sent: a null field of a model is left out, as the service sends none, and the fields come in
     * the order the contract declares them, that of the live captures (Jackson would sort them by name).
     */
    private static final JsonMapper JSON = JsonMapper.builder().disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .changeDefaultPropertyInclusion(inclusion -> inclusion.withValueInclusion(JsonInclude.Include.NON_NULL)).build();
    private static final MediaType JSON_TYPE = MediaType.get("application/json");

    private final ClientSecretLookup secrets;
    private final SandboxClock clock;
    private final DeliveryPolicy policy;
    private final NotificationTargets targets;
    private final Table<Delivery> deliveries;
    private final ScheduledExecutorService scheduler;
    private final OkHttpClient http;
    private final AtomicInteger toDrop = new AtomicInteger();
    /** Guards {@link #changes}; notified when a delivery is made or an attempt recorded ({@link #awaitAttempts}). */
    private final Object changed = new Object();
    private long changes;

    /**
     * Deliveries signed with the secrets of {@code secrets}, timed by {@code clock}, retried by {@code policy},
     * only to the URLs {@code targets} allows, at most {@code maxRecords} of them kept.
     */
    public NotificationDeliveries(ClientSecretLookup secrets, SandboxClock clock, DeliveryPolicy policy,
            NotificationTargets targets, int maxRecords) {
        this.secrets = secrets;
        this.clock = clock;
        this.policy = policy;
        this.targets = targets;
        this.deliveries = new Table<>("deliveryId", Delivery::deliveryId, "notification delivery", maxRecords);
        this.scheduler = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "paycollect-sandbox-notifications");
            thread.setDaemon(true);
            return thread;
        });
        // The target check is the client's resolver: it connects to exactly the addresses that passed it. No
        // connection is kept: each attempt resolves, checks and connects anew, and a receiver that went down is
        // told apart (connection refused) from one that cut an answer.
        this.http = new OkHttpClient.Builder().dns(targets::addressesOf).proxy(Proxy.NO_PROXY)
                .connectionPool(new ConnectionPool(0, 1, TimeUnit.SECONDS))
                .followRedirects(false).followSslRedirects(false).retryOnConnectionFailure(false)
                .connectTimeout(policy.timeout()).callTimeout(policy.timeout()).build();
    }

    /**
     * Starts delivering {@code notification} to {@code url} for the client {@code clientId} and returns at once.
     *
     * @return the delivery as it stands, {@code pending}
     */
    public DeliveryView deliver(String url, String clientId, Notification notification) {
        return deliver(url, clientId, notification.getTransactionCode(), notification);
    }

    /** As {@link #deliver(String, String, Notification)}, for a VA's link result, which has no {@code transactionCode}. */
    public DeliveryView deliver(String url, String clientId, VaLinkResult linkResult) {
        return deliver(url, clientId, null, linkResult);
    }

    private DeliveryView deliver(String url, String clientId, String transactionCode, Object body) {
        LongFunction<Delivery> record = n -> new Delivery(String.format("DLV%06d", n), url, clientId,
                transactionCode, PENDING, List.of(), body, clock.now(), 0);
        Delivery delivery;
        try {
            delivery = deliveries.insert(record);
        } catch (Refusal full) {
            // The log is full: forget the settled deliveries rather than fail the payment being notified.
            deliveries.removeAll(d -> !PENDING.equals(d.status()));
            delivery = deliveries.insert(record);
        }
        String id = delivery.deliveryId();
        if (toDrop.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
            delivery = deliveries.update(id, d -> d.withStatus(DROPPED));
        } else {
            scheduler.execute(() -> attempt(id, 1));
        }
        changed();
        return delivery.toAnswer();
    }

    /**
     * Sends the dashboard's connection test to {@code url}, as the service does: unsigned
     * {@code {"event":"ping","message":"Tingee Webhook Connection Test","timestamp":<ms>}}, once, not recorded as a
     * delivery. Waits for the answer (within the policy's time-out).
     *
     * @return {@code {url, status, acknowledged, outcome}}: the receiver's HTTP status (null when none came), and
     *     whether it answered 2xx, what the dashboard's test asks
     */
    public PingResult ping(String url) {
        Optional<String> refused = targets.refusal(url);
        if (refused.isPresent()) {
            return new PingResult(url, null, false, "target not allowed: " + refused.get());
        }
        byte[] body = JSON.writeValueAsBytes(new WebhookPing().event("ping").message("Tingee Webhook Connection Test")
                .timestamp(clock.clock().millis()));
        Request request;
        try {
            request = new Request.Builder().url(url).post(RequestBody.create(body, JSON_TYPE)).build();
        } catch (IllegalArgumentException e) {
            throw new InvalidField("url", "cannot be called: " + e.getMessage());
        }
        try (Response response = http.newCall(request).execute()) {
            int status = response.code();
            return new PingResult(url, status, status / 100 == 2, "HTTP " + status);
        } catch (IOException failure) {
            return new PingResult(url, null, false, outcomeOf(failure));
        }
    }

    /**
     * Makes the next {@code count} deliveries be lost: each is recorded as {@code dropped} and nothing is
     * sent, as when the live service's notification never reaches the receiver. Reconciliation by the
     * transaction list is what finds such a payment.
     *
     * @return how many of the next deliveries will be dropped
     */
    public int dropNext(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must be 0 or more");
        }
        return toDrop.addAndGet(count);
    }

    /**
     * Sends the delivery {@code deliveryId} again, from a first attempt, whatever its status: the same body,
     * so the same {@code transactionCode}, signed anew.
     */
    public DeliveryView redeliver(String deliveryId) {
        Delivery delivery = deliveries.update(deliveryId, "deliveryId", d -> {
            int redeliveries = d.redeliveries();
            // Bounded, and never two rounds at once, so the control endpoint cannot be used to flood a target.
            if (PENDING.equals(d.status())) {
                throw Refusal.wrongState("deliveryId", PENDING, "redeliver before this round has settled");
            }
            if (redeliveries >= policy.maxRedeliveries()) {
                throw Refusal.wrongState("deliveryId", "redelivered " + redeliveries + " times",
                        "redeliver more than paycollect.sandbox.notifications.max-redeliveries times");
            }
            return d.redelivered();
        });
        scheduler.execute(() -> attempt(deliveryId, 1));
        return delivery.toAnswer();
    }

    /** The delivery {@code deliveryId}; an unknown one is refused naming {@code deliveryId}. */
    public DeliveryView get(String deliveryId) {
        return deliveries.require(deliveryId, "deliveryId").toAnswer();
    }

    /** Every delivery, oldest first, or only those of {@code transactionCode} when given. */
    public List<DeliveryView> list(String transactionCode) {
        return deliveries.list(d -> transactionCode == null || transactionCode.equals(d.transactionCode())).stream()
                .map(Delivery::toAnswer).toList();
    }

    /** One attempt; {@code number} counts within the current round (a redelivery starts a new round at 1). */
    private void attempt(String deliveryId, int number) {
        Optional<Delivery> found = deliveries.find(deliveryId);
        if (found.isEmpty()) {
            return; // forgotten by a reset: its remaining attempts are abandoned
        }
        Delivery delivery = found.get();
        Optional<String> secret = secrets.secretFor(delivery.clientId());
        if (secret.isEmpty()) {
            record(deliveryId, number, "not signed", null,
                    "no secret token for client " + delivery.clientId() + ": nothing sent", false);
            return;
        }
        Optional<String> refused = targets.refusal(delivery.url());
        if (refused.isPresent()) {
            record(deliveryId, number, "target not allowed", null, "the URL " + refused.get() + ": nothing sent", false);
            return;
        }
        byte[] body = JSON.writeValueAsBytes(delivery.notification());
        String timestamp = RequestTimestamp.now(clock.clock());
        Request request;
        try {
            request = new Request.Builder().url(delivery.url())
                    .header(SignatureHeaders.REQUEST_TIMESTAMP, timestamp)
                    .header(SignatureHeaders.SIGNATURE, RequestSigner.withSecret(secret.get()).sign(timestamp, body))
                    .post(RequestBody.create(body, JSON_TYPE))
                    .build();
        } catch (IllegalArgumentException e) {
            record(deliveryId, number, "bad url", null, "the URL cannot be called: " + e.getMessage(), false);
            return;
        }
        // The call time-out bounds the attempt as a whole, the acknowledgement's body included.
        http.newCall(request).enqueue(new Callback() {
            @Override
            public void onFailure(Call call, IOException failure) {
                onSchedulerThread(() -> recordFailure(deliveryId, number, failure));
            }

            @Override
            public void onResponse(Call call, Response response) {
                Optional<String> answer;
                try (response) {
                    answer = AcknowledgementBody.read(response.body());
                } catch (IOException failure) {
                    onFailure(call, failure);
                    return;
                }
                int status = response.code();
                onSchedulerThread(() -> recordAnswer(deliveryId, number, status, answer));
            }
        });
    }

    /** Deliveries are recorded on the sandbox's notification thread, as attempts are started there. */
    private void onSchedulerThread(Runnable task) {
        try {
            scheduler.execute(task);
        } catch (RejectedExecutionException closed) {
            // the sandbox is stopping: the attempt's outcome is not kept
        }
    }

    private void recordFailure(String deliveryId, int number, IOException failure) {
        if (failure instanceof NotificationTargets.RefusedTarget refused) {
            record(deliveryId, number, "target not allowed", null, "the URL " + refused.getMessage() + ": nothing sent", false);
            return;
        }
        boolean timedOut = failure instanceof InterruptedIOException;
        record(deliveryId, number, outcomeOf(failure), null, timedOut
                ? "no whole acknowledgement within " + policy.timeout() : failure.getClass().getSimpleName(), true);
    }

    private static String outcomeOf(IOException failure) {
        return failure instanceof InterruptedIOException ? "timed out"
                : failure instanceof ConnectException ? "connection refused" : "connection failed";
    }

    private void recordAnswer(String deliveryId, int number, int status, Optional<String> answer) {
        if (status / 100 != 2) {
            record(deliveryId, number, "refused", status, "HTTP " + status, true);
        } else if (!answer.map(NotificationDeliveries::acknowledges).orElse(false)) {
            record(deliveryId, number, "wrong acknowledgement", status, "the answer is not {\"code\":\"00\",...}", true);
        } else {
            record(deliveryId, number, "acknowledged", status, null, false);
        }
    }

    /** Records one attempt's outcome, then schedules the next attempt or settles the delivery. */
    private void record(String deliveryId, int number, String outcome, Integer status, String detail, boolean retryable) {
        boolean acknowledged = "acknowledged".equals(outcome);
        boolean again = !acknowledged && retryable && number < policy.maxAttempts();
        Duration wait = again ? policy.backoffAfter(number) : Duration.ZERO;
        Optional<Delivery> settled = deliveries.find(deliveryId).map(found -> deliveries.update(deliveryId,
                d -> d.attempted(clock.now(), outcome, status, detail, acknowledged ? DELIVERED : again ? PENDING : FAILED)));
        if (again && settled.isPresent()) {
            scheduler.schedule(() -> attempt(deliveryId, number + 1), wait.toMillis(), TimeUnit.MILLISECONDS);
        }
        changed();
    }

    private void changed() {
        synchronized (changed) {
            changes++;
            changed.notifyAll();
        }
    }

    /**
     * Reads {@code read} again each time a delivery is made (a dropped one too) or an attempt is recorded, until
     * {@code done} accepts what it reads, for at most {@code bound}: the one wait for deliveries to move on, rather
     * than reading them again and again, of the control endpoints' {@code settledWithin} and of the sandbox's own
     * tests.
     *
     * @return the first value {@code done} accepts, or the last one read when {@code bound} passed first
     */
    public <T> T awaitAttempts(Supplier<T> read, Predicate<? super T> done, Duration bound) throws InterruptedException {
        long deadline = System.nanoTime() + bound.toNanos();
        while (true) {
            long seen;
            synchronized (changed) {
                seen = changes;
            }
            T value = read.get();
            if (done.test(value)) {
                return value;
            }
            synchronized (changed) {
                while (changes <= seen) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        return value;
                    }
                    TimeUnit.NANOSECONDS.timedWait(changed, left);
                }
            }
        }
    }

    private static boolean acknowledges(String body) {
        try {
            JsonNode answer = JSON.readTree(body);
            return answer != null && answer.isObject() && answer.path("code").isString()
                    && "00".equals(answer.path("code").asString());
        } catch (RuntimeException notJson) {
            return false;
        }
    }

    /**
     * Forgets every delivery and any drops still to come (the sandbox's reset). Retries still scheduled find
     * their delivery gone and stop; an attempt already on the wire may still reach its receiver. Delivery ids
     * keep counting, so an attempt of a forgotten delivery can never be recorded on a new one.
     */
    public void reset() {
        toDrop.set(0);
        deliveries.removeAll(d -> true);
    }

    /** Stops delivering; deliveries not yet acknowledged stay as they are. */
    @Override
    public void close() {
        scheduler.shutdownNow();
        http.dispatcher().executorService().shutdownNow();
        http.connectionPool().evictAll();
    }
}
