package io.paycollect.client;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
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

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return connected(null, new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return connected(new InetSocketAddress(localHost, localPort), new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return connected(null, new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
            throws IOException {
        return connected(new InetSocketAddress(localAddress, localPort), new InetSocketAddress(address, port));
    }

    /** OkHttp creates unconnected sockets and connects them itself; this serves other callers. */
    private Socket connected(InetSocketAddress local, InetSocketAddress remote) throws IOException {
        Socket socket = createSocket();
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
        return "TimeBoundSocketFactory[readTimeout=" + readTimeoutMillis + "ms]";
    }
}
