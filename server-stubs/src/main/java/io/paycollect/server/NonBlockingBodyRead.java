package io.paycollect.server;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

/**
 * One body read with Servlet non-blocking IO: no thread waits on the peer, and the container's own async time-out
 * ({@link AsyncContext#setTimeout}) is the deadline, whatever the peer sends or does not send. Exactly one outcome:
 * the body passed its check and the request is dispatched again (with the body as an attribute), or it is answered
 * (408 at the time-out or below the {@link MinimumBodyRate}, 413, 400, or by the check) and the async cycle
 * completed. The slot of {@link BodyReads} is released at that outcome.
 */
final class NonBlockingBodyRead implements ReadListener, AsyncListener {

    private static final Log log = LogFactory.getLog(NonBlockingBodyRead.class);

    private final AsyncContext async;
    private final HttpServletRequest request;
    private final HttpServletResponse response;
    private final ServletInputStream in;
    private final int limit;
    private final long declaredLength;
    private final BodyReads reads;
    private final BodyReads.Check check;
    private final Runnable releaseSlot;
    private final AtomicBoolean decided = new AtomicBoolean();
    private final long started;
    private byte[] body;
    private int read;

    private NonBlockingBodyRead(AsyncContext async, HttpServletRequest request, HttpServletResponse response,
            ServletInputStream in, int limit, long declaredLength, BodyReads reads, BodyReads.Check check,
            Runnable releaseSlot) {
        this.async = async;
        this.request = request;
        this.response = response;
        this.in = in;
        this.limit = limit;
        this.declaredLength = declaredLength;
        this.reads = reads;
        this.check = check;
        this.releaseSlot = releaseSlot;
        this.started = reads.rate().start();
        this.body = new byte[Math.min(BodyReads.FIRST_BUFFER, limit)];
    }

    /**
     * Starts reading the body of {@code request} (the filter returns right after): the container calls back as bytes
     * arrive, and answers or dispatches the request when the body is in or the time is over.
     */
    static void start(HttpServletRequest request, HttpServletResponse response, long timeoutMillis, int limit,
            long declaredLength, BodyReads reads, BodyReads.Check check, Runnable releaseSlot) throws IOException {
        AsyncContext async = request.startAsync();
        async.setTimeout(timeoutMillis);
        NonBlockingBodyRead reader = new NonBlockingBodyRead(async, request, response, request.getInputStream(), limit,
                declaredLength, reads, check, releaseSlot);
        async.addListener(reader);
        reader.in.setReadListener(reader);
    }

    @Override
    public void onDataAvailable() throws IOException {
        // Read until isReady() answers false: only then does the container call again when more arrives.
        while (!decided.get() && in.isReady()) {
            if (read == body.length) {
                if (read == limit) {
                    overLimit();
                    return;
                }
                body = Arrays.copyOf(body, (int) Math.min(2L * body.length, limit));
            }
            int n = in.read(body, read, body.length - read);
            if (n < 0) {
                return; // onAllDataRead follows
            }
            read += n;
            if (reads.rate().tooSlow(started, read)) {
                if (decide()) {
                    answer(() -> BodyReads.refuseAndClose(response, 408, "408", reads.rate().refusal()));
                }
                return;
            }
        }
    }

    /** The buffer is full while the stream says more may come: a declared length is checked by one more read. */
    private void overLimit() throws IOException {
        if (declaredLength >= 0 && in.read() < 0) {
            return; // exactly the declared length; onAllDataRead follows
        }
        if (decide()) {
            answer(() -> reads.refuseTooLarge(response));
        }
    }

    @Override
    public void onAllDataRead() throws IOException {
        if (!decide()) {
            return;
        }
        if (read > reads.maxBodySize()) {
            answer(() -> reads.refuseTooLarge(response));
            return;
        }
        if (declaredLength >= 0 && read < declaredLength) {
            answer(() -> BodyReads.refuseUnreadable(request, response,
                    new IOException("body ended after " + read + " of " + declaredLength + " declared bytes")));
            return;
        }
        byte[] complete = read == body.length ? body : Arrays.copyOf(body, read);
        boolean passed;
        try {
            passed = check.passes(complete);
        } catch (IOException unreadable) {
            answer(() -> BodyReads.refuseUnreadable(request, response, unreadable));
            return;
        } catch (RuntimeException failed) {
            async.complete();
            throw failed;
        }
        if (passed) {
            request.setAttribute(BodyReads.BODY_ATTRIBUTE, complete);
            async.dispatch();
        } else {
            async.complete();
        }
    }

    @Override
    public void onError(Throwable failed) {
        if (!decide()) {
            return;
        }
        if (BodyReads.timedOut(failed)) {
            // The connection's own time-out, when shorter than the bound, ended a read that waited for bytes.
            answer(() -> BodyReads.refuseAndClose(response, 408, "408", "request body stopped arriving before its end"));
        } else {
            answer(() -> BodyReads.refuseUnreadable(request, response, failed));
        }
    }

    @Override
    public void onTimeout(AsyncEvent event) {
        if (decide()) {
            answer(() -> BodyReads.refuseAndClose(response, 408, "408",
                    "request body was not received within " + reads.timeoutSeconds() + " s"));
        }
    }

    @Override
    public void onError(AsyncEvent event) {
        onError(event.getThrowable());
    }

    @Override
    public void onComplete(AsyncEvent event) {
        decide(); // completed by the container (the connection closed): the slot is free again
    }

    @Override
    public void onStartAsync(AsyncEvent event) {
        // the filter's own start; a later one (the application's async controller) needs nothing from here
    }

    /** Whether this call decided the outcome (the first to); it frees the slot. */
    private boolean decide() {
        if (!decided.compareAndSet(false, true)) {
            return false;
        }
        releaseSlot.run();
        return true;
    }

    /** Writes an answer and ends the async cycle; a peer already gone leaves nothing to answer. */
    private void answer(Answer answer) {
        try {
            answer.write();
        } catch (IOException | RuntimeException gone) {
            log.debug("Could not answer " + request.getMethod() + " " + request.getRequestURI(), gone);
        } finally {
            RefusedConnections.closeAfterAnswer(request, response); // the rest of a refused body is not read
            try {
                async.complete();
            } catch (IllegalStateException alreadyComplete) {
                // the container ended the cycle first
            }
        }
    }

    @FunctionalInterface
    private interface Answer {
        void write() throws IOException;
    }
}
