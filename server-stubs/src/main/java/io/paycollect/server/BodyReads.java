package io.paycollect.server;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

/**
 * Reads request bodies for the verification filter: at most {@code maxConcurrent} at once, and at most
 * {@code maxPerAddress} of them from one remote address (beyond, 503 at once and the connection closed, before a byte
 * is read), each at most {@code maxBodySize} bytes (413) and within
 * {@code timeout} in all (408), and none slower than the {@link MinimumBodyRate} (408 too). Where the request supports async processing (any Spring Boot application: its
 * filters and DispatcherServlet do), the body is read with Servlet non-blocking IO ({@link NonBlockingBodyRead}):
 * no thread waits on the peer, and the deadline is the container's own async time-out, so a peer that stopped
 * sending is answered at it. Elsewhere (a filter of the application that does not support async), the body is read
 * with blocking reads, the total checked between reads: one read may then wait the container's connection
 * time-out, which is logged once at WARN.
 */
final class BodyReads {

    private static final Log log = LogFactory.getLog(BodyReads.class);
    // A body is read into a buffer that grows from this size up to its declared length or the limit.
    static final int FIRST_BUFFER = 8 * 1024;
    /** Request attribute holding a verified body for the dispatch that follows a non-blocking read. */
    static final String BODY_ATTRIBUTE = BodyReads.class.getName() + ".body";

    private final int maxBodySize;
    private final Duration timeout;
    private final int maxConcurrent;
    private final BodyReadSlots slots;
    private final AtomicBoolean warnedBlocking = new AtomicBoolean();
    private final boolean onOriginalDispatch;
    private final MinimumBodyRate rate;

    BodyReads(int maxBodySize, Duration timeout, int maxConcurrent, int maxPerAddress, boolean onOriginalDispatch,
            MinimumBodyRate rate) {
        this.rate = rate;
        this.maxBodySize = maxBodySize;
        this.timeout = timeout;
        this.maxConcurrent = maxConcurrent;
        this.slots = new BodyReadSlots(maxConcurrent, maxPerAddress);
        this.onOriginalDispatch = onOriginalDispatch;
    }

    /**
     * Reads the body of {@code request}, whose headers passed every check that needs no body, and runs
     * {@code check} on it. Answers the body when it passed and was read blocking; null when the request was answered
     * (503, 408, 413, 400, or by the check), or is being read without blocking: it is then answered, or dispatched
     * again with the body as {@link #BODY_ATTRIBUTE}, when the body is in or the time is over.
     */
    byte[] read(HttpServletRequest request, HttpServletResponse response, long declaredLength, Check check)
            throws IOException {
        Runnable slot = slots.take(request.getRemoteAddr());
        if (slot == null) {
            if (log.isDebugEnabled()) {
                log.debug("Refused " + request.getMethod() + " " + request.getRequestURI() + ": " + maxConcurrent
                        + " bodies, or this address's share of them, are being read already");
            }
            refuseAndClose(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "503",
                    "the server is reading as many request bodies as it reads at once; try again later");
            return null;
        }
        int limit = declaredLength < 0 ? maxBodySize + 1 : (int) declaredLength;
        if (!onOriginalDispatch && request.isAsyncSupported()) {
            try {
                NonBlockingBodyRead.start(request, response, timeout.toMillis(), limit, declaredLength, this, check,
                        slot);
            } catch (IOException | RuntimeException notStarted) {
                slot.run();
                throw notStarted;
            }
            return null;
        }
        if (!onOriginalDispatch && warnedBlocking.compareAndSet(false, true)) {
            log.warn("A filter before the signature verification does not support async requests: bodies are read "
                    + "blocking, their total time checked between reads, so one read may wait the connection time-out");
        }
        try {
            byte[] body = readBlocking(request.getInputStream(), limit, declaredLength);
            if (body.length > maxBodySize) {
                refuseTooLarge(response);
                return null;
            }
            return check.passes(body) ? body : null;
        } catch (BodyTooSlow slow) {
            refuseAndClose(response, 408, "408", slow.getMessage());
            return null;
        } catch (IOException unreadable) {
            refuseUnreadable(request, response, unreadable);
            return null;
        } finally {
            slot.run();
        }
    }

    /** The raw body, at most {@code limit} bytes, the total time checked between reads; the buffer doubles as bytes arrive. */
    private byte[] readBlocking(InputStream in, int limit, long declaredLength)
            throws IOException {
        long deadline = System.nanoTime() + timeout.toNanos();
        long started = rate.start();
        // Grown as bytes arrive, even for a declared length: announcing 1 MB must not reserve 1 MB.
        byte[] body = new byte[Math.min(FIRST_BUFFER, limit)];
        int read = 0;
        while (read < limit) {
            if (System.nanoTime() - deadline > 0) {
                throw new BodyTooSlow("request body was not received within " + timeout.toSeconds() + " s");
            }
            if (read == body.length) {
                body = Arrays.copyOf(body, (int) Math.min(2L * body.length, limit));
            }
            int n;
            try {
                n = in.read(body, read, body.length - read);
            } catch (IOException failed) {
                if (timedOut(failed)) {
                    throw new BodyTooSlow("request body stopped arriving before its end");
                }
                throw failed;
            }
            if (n < 0) {
                break;
            }
            read += n;
            if (rate.tooSlow(started, read)) {
                throw new BodyTooSlow(rate.refusal());
            }
        }
        if (declaredLength >= 0 && read < declaredLength) {
            throw new IOException("body ended after " + read + " of " + declaredLength + " declared bytes");
        }
        return read == body.length ? body : Arrays.copyOf(body, read);
    }

    /** Whether a read failed on a time-out (Tomcat wraps the SocketTimeoutException in its ClientAbortException). */
    static boolean timedOut(Throwable failed) {
        for (Throwable t = failed; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof InterruptedIOException) {
                return true;
            }
        }
        return false;
    }

    /** What the filter checks once a body is in; whether it passed (else it answered the request). */
    @FunctionalInterface
    interface Check {
        boolean passes(byte[] body) throws IOException;
    }

    /** The body did not arrive in time: answered 408. */
    private static final class BodyTooSlow extends IOException {
        BodyTooSlow(String message) {
            super(message);
        }
    }

    int maxBodySize() {
        return maxBodySize;
    }

    MinimumBodyRate rate() {
        return rate;
    }

    long timeoutSeconds() {
        return timeout.toSeconds();
    }

    void refuseTooLarge(HttpServletResponse response) throws IOException {
        refuseAndClose(response, 413, "413", "request body is larger than " + maxBodySize + " bytes");
    }

    /** A broken upload (aborted, malformed chunks) is the caller's fault: 400, never an error page. */
    static void refuseUnreadable(HttpServletRequest request, HttpServletResponse response, Throwable unreadable)
            throws IOException {
        log.debug("Unreadable body on " + request.getMethod() + " " + request.getRequestURI(), unreadable);
        refuseAndClose(response, HttpServletResponse.SC_BAD_REQUEST, "400", "request body could not be read");
    }

    /** Answers an envelope and closes the connection: what is left of the body is not read. */
    static void refuseAndClose(HttpServletResponse response, int status, String code, String message) throws IOException {
        response.setHeader("Connection", "close");
        ErrorEnvelopeWriter.write(response, status, code, message);
    }
}
