package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The three answers that used to end in {@code OutOfMemoryError} (a 2 GiB {@code Content-Length}, a
 * 200 MB {@code data} string, a gzip body inflating to 10 GiB), answered over real sockets to a client
 * in its own JVM whose whole heap is {@value #HEAP}: the default limit of 4 MiB plus what the JVM and
 * the client need anyway. Each raises {@link AnswerTooLargeException}; the control call, the same
 * client with no practical limit, runs out of that heap, which shows the heap is small enough to
 * matter. Memory is bounded by the heap given, not measured by a clock.
 */
class AnswerSizeLimitSmallHeapTest {

    private static final String HEAP = "24m";

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void hostileAnswersRaiseTheLimitExceptionInASmallHeap() throws Exception {
        try (HostileServer declared = new HostileServer(HostileAnswers.declaredLength(200, HostileAnswers.TWO_GIB));
             HostileServer string = new HostileServer(HostileAnswers.hugeDataString(200, 200L * 1024 * 1024));
             HostileServer bomb = new HostileServer(HostileAnswers.gzipBomb(HostileAnswers.TEN_GIB));
             HostileServer control = new HostileServer(HostileAnswers.hugeDataString(200, 200L * 1024 * 1024))) {
            Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx" + HEAP, "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                    SmallHeapCaller.class.getName(), declared.baseUrl(), string.baseUrl(), bomb.baseUrl(), control.baseUrl())
                    .redirectErrorStream(false)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            assertTrue(child.waitFor(100, TimeUnit.SECONDS), "the child JVM ended");
            List<String> lines = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();

            assertEquals(List.of("AnswerTooLargeException limit=4194304", "AnswerTooLargeException limit=4194304",
                    "AnswerTooLargeException limit=4194304", "control OutOfMemoryError"), lines);
            assertEquals(0, child.exitValue());
        }
    }
}
