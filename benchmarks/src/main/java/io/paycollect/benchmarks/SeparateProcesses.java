package io.paycollect.benchmarks;

import com.sun.management.OperatingSystemMXBean;
import com.sun.management.ThreadMXBean;
import feign.Capability;
import feign.Client;
import feign.ResponseInterceptor;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
 * threads included), split into the calling threads' user and system time and the other threads'
 * (by thread name, from {@code /proc} on Linux), the bytes its calling threads allocated per call, and
 * how often Linux moved its calling threads to another CPU or preempted them.
 * At the end it prints the last client's throughput against each other client's as the median of the
 * per-round ratios, with their range.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar io.paycollect.benchmarks.SeparateProcesses
 * [rounds] [threads] [warm-up seconds] [measured seconds]}, by default 3 rounds of 1 thread, 20 s and
 * 10 s. Clients: {@code bare} (OkHttp with its default settings sending pre-built bytes),
 * {@code bareNoWatchdog} (the same without read and write time-outs, so that Okio's watchdog thread
 * is never woken: the floor of any OkHttp client), {@code handWritten}, {@code paycollect}, and {@code paycollectInterceptor} and
 * {@code paycollectCapability} (the client with a user's no-op request interceptor, or with a capability that wraps
 * the transport and the answer chain and changes nothing);
 * {@code -Dclients=bare,paycollect} chooses, {@code -Dchild.options="..."} adds JVM options to every
 * child (a profiler agent, say), {@code -Dchild.cpus=1} runs each child on those CPUs only (Linux
 * {@code taskset}; start this process with {@code taskset -c 0} to give the server the other). A child alone: {@code ... SeparateProcesses client <client> <base URL>
 * <threads> <warm-up s> <measured s>}.
 */
public final class SeparateProcesses {

    /** The clients measured, in this order each round; {@code -Dclients=} chooses others (see the class comment). */
    private static final List<String> CLIENTS = List.of(System.getProperty("clients", "bare,handWritten,paycollect").split(","));

    /** Further options for every child JVM (a collector, a profiler), space-separated in {@code -Dchild.options}. */
    private static final List<String> CHILD_JVM_OPTIONS = System.getProperty("child.options", "").isBlank() ? List.of()
            : List.of(System.getProperty("child.options").trim().split("\\s+"));

