package io.paycollect.client;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import javax.net.SocketFactory;

/**
 * Makes the default transport's sockets, which bound every wait themselves instead of leaving it to
 * Okio's watchdog thread (which OkHttp would wake on every read and write of every call):
 *
 * <ul>
 *   <li>No read waits without end: a read time-out of zero (OkHttp's "none") is the client's read
 *       time-out, enforced by the JDK socket ({@code SO_TIMEOUT}).
 *   <li>No call outlives its deadline ({@code callTimeout}, {@link CallDeadlines}): before each read
 *       the socket's {@code SO_TIMEOUT} is shrunk to the time the call has left when that is
 *       shorter, a connect waits at most that long, and nothing is read or written once it is up.
 *       The hot path pays one {@link System#nanoTime()} and a thread-local read per read; the
 *       socket option is touched only in the last {@code readTimeout} before the deadline.
 *   <li>No connection is reused after sitting idle longer than the reuse window: OkHttp asks a
 *       pooled connection's socket {@link Socket#isClosed()} before reusing it, and such a socket
 *       answers that it is, so OkHttp closes it and connects anew. A server that closed the idle
 *       connection in the meantime never sees a request on it, which would fail with "unexpected end
 *       of stream" and an unknown outcome (a request is never re-sent).
 * </ul>
 */
final class TimeBoundSocketFactory extends SocketFactory {

    private final int readTimeoutMillis;
    private final long reuseWindowNanos;

    /**
     * @param readTimeoutMillis the longest any read waits for data; positive
     * @param reuseWindowNanos how long a connection may sit idle and still be reused; positive
     */
    TimeBoundSocketFactory(int readTimeoutMillis, long reuseWindowNanos) {
        if (readTimeoutMillis <= 0) {
            throw new IllegalArgumentException("readTimeoutMillis must be positive, was " + readTimeoutMillis);
        }
        if (reuseWindowNanos <= 0) {
            throw new IllegalArgumentException("reuseWindowNanos must be positive, was " + reuseWindowNanos);
        }
        this.readTimeoutMillis = readTimeoutMillis;
        this.reuseWindowNanos = reuseWindowNanos;
    }

