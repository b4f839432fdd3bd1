package io.paycollect.client;

import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import javax.net.SocketFactory;

/**
 * Makes the default transport's sockets, which bound every read with the JDK socket's own read time-out
 * ({@code SO_TIMEOUT}) instead of Okio's watchdog thread. The transport gives OkHttp a read time-out of zero
 * (OkHttp's "none"), so that OkHttp does not hand every read of every call to the watchdog (a lock, a queue and a
 * thread woken per read: more CPU than the client's own work), and OkHttp sets that zero on each socket; such a
 * socket takes it as the client's read time-out. This is the smallest piece that keeps a blocked read bounded
 * without the watchdog: the call's deadline is OkHttp's call time-out (once per call), idle connections are
 * evicted by OkHttp's connection pool, and writes keep OkHttp's write time-out.
 *
 * <p>Kept because removing it costs CPU: the same client with OkHttp bounding its reads (this factory unused)
 * spent 53.4 and 63.9 µs of process CPU per call against 41.5 and 43.1 µs with it, the threads other than the
 * calling one 28.6 and 26.2 µs against 20.4 and 21.2 µs (the watchdog's wake-ups), and allocated about 300 bytes
 * more per call (separate processes, one thread, two rounds alternated, 2026-11-28, on a shared machine).
 * {@code TransportTimeoutsTest} shows the reads end on the socket's own time-out ("Read timed out"); without this
 * factory OkHttp arms the socket and the watchdog with the same read time-out and either may end the read, so its
 * cases fail only when the watchdog comes first (tried twice: one case failed, then two).
 */
final class TimeBoundSocketFactory extends SocketFactory {

    private final int readTimeoutMillis;

    /** @param readTimeoutMillis the longest any read waits for data; positive */
    TimeBoundSocketFactory(int readTimeoutMillis) {
        if (readTimeoutMillis <= 0) {
            throw new IllegalArgumentException("readTimeoutMillis must be positive, was " + readTimeoutMillis);
        }
        this.readTimeoutMillis = readTimeoutMillis;
    }

    @Override
    public Socket createSocket() throws SocketException {
        return new Socket() {
            {
                setSoTimeout(0);
            }

            @Override
            public void setSoTimeout(int timeout) throws SocketException {
                super.setSoTimeout(timeout == 0 ? readTimeoutMillis : timeout);
            }
        };
    }

    // OkHttp creates unconnected sockets and connects them itself; it never asks for a connected one.
    @Override
    public Socket createSocket(String host, int port) {
        throw new UnsupportedOperationException("unconnected sockets only");
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) {
        throw new UnsupportedOperationException("unconnected sockets only");
    }

    @Override
    public Socket createSocket(InetAddress host, int port) {
        throw new UnsupportedOperationException("unconnected sockets only");
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) {
        throw new UnsupportedOperationException("unconnected sockets only");
    }

    @Override
    public String toString() {
        return "TimeBoundSocketFactory[readTimeout=" + readTimeoutMillis + "ms]";
    }
}
