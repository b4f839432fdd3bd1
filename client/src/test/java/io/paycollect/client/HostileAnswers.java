package io.paycollect.client;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;

/** Answers of a broken or hostile server, for {@link HostileServer}. */
final class HostileAnswers {

    static final long TWO_GIB = 2L * 1024 * 1024 * 1024;
    static final long TEN_GIB = 10L * 1024 * 1024 * 1024;

    private HostileAnswers() {
    }

    /**
     * Declares a body of {@code length} bytes and sends it (a JSON envelope opened, then spaces)
     * for as long as the client reads.
     */
    static HostileServer.Answer declaredLength(int status, long length) {
        return (request, out) -> {
            HostileServer.write(out, "HTTP/1.1 " + status + " X\r\nContent-Type: application/json\r\nContent-Length: "
                    + length + "\r\n\r\n");
            byte[] head = "{\"code\":\"00\",\"message\":\"ok\",\"data\":\"".getBytes(StandardCharsets.UTF_8);
            out.write(head);
            stream(out, length - head.length, (byte) 'a');
            return false;
        };
    }

    /** A chunked answer {@code {"code":"00","message":"ok","data":"aaaa…"}} whose string is {@code size} bytes. */
    static HostileServer.Answer hugeDataString(int status, long size) {
        return hugeDataString(status, size, false);
    }

    /** The same, the connection kept open for another request when {@code keepOpen}. */
    static HostileServer.Answer hugeDataString(int status, long size, boolean keepOpen) {
        return (request, out) -> {
            HostileServer.write(out, "HTTP/1.1 " + status + " X\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n");
            OutputStream chunked = new Chunked(out);
            chunked.write("{\"code\":\"00\",\"message\":\"ok\",\"data\":\"".getBytes(StandardCharsets.UTF_8));
            stream(chunked, size, (byte) 'a');
            chunked.write("\"}".getBytes(StandardCharsets.UTF_8));
            chunked.close();
            return keepOpen;
        };
    }

    /**
     * A gzip body that inflates to {@code inflated} bytes of zeros (10 GiB of them compress to about
     * 10 MB), compressed as the client reads, for a client that asked for gzip.
     */
    static HostileServer.Answer gzipBomb(long inflated) {
        return (request, out) -> {
            HostileServer.write(out, "HTTP/1.1 200 X\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n");
            Chunked chunked = new Chunked(out);
            GZIPOutputStream gzip = new GZIPOutputStream(chunked, 64 * 1024);
            stream(gzip, inflated, (byte) 0);
            gzip.close();
            return false;
        };
    }

    private static void stream(OutputStream out, long size, byte value) throws IOException {
        byte[] block = new byte[64 * 1024];
        Arrays.fill(block, value);
        for (long left = size; left > 0; left -= block.length) {
            out.write(block, 0, (int) Math.min(block.length, left));
        }
    }

    /** HTTP/1.1 chunked encoding: one chunk per write. */
    private static final class Chunked extends OutputStream {
        private final OutputStream out;

        Chunked(OutputStream out) {
            this.out = out;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return;
            }
            HostileServer.write(out, Integer.toHexString(len) + "\r\n");
            out.write(b, off, len);
            HostileServer.write(out, "\r\n");
        }

        @Override
        public void close() throws IOException {
            HostileServer.write(out, "0\r\n\r\n");
            out.flush();
        }
    }
}
