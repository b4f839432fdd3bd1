package io.paycollect.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Arrays;

/** Times honest calls, one after another, each of which must be answered 200. */
final class HonestCalls {

    private HonestCalls() {
    }

    /** An exchange answering the server's first bytes. */
    @FunctionalInterface
    interface Call {
        String answer() throws IOException;
    }

    /** The median time, in milliseconds, of {@code count} calls made one after another. */
    static long medianMillis(int count, Call call) throws IOException {
        long[] millis = new long[count];
        for (int i = 0; i < count; i++) {
            long start = System.nanoTime();
            String answer = call.answer();
            millis[i] = (System.nanoTime() - start) / 1_000_000;
            assertThat(answer).startsWith("HTTP/1.1 200");
        }
        Arrays.sort(millis);
        return millis[count / 2];
    }
}
