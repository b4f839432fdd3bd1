package io.paycollect.benchmarks;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.util.concurrent.atomic.LongAdder;
import javax.net.SocketFactory;

/**
 * Counts the round trips the PostgreSQL driver makes, as the number of times it writes to its socket: pgjdbc
 * buffers a whole exchange (parse, bind, execute, sync) and writes it to the socket once, when it flushes before
 * waiting for the answer, so each socket write is one message sent to the server and waited for. Used as the
 * driver's {@code socketFactory} ({@link #URL_PARAMETER} on the JDBC URL); the count is this JVM's, over every
 * connection.
 */
public final class RoundTrips extends SocketFactory {

    /** Appended to a JDBC URL (after {@code ?} or {@code &}) to count its connections' round trips. */
    public static final String URL_PARAMETER = "socketFactory=" + RoundTrips.class.getName();

    private static final LongAdder WRITES = new LongAdder();

    /** Socket writes so far, in this JVM. */
    public static long count() {
        return WRITES.sum();
    }

    /** {@code url} with the counting socket factory. */
    public static String counting(String url) {
        return url + (url.contains("?") ? "&" : "?") + URL_PARAMETER;
    }

    @Override
    public Socket createSocket() {
        return new CountingSocket();
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        Socket socket = createSocket();
        socket.connect(new java.net.InetSocketAddress(host, port));
        return socket;
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        throw new UnsupportedOperationException("the driver connects an unconnected socket");
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return createSocket(host.getHostAddress(), port);
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) {
        throw new UnsupportedOperationException("the driver connects an unconnected socket");
    }

    private static final class CountingSocket extends Socket {

        private OutputStream counting;

        @Override
        public synchronized OutputStream getOutputStream() throws IOException {
            if (counting == null) {
                counting = new FilterOutputStream(super.getOutputStream()) {
                    @Override
                    public void write(byte[] bytes, int offset, int length) throws IOException {
                        WRITES.increment();
                        out.write(bytes, offset, length);
                    }

                    @Override
                    public void write(int b) throws IOException {
                        WRITES.increment();
                        out.write(b);
                    }
                };
            }
            return counting;
        }
    }
}