    /** The name of a child's calling threads, as {@code /proc} shows it. */
    private static final String CALLER = "caller";

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
        Map<String, Map<Integer, Measured>> measured = new LinkedHashMap<>();
        try (LoopbackServer server = LoopbackServer.answering(Fixture.RESPONSE_JSON)) {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            for (int round = 1; round <= rounds; round++) {
                for (String client : CLIENTS) {
                    List<String> command = new ArrayList<>();
                    if (!System.getProperty("child.cpus", "").isBlank()) {
                        command.addAll(List.of("taskset", "-c", System.getProperty("child.cpus")));
                    }
                    command.addAll(List.of(java, "-Xmx512m"));
                    command.addAll(CHILD_JVM_OPTIONS);
                    command.addAll(List.of("-cp", System.getProperty("java.class.path"),
                            SeparateProcesses.class.getName(), "client", client, server.baseUrl(), threads, warm, seconds));
                    Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
                    String last = null;
                    try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                        for (String line = out.readLine(); line != null; line = out.readLine()) {
                            if (line.startsWith("result ")) {
                                last = line.substring(7);
                            } else if (line.startsWith("measured ")) {
                                measured.computeIfAbsent(client, c -> new TreeMap<>()).put(round, Measured.parse(line.substring(9)));
                            } else if (line.startsWith("threads ")) {
                                System.out.println("  " + client + " " + line);
                            }
                        }
                    }
                    child.waitFor();
                    System.out.println("round " + round + " " + (last != null ? last : client + ": no result (exit " + child.exitValue() + ")"));
                }
            }
            System.out.println("server: " + server.traffic());
        }
        printSummary(measured);
    }

    /**
     * The last client against each other one: the median of their per-round throughput ratios (rounds
     * are interleaved, so a ratio compares clients that ran under the same conditions), its range,
     * and each client's median allocation per call.
     */
    private static void printSummary(Map<String, Map<Integer, Measured>> measured) {
        String subject = CLIENTS.get(CLIENTS.size() - 1);
        Map<Integer, Measured> own = measured.getOrDefault(subject, Map.of());
        System.out.println("summary: medians of the per-round ratios (range), rounds where both clients gave a result");
        for (String other : CLIENTS.subList(0, CLIENTS.size() - 1)) {
            Map<Integer, Measured> theirs = measured.getOrDefault(other, Map.of());
            double[] ratios = own.entrySet().stream().filter(round -> theirs.containsKey(round.getKey()))
                    .mapToDouble(round -> round.getValue().callsPerSecond() / theirs.get(round.getKey()).callsPerSecond())
                    .sorted().toArray();
            if (ratios.length > 0) {
                System.out.printf(Locale.ROOT, "  %s / %-15s %.2f (%.2f - %.2f) over %d rounds%n",
                        subject, other, median(ratios), ratios[0], ratios[ratios.length - 1], ratios.length);
            }
        }
        StringBuilder allocation = new StringBuilder("  allocated per call (median):");
        measured.forEach((client, rounds) -> allocation.append(String.format(Locale.ROOT, " %s %,.0f B;", client,
                median(rounds.values().stream().mapToDouble(Measured::bytesPerCall).sorted().toArray()))));
        System.out.println(allocation);
    }

    private static double median(double[] sorted) {
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    /** What a child reports of its measured seconds, in the line its parent reads. */
    private record Measured(double callsPerSecond, double bytesPerCall) {
        static Measured parse(String line) {
            String[] fields = line.trim().split(" ");
            return new Measured(Double.parseDouble(fields[0]), Double.parseDouble(fields[1]));
        }

        String line() {
            return String.format(Locale.ROOT, "measured %f %f", callsPerSecond, bytesPerCall);
        }
    }

    private static void client(String mode, String base, int threads, int warm, int seconds) throws Exception {
        Callable<Object> call = switch (mode) {
            case "bare" -> bare(base, new OkHttpClient.Builder());
            case "bareNoWatchdog" -> bare(base, new OkHttpClient.Builder().readTimeout(Duration.ZERO).writeTimeout(Duration.ZERO));
            case "handWritten" -> handWritten(base);
            case "paycollect" -> paycollect(PayCollectClient.builder().baseUrl(base));
            // A user's Feign extension on every call: a request interceptor that does nothing, or a capability
            // that wraps the transport and the answer chain without changing them.
            case "paycollectInterceptor" -> paycollect(PayCollectClient.builder().baseUrl(base).requestInterceptor(t -> { }));
            case "paycollectCapability" -> paycollect(PayCollectClient.builder().baseUrl(base)
                    .addCapability(new PassThroughCapability()));
            default -> throw new IllegalArgumentException("client must be one of bare, bareNoWatchdog, handWritten, "
                    + "paycollect, paycollectInterceptor, paycollectCapability");
        };
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        ThreadMXBean threadsBean = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        LongAdder calls = new LongAdder();
        long[] ids = new long[threads];
        ExecutorService pool = Executors.newFixedThreadPool(threads, work -> new Thread(work, CALLER));
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
        CallingThreads callers0 = CallingThreads.now(threadsBean, ids);
        OsThreads os0 = OsThreads.now();
        long t0 = System.nanoTime();
        Thread.sleep(seconds * 1000L);
        long done = calls.sum() - calls0;
        long cpu = os.getProcessCpuTime() - cpu0;
        CallingThreads callers = CallingThreads.now(threadsBean, ids).minus(callers0);
        double elapsed = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "result %-11s %d thread(s): %,.0f calls/s, %.1f us process CPU/call"
                        + " (calling threads %.1f user + %.1f system, other threads %.1f), %,.0f B/call%n",
                mode, threads, done / elapsed, cpu / 1e3 / done, callers.user / 1e3 / done,
                (callers.cpu - callers.user) / 1e3 / done, (cpu - callers.cpu) / 1e3 / done, (double) callers.allocated / done);
        System.out.println(new Measured(done / elapsed, (double) callers.allocated / done).line());
        OsThreads osNow = OsThreads.now();
        StringBuilder byName = new StringBuilder();
        osNow.cpuTicksByName().forEach((name, ticks) -> {
            long spent = ticks - os0.cpuTicksByName().getOrDefault(name, 0L);
            if (spent > 0) {
                byName.append(String.format(Locale.ROOT, " %s=%.1f", name, spent * OsThreads.NANOS_PER_TICK / 1e3 / done));
            }
        });
        System.out.printf(Locale.ROOT, "threads (us CPU/call, from /proc):%s; per 1000 calls the calling threads"
                        + " moved to another CPU %.1f times and were preempted %.1f times%n", byName,
                (osNow.callerMigrations() - os0.callerMigrations()) * 1000.0 / done,
                (osNow.callerPreemptions() - os0.callerPreemptions()) * 1000.0 / done);
        pool.shutdownNow();
        System.exit(0);
    }

    /**
     * What Linux's {@code /proc/self/task} says of this process's threads so far (nothing elsewhere):
     * the CPU of each thread name, and how often the kernel moved the calling threads to another CPU
     * or took the CPU from them (their {@code sched} counters).
     */
    private record OsThreads(Map<String, Long> cpuTicksByName, long callerMigrations, long callerPreemptions) {
        /** {@code /proc} counts in clock ticks of 10 ms (USER_HZ 100 on Linux). */
        static final double NANOS_PER_TICK = 10_000_000;

        static OsThreads now() throws IOException {
            Map<String, Long> byName = new TreeMap<>();
            long migrations = 0;
            long preemptions = 0;
            Path tasks = Path.of("/proc/self/task");
            if (!Files.isDirectory(tasks)) {
                return new OsThreads(byName, 0, 0);
            }
            try (var each = Files.list(tasks)) {
                for (Path task : (Iterable<Path>) each::iterator) {
                    try {
                        String stat = Files.readString(task.resolve("stat"));
                        String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replaceAll("[#0-9 ]+$", "");
                        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                        byName.merge(name, Long.parseLong(fields[11]) + Long.parseLong(fields[12]), Long::sum);
                        if (name.equals(CALLER) && Files.isReadable(task.resolve("sched"))) {
                            String sched = Files.readString(task.resolve("sched"));
                            migrations += schedCounter(sched, "se.nr_migrations");
                            preemptions += schedCounter(sched, "nr_involuntary_switches");
                        }
                    } catch (IOException | RuntimeException gone) {
                        // the thread ended between listing and reading
                    }
                }
            }
            return new OsThreads(byName, migrations, preemptions);
        }

        private static long schedCounter(String sched, String name) {
            Matcher counter = Pattern.compile("(?m)^" + Pattern.quote(name) + "\\s*:\\s*(\\d+)").matcher(sched);
            return counter.find() ? Long.parseLong(counter.group(1)) : 0;
        }
    }

    /** What the calling threads used so far: CPU in user mode, CPU in all (user plus the kernel's work for them), bytes allocated. */
    private record CallingThreads(long user, long cpu, long allocated) {
        static CallingThreads now(ThreadMXBean bean, long[] ids) {
            long user = 0;
            long cpu = 0;
            long allocated = 0;
            for (long id : ids) {
                user += Math.max(0, bean.getThreadUserTime(id));
                cpu += Math.max(0, bean.getThreadCpuTime(id));
                allocated += Math.max(0, bean.getThreadAllocatedBytes(id));
            }
            return new CallingThreads(user, cpu, allocated);
        }

        CallingThreads minus(CallingThreads before) {
            return new CallingThreads(user - before.user, cpu - before.cpu, allocated - before.allocated);
        }
    }

    /** The same pre-built request sent again and again; the settings of {@code okHttp} are all it changes. */
    private static Callable<Object> bare(String base, OkHttpClient.Builder okHttp) {
        OkHttpClient client = okHttp.connectionPool(new ConnectionPool(16, 5, TimeUnit.MINUTES)).build();
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

    private static Callable<Object> paycollect(PayCollectClient.Builder builder) {
        PayCollectClient client = builder.clientId(Fixture.CLIENT_ID).secretToken(Fixture.SECRET).build();
        CustomVietQrRequest request = new CustomVietQrRequest().bankName(QrBankName.fromValue(Fixture.BANK_NAME))
                .accountNumber(Fixture.ACCOUNT_NUMBER).amount(BigDecimal.valueOf(Fixture.AMOUNT)).content(Fixture.CONTENT);
        return () -> client.bank().generateCustomVietQr(request);
    }

    /** A user's capability that changes nothing: wraps the transport and the answer chain, each passing the call on. */
    public static final class PassThroughCapability implements Capability {
        @Override
        public Client enrich(Client client) {
            return client::execute;
        }

        @Override
        public ResponseInterceptor.Chain enrich(ResponseInterceptor.Chain chain) {
            return chain::next;
        }
    }
}