    @Override
    public Socket createSocket() throws SocketException {
        return new TimeBoundSocket(readTimeoutMillis, reuseWindowNanos);
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return connected(createSocket(), null, new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return connected(createSocket(), new InetSocketAddress(localHost, localPort), new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return connected(createSocket(), null, new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
            throws IOException {
        return connected(createSocket(), new InetSocketAddress(localAddress, localPort),
                new InetSocketAddress(address, port));
    }

    private static Socket connected(Socket socket, InetSocketAddress local, InetSocketAddress remote)
            throws IOException {
        try {
            if (local != null) {
                socket.bind(local);
            }
            socket.connect(remote);
            return socket;
        } catch (IOException e) {
            socket.close();
            throw e;
        }
    }

    @Override
    public String toString() {
        return "TimeBoundSocketFactory[readTimeout=" + readTimeoutMillis + "ms, reuseWindow="
                + reuseWindowNanos / 1_000_000 + "ms]";
    }

    static final class TimeBoundSocket extends Socket {
        private final int readTimeoutMillis;
        private final long reuseWindowNanos;
        /** The read time-out asked for (by OkHttp, or the client's when it asks for none). */
        private int requestedTimeout;
        /** The read time-out the JDK socket has now: {@link #requestedTimeout}, or less near the deadline. */
        private int appliedTimeout;
        /** When the last read returned: the end of the last answer, once the connection is idle. */
        private volatile long lastActivityNanos = System.nanoTime();
        /** Once idle too long, the socket answers that it is closed until it really is. */
        private volatile boolean retired;
        private volatile boolean closing;
        private InputStream input;
        private OutputStream output;

        TimeBoundSocket(int readTimeoutMillis, long reuseWindowNanos) throws SocketException {
            this.readTimeoutMillis = readTimeoutMillis;
            this.reuseWindowNanos = reuseWindowNanos;
            setSoTimeout(0);
        }

        @Override
        public void setSoTimeout(int timeout) throws SocketException {
            int requested = timeout == 0 ? readTimeoutMillis : timeout;
            super.setSoTimeout(requested);
            requestedTimeout = requested;
            appliedTimeout = requested;
        }

        @Override
        public int getSoTimeout() {
            // What was asked for, not a value shrunk near a deadline: OkHttp saves and restores it.
            return requestedTimeout;
        }

        @Override
        public void connect(SocketAddress endpoint, int timeout) throws IOException {
            long deadline = CallDeadlines.currentNanos();
            int allowed = timeout;
            boolean byDeadline = false;
            if (deadline != CallDeadlines.NONE) {
                long left = millisLeft(deadline);
                if (left <= 0) {
                    throw CallDeadlines.passed(null);
                }
                if (timeout == 0 || left < timeout) {
                    allowed = (int) left;
                    byDeadline = true;
                }
            }
            try {
                super.connect(endpoint, allowed);
            } catch (SocketTimeoutException e) {
                throw byDeadline ? CallDeadlines.passed(e) : e;
            }
            lastActivityNanos = System.nanoTime();
        }

        @Override
        public boolean isClosed() {
            if (closing || super.isClosed()) {
                return super.isClosed();
            }
            if (retired) {
                return true;
            }
            long now = System.nanoTime();
            if (now - lastActivityNanos > reuseWindowNanos) {
                // Only OkHttp's check before reusing a pooled connection asks while the socket is idle.
                retired = true;
                return true;
            }
            // Asked while in use (the JDK's own checks) or just reused: the connection is busy from here.
            lastActivityNanos = now;
            return false;
        }

        @Override
        public synchronized void close() throws IOException {
            closing = true;
            super.close();
        }

        @Override
        public InputStream getInputStream() throws IOException {
            if (input == null) {
                input = new DeadlineBoundInput(super.getInputStream());
            }
            return input;
        }

        @Override
        public OutputStream getOutputStream() throws IOException {
            if (output == null) {
                output = new DeadlineBoundOutput(super.getOutputStream());
            }
            return output;
        }

        private static long millisLeft(long deadlineNanos) {
            long leftNanos = deadlineNanos - System.nanoTime();
            // Rounded up: a positive remainder below a millisecond must not become "no time-out" (0).
            return leftNanos <= 0 ? 0 : (leftNanos + 999_999) / 1_000_000;
        }

        /**
         * Before a read: the socket's time-out for it, the requested one or the time the call has left,
         * whichever is shorter.
         *
         * @return whether the deadline, not the read time-out, bounds this read
         */
        private boolean boundRead() throws IOException {
            long deadline = CallDeadlines.currentNanos();
            if (deadline == CallDeadlines.NONE) {
                if (appliedTimeout != requestedTimeout) {
                    apply(requestedTimeout);
                }
                return false;
            }
            long left = millisLeft(deadline);
            if (left <= 0) {
                throw CallDeadlines.passed(null);
            }
            if (left < requestedTimeout) {
                apply((int) left);
                return true;
            }
            if (appliedTimeout != requestedTimeout) {
                apply(requestedTimeout);
            }
            return false;
        }

        private void apply(int timeout) throws SocketException {
            if (timeout != appliedTimeout) {
                super.setSoTimeout(timeout);
                appliedTimeout = timeout;
            }
        }

        private final class DeadlineBoundInput extends InputStream {
            private final InputStream in;

            DeadlineBoundInput(InputStream in) {
                this.in = in;
            }

            @Override
            public int read() throws IOException {
                boolean byDeadline = boundRead();
                try {
                    int c = in.read();
                    lastActivityNanos = System.nanoTime();
                    return c;
                } catch (SocketTimeoutException e) {
                    throw byDeadline ? CallDeadlines.passed(e) : e;
                }
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                boolean byDeadline = boundRead();
                try {
                    int n = in.read(b, off, len);
                    lastActivityNanos = System.nanoTime();
                    return n;
                } catch (SocketTimeoutException e) {
                    throw byDeadline ? CallDeadlines.passed(e) : e;
                }
            }

            @Override
            public int available() throws IOException {
                return in.available();
            }

            @Override
            public void close() throws IOException {
                in.close();
            }
        }

        /** Writes nothing once the call's deadline has passed; a write itself is bounded by OkHttp (large bodies). */
        private static final class DeadlineBoundOutput extends FilterOutputStream {
            DeadlineBoundOutput(OutputStream out) {
                super(out);
            }

            @Override
            public void write(int b) throws IOException {
                check();
                out.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                check();
                out.write(b, off, len);
            }

            private static void check() throws IOException {
                long deadline = CallDeadlines.currentNanos();
                if (deadline != CallDeadlines.NONE && deadline - System.nanoTime() <= 0) {
                    throw CallDeadlines.passed(null);
                }
            }
        }
    }
}
