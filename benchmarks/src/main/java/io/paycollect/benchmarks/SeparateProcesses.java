package io.paycollect.benchmarks;

import com.sun.management.OperatingSystemMXBean;
import com.sun.management.ThreadMXBean;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import okhttp3.ConnectionPool;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * The client calls measured from outside, as a user's process sees them: the loopback server runs in
 * this process, and each client runs alone in a JVM of its own, in interleaved rounds, so no client
 * shares a JIT, a heap or a garbage collector with the server or with another client. Each child
 * reports calls per second, the CPU its whole process spent per call (compiler and OkHttp's own
 * threads included) and the bytes its calling threads allocated per call.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar io.paycollect.benchmarks.SeparateProcesses
 * [rounds] [threads] [warm-up seconds] [measured seconds]}, by default 3 rounds of 1 thread, 20 s and
 * 10 s. A child alone: {@code ... SeparateProcesses client <bare|handWritten|paycollect> <base URL>
 * <threads> <warm-up s> <measured s>}.
 */
public final class SeparateProcesses {

    private static final List<String> CLIENTS = List.of("bare", "handWritten", "paycollect");

    private SeparateProcesses() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("client")) {
            client(args[1], args[2], Integer.parseInt(args[3]), Integer.parseInt(args[4]), Integer.parseInt(args[5]));
            return;
        }
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        String threads = args.length > 1 ? args[1] : "1";
        String warm = args.length > 2 ? args[2] : "20";
        String seconds = args.length > 3 ? args[3] : "10";
        try (LoopbackServer server = LoopbackServer.answering(Fixture.RESPONSE_JSON)) {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            for (int round = 1; round <= rounds; round++) {
                for (String client : CLIENTS) {
                    List<String> command = new ArrayList<>(List.of(java, "-Xmx512m", "-cp", System.getProperty("java.class.path"),
                            SeparateProcesses.class.getName(), "client", client, server.baseUrl(), threads, warm, seconds));
                    Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
                    String last = null;
                    try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                        for (String line = out.readLine(); line != null; line = out.readLine()) {
                            if (line.startsWith("result ")) {
                                last = line.substring(7);
                            }
                        }
                    }
                    child.waitFor();
                    System.out.println("round " + round + " " + (last != null ? last : client + ": no result (exit " + child.exitValue() + ")"));
                }
            }
            System.out.println("server: " + server.traffic());
        }
    }

    private static void client(String mode, String base, int threads, int warm, int seconds) throws Exception {
        Callable<Object> call = switch (mode) {
            case "bare" -> bare(base);
            case "handWritten" -> handWritten(base);
            case "paycollect" -> paycollect(base);
            default -> throw new IllegalArgumentException("client must be one of " + CLIENTS);
        };
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        ThreadMXBean threadsBean = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        LongAdder calls = new LongAdder();
        long[] ids = new long[threads];
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(warm + seconds);
        for (int t = 0; t < threads; t++) {
            int slot = t;
            pool.submit(() -> {
                ids[slot] = Thread.currentThread().getId();
                while (System.nanoTime() < end) {
                    call.call();
                    calls.increment();
                }
                return null;
            });
        }
        Thread.sleep(warm * 1000L);
        long calls0 = calls.sum();
        long cpu0 = os.getProcessCpuTime();
        long bytes0 = allocated(threadsBean, ids);
        long t0 = System.nanoTime();
        Thread.sleep(seconds * 1000L);
        long done = calls.sum() - calls0;
        long cpu = os.getProcessCpuTime() - cpu0;
        long bytes = allocated(threadsBean, ids) - bytes0;
        double elapsed = (System.nanoTime() - t0) / 1e9;
        System.out.printf(java.util.Locale.ROOT, "result %-11s %d thread(s): %,.0f calls/s, %.1f us process CPU/call, %,.0f B/call%n",
                mode, threads, done / elapsed, cpu / 1e3 / done, (double) bytes / done);
        pool.shutdownNow();
        System.exit(0);
    }

    private static long allocated(ThreadMXBean bean, long[] ids) {
        long sum = 0;
        for (long id : ids) {
            sum += Math.max(0, bean.getThreadAllocatedBytes(id));
        }
        return sum;
    }

    private static Callable<Object> bare(String base) {
        OkHttpClient client = new OkHttpClient.Builder().connectionPool(new ConnectionPool(16, 5, TimeUnit.MINUTES)).build();
        Request.Builder builder = new Request.Builder().url(base + Fixture.PATH)
                .post(RequestBody.create(Fixture.REQUEST_JSON, MediaType.get("application/json")));
        Fixture.presignedHeaders().forEach(builder::header);
        Request request = builder.build();
        return () -> {
            try (Response response = client.newCall(request).execute()) {
                return response.body().bytes();
            }
        };
    }

    private static Callable<Object> handWritten(String base) {
        HandWrittenClient client = new HandWrittenClient(new OkHttpClient.Builder()
                .connectionPool(new ConnectionPool(16, 5, TimeUnit.MINUTES)).build(), base, Fixture.CLIENT_ID, Fixture.SECRET);
        HandWrittenClient.QrRequest request = new HandWrittenClient.QrRequest(Fixture.BANK_NAME, Fixture.ACCOUNT_NUMBER,
                Fixture.AMOUNT, Fixture.CONTENT);
        return () -> client.generateQr(request);
    }

    private static Callable<Object> paycollect(String base) {
        PayCollectClient client = PayCollectClient.builder().baseUrl(base).clientId(Fixture.CLIENT_ID)
                .secretToken(Fixture.SECRET).build();
        CustomVietQrRequest request = new CustomVietQrRequest().bankName(QrBankName.fromValue(Fixture.BANK_NAME))
                .accountNumber(Fixture.ACCOUNT_NUMBER).amount(BigDecimal.valueOf(Fixture.AMOUNT)).content(Fixture.CONTENT);
        return () -> client.bank().generateCustomVietQr(request);
    }
}
