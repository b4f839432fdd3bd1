package io.paycollect.client;

import feign.Client;
import feign.Request;
import feign.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.Collection;
import java.util.List;

/**
 * Wraps a transport the application brings ({@code PayCollectClient.Builder.client}) so that no answer is
 * larger than {@code maxAnswerSize} and every failure to read an answer's body says so; the default transport
 * bounds its answers in an OkHttp interceptor ({@link AnswerLimitInterceptor}) with the same {@link Counted}
 * stream. An answer whose {@code Content-Length} exceeds the limit is refused unread; any other is counted as it
 * is read, after any decompression, and reading stops at the first byte past the limit ({@link AnswerLimitExceeded},
 * whichever decoder reads). A body that fails while being read (cut, stalled, the call's deadline, checked before
 * each read) fails with {@link AnswerNotRead}: an unknown outcome, not an answer.
 */
final class BoundedAnswers implements Client {

    private final Client transport;
    private final long limit;

    BoundedAnswers(Client transport, long limit) {
        this.transport = transport;
        this.limit = limit;
    }

    @Override
    public Response execute(Request request, Request.Options options) throws IOException {
        Response response = transport.execute(request, options);
        Response.Body body = response.body();
        if (body == null) {
            return response;
        }
        long declared = declaredLength(response);
        if (declared > limit) {
            body.close();
            throw new AnswerLimitExceeded(limit, response.status(), "declares " + declared + " bytes (Content-Length), over");
        }
        return response.toBuilder()
                .body(new Counted(body.asInputStream(), limit, response.status(), null), body.length())
                .build();
    }

    private static long declaredLength(Response response) {
        Integer length = response.body().length();
        if (length != null) {
            return length;
        }
        // A length past Integer.MAX_VALUE is not a body length Feign can carry: read it from the header.
        Collection<String> values = response.headers().getOrDefault("Content-Length", List.of());
        try {
            return values.isEmpty() ? -1 : Long.parseLong(values.iterator().next().trim());
        } catch (NumberFormatException notANumber) {
            return -1;
        }
    }

    @Override
    public String toString() {
        return transport.toString();
    }

    /** The body, counted. */
    static final class Counted extends InputStream {
        private final InputStream in;
        private final long limit;
        private final int status;
        private final Runnable abandon;
        private long read;
        private boolean ended;

        /**
         * @param abandon run when the body is closed before its end was read (the default transport
         *     cancels the call, so the connection is closed rather than drained); may be null
         */
        Counted(InputStream in, long limit, int status, Runnable abandon) {
            this.in = in;
            this.limit = limit;
            this.status = status;
            this.abandon = abandon;
        }

        @Override
        public int read() throws IOException {
            // One byte through the counted path below; decoders read in bulk, so this is not hot.
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        private void checkDeadline() throws AnswerNotRead {
            long deadline = CallDeadlines.currentNanos();
            if (deadline != CallDeadlines.NONE && System.nanoTime() - deadline >= 0) {
                throw new AnswerNotRead("the body was not read to its end", CallDeadlines.passed(null));
            }
        }

        private AnswerNotRead notRead(IOException e) {
            return new AnswerNotRead("the body was not read to its end (" + read + " bytes read)",
                    e instanceof InterruptedIOException timeout ? CallDeadlines.passedBy(timeout) : e);
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            checkDeadline();
            // Ask for at most one byte past the limit: enough to tell that it was exceeded.
            long room = limit - read;
            int n;
            try {
                n = in.read(b, off, room >= len ? len : (int) room + 1);
            } catch (AnswerNotRead e) {
                throw e;
            } catch (IOException e) {
                throw notRead(e);
            }
            if (n > 0) {
                read += n;
                if (read > limit) {
                    throw new AnswerLimitExceeded(limit, status, "grew past");
                }
            } else if (n < 0) {
                ended = true;
            }
            return n;
        }

        @Override
        public int available() throws IOException {
            return in.available();
        }

        @Override
        public void close() throws IOException {
            if (!ended && abandon != null) {
                abandon.run();
            }
            in.close();
        }
    }
}
