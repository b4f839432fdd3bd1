package io.paycollect.client;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import javax.net.SocketFactory;

/**
 * Makes sockets on which no read waits without end: a read time-out of zero (OkHttp's "none") is
 * replaced by the client's read time-out, enforced by the JDK socket itself. The transport lets
 * these sockets bound its reads instead of Okio's watchdog thread, which OkHttp would otherwise
 * wake on every read and write of every call.
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
        return new TimeBoundSocket(readTimeoutMillis);
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
        return "TimeBoundSocketFactory[readTimeout=" + readTimeoutMillis + "ms]";
    }

    private static final class TimeBoundSocket extends Socket {
        private final int readTimeoutMillis;

        TimeBoundSocket(int readTimeoutMillis) throws SocketException {
            this.readTimeoutMillis = readTimeoutMillis;
            setSoTimeout(0);
        }

        @Override
        public void setSoTimeout(int timeout) throws SocketException {
            super.setSoTimeout(timeout == 0 ? readTimeoutMillis : timeout);
        }
    }
}
