package io.paycollect.benchmarks;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where a node's CPU goes on each delivery path: reads flight recordings of {@link NotificationNode}s (JFR's
 * execution samples, taken every 10 or 20 ms on each running Java thread) and counts, for the notification path and
 * the floor apart, the samples in each part of the work, named by the outermost frame of the stack (from the
 * delivery inward) that is one of the parts below. Samples of other threads (the pool's housekeeping) are not
 * counted; the compiler and the collector are not Java threads and are never sampled.
 *
 * <p>{@code java -Dbench.node.jvm="-XX:StartFlightRecording=filename=node.jfr,settings=profile" -cp benchmarks.jar
 * io.paycollect.benchmarks.NotificationsOnDatabase ...}, then
 * {@code java -cp benchmarks.jar io.paycollect.benchmarks.ProfileSummary node.jfr}.
 */
public final class ProfileSummary {

    /** The parts of a delivery, as {@code class prefix#method prefix} (an empty method matches every method), outermost first. */
    private static final List<String[]> PARTS = List.of(
            new String[] {"exception thrown", "java.lang.Throwable#"},
            new String[] {"signing (the sender's part)", "io.paycollect.api.RequestSigner#"},
            new String[] {"timestamp", "io.paycollect.api.RequestTimestamp#"},
            new String[] {"verification", "io.paycollect.api.SignedRequestVerifier#"},
            new String[] {"JSON reading", "io.paycollect.client.notification.NotificationReading#"},
            new String[] {"handler's credit insert", "io.paycollect.benchmarks.Deliveries#credit"},
            new String[] {"pool: borrow", "com.zaxxer.hikari.HikariDataSource#getConnection"},
            new String[] {"pool: return", "com.zaxxer.hikari.pool.ProxyConnection#close"},
            new String[] {"auto-commit switch", "com.zaxxer.hikari.pool.ProxyConnection#setAutoCommit"},
            new String[] {"commit", "com.zaxxer.hikari.pool.ProxyConnection#commit"},
            new String[] {"rollback", "com.zaxxer.hikari.pool.ProxyConnection#rollback"},
            new String[] {"prepare statement", "com.zaxxer.hikari.pool.ProxyConnection#prepareStatement"},
            new String[] {"the store's claim", "io.paycollect.client.notification.CodeClaim#claim"},
            // Where the claim was before CodeClaim, to read older recordings.
            new String[] {"the store's claim", "io.paycollect.client.notification.JdbcProcessedNotifications#claim"},
            new String[] {"the floor's statements", "com.zaxxer.hikari.pool.HikariProxyPreparedStatement#executeUpdate"},
            new String[] {"statement close", "com.zaxxer.hikari.pool.ProxyStatement#close"},
            new String[] {"body text and bytes", "java.lang.String#"},
            new String[] {"body text and bytes", "java.lang.StringConcatHelper#"});

    private ProfileSummary() {
    }

    /** Arguments: recordings; {@code --leaves} adds the methods each part's samples were in. */
    public static void main(String[] args) throws Exception {
        Map<String, Map<String, Integer>> byPath = new TreeMap<>();
        Map<String, Map<String, Integer>> leaves = new TreeMap<>();
        boolean showLeaves = List.of(args).contains("--leaves");
        for (String file : args) {
            if (file.startsWith("--")) {
                continue;
            }
            for (RecordedEvent event : RecordingFile.readAllEvents(Path.of(file))) {
                if (!event.getEventType().getName().equals("jdk.ExecutionSample") || event.getStackTrace() == null) {
                    continue;
                }
                List<RecordedFrame> frames = event.getStackTrace().getFrames(); // leaf first
                int delivery = -1;
                String path = null;
                for (int i = 0; i < frames.size() && path == null; i++) {
                    String method = frames.get(i).getMethod().getName();
                    if (frames.get(i).getMethod().getType().getName().equals(Deliveries.class.getName())
                            && (method.equals("deliverNotification") || method.equals("deliverFloor"))) {
                        delivery = i;
                        path = method.equals("deliverNotification") ? "notification" : "floor";
                    }
                }
                if (path == null) {
                    continue;
                }
                String part = part(frames, delivery);
                byPath.computeIfAbsent(path, p -> new TreeMap<>()).merge(part, 1, Integer::sum);
                RecordedFrame leaf = frames.get(0);
                leaves.computeIfAbsent(path + ": " + part, p -> new TreeMap<>())
                        .merge(leaf.getMethod().getType().getName() + "." + leaf.getMethod().getName(), 1, Integer::sum);
            }
        }
        for (Map.Entry<String, Map<String, Integer>> entry : byPath.entrySet()) {
            int total = entry.getValue().values().stream().mapToInt(Integer::intValue).sum();
            System.out.printf(Locale.ROOT, "%s: %d samples%n", entry.getKey(), total);
            entry.getValue().entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                    .forEach(part -> System.out.printf(Locale.ROOT, "  %5.1f %%  %6d  %s%n", 100.0 * part.getValue() / total,
                            part.getValue(), part.getKey()));
        }
        if (showLeaves) {
            leaves.forEach((part, methods) -> {
                System.out.println(part + ":");
                methods.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(8)
                        .forEach(m -> System.out.printf(Locale.ROOT, "  %6d  %s%n", m.getValue(), m.getKey()));
            });
        }
    }

    /** The part a sample is in: an exception being made wins (wherever it is made), then the outermost part named. */
    private static String part(List<RecordedFrame> frames, int delivery) {
        for (int i = 0; i < delivery; i++) {
            if (matches(frames.get(i), PARTS.get(0)[1])) {
                return PARTS.get(0)[0];
            }
        }
        for (int i = delivery - 1; i >= 0; i--) {
            for (String[] part : PARTS) {
                if (matches(frames.get(i), part[1])) {
                    return part[0];
                }
            }
        }
        return delivery == 0 ? "the delivery method itself" : "other: " + frames.get(delivery - 1).getMethod().getType().getName()
                + "." + frames.get(delivery - 1).getMethod().getName();
    }

    private static boolean matches(RecordedFrame frame, String pattern) {
        int hash = pattern.indexOf('#');
        return frame.getMethod().getType().getName().startsWith(pattern.substring(0, hash))
                && frame.getMethod().getName().startsWith(pattern.substring(hash + 1));
    }
}
