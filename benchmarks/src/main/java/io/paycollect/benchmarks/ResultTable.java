package io.paycollect.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * JMH results as a Markdown table: for each benchmark the median of every measured iteration of
 * every fork (JMH itself reports the mean and a confidence interval, which one noisy fork on a shared
 * machine drags around), the quartiles and extremes as the spread, the median allocation per
 * operation, and the ratio of the median to the benchmark's floor.
 */
final class ResultTable {

    /**
     * The floor each benchmark class is compared with: the method that does the same work with the
     * least possible machinery. A row's floor is the floor method's row with the same thread count and
     * the same values of the floor's own parameters.
     */
    private static final Map<String, String> FLOORS = Map.of(
            "SigningBenchmark", "floor",
            "ClientCallBenchmark", "okHttpFloor",
            "VerificationBenchmark", "withoutVerifier");

    private static final String PACKAGE = ResultTable.class.getPackageName() + ".";
    private static final String ALLOCATION = "gc.alloc.rate.norm";

    private record Row(String benchmarkClass, String method, Map<String, String> params, int threads,
                       double[] scores, double[] allocations, String unit) {

        double median() {
            return percentile(scores, 0.5);
        }
    }

    private final List<Row> rows;

    private ResultTable(List<Row> rows) {
        this.rows = rows;
    }

    static ResultTable of(Collection<RunResult> results) {
        List<Row> rows = new ArrayList<>();
        for (RunResult run : results) {
            BenchmarkParams params = run.getParams();
            String benchmark = params.getBenchmark();
            int lastDot = benchmark.lastIndexOf('.');
            String method = benchmark.substring(lastDot + 1);
            // io.paycollect.benchmarks.ClientCallBenchmark.EightThreads.okHttpFloor -> ClientCallBenchmark:
            // subclasses that only fix the thread count share their parent's name and floor.
            String owner = benchmark.substring(0, lastDot).substring(PACKAGE.length());
            String benchmarkClass = owner.contains(".") ? owner.substring(0, owner.indexOf('.')) : owner;
            Map<String, String> values = params.getParamsKeys().stream()
                    .collect(Collectors.toMap(k -> k, params::getParam, (a, b) -> a, java.util.TreeMap::new));
            List<Double> scores = new ArrayList<>();
            List<Double> allocations = new ArrayList<>();
            for (BenchmarkResult fork : run.getBenchmarkResults()) {
                for (IterationResult iteration : fork.getIterationResults()) {
                    scores.add(iteration.getPrimaryResult().getScore());
                    Result allocation = iteration.getSecondaryResults().get(ALLOCATION);
                    if (allocation != null) {
                        allocations.add(allocation.getScore());
                    }
                }
            }
            rows.add(new Row(benchmarkClass, method, values, params.getThreads(),
                    sorted(scores), sorted(allocations), run.getPrimaryResult().getScoreUnit()));
        }
        return new ResultTable(rows);
    }

    String toMarkdown() {
        StringBuilder out = new StringBuilder()
                .append("| Benchmark | Params | Threads | n | Median | Unit | p25 – p75 | min – max | x floor | B/op |\n")
                .append("|---|---|---:|---:|---:|---|---:|---:|---:|---:|\n");
        for (Row row : rows) {
            out.append("| ").append(row.benchmarkClass()).append('.').append(row.method())
                    .append(" | ").append(row.params().entrySet().stream()
                            .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", ")))
                    .append(" | ").append(row.threads())
                    .append(" | ").append(row.scores().length)
                    .append(" | ").append(number(row.median()))
                    .append(" | ").append(row.unit())
                    .append(" | ").append(number(percentile(row.scores(), 0.25))).append(" – ")
                    .append(number(percentile(row.scores(), 0.75)))
                    .append(" | ").append(number(row.scores()[0])).append(" – ")
                    .append(number(row.scores()[row.scores().length - 1]))
                    .append(" | ").append(floorOf(row).map(f -> String.format(Locale.ROOT, "%.2f", row.median() / f.median()))
                            .orElse(""))
                    .append(" | ").append(row.allocations().length == 0 ? "" : number(percentile(row.allocations(), 0.5)))
                    .append(" |\n");
        }
        return out.toString();
    }

    private Optional<Row> floorOf(Row row) {
        String floorMethod = FLOORS.get(row.benchmarkClass());
        if (floorMethod == null) {
            return Optional.empty();
        }
        return rows.stream()
                .filter(r -> r.benchmarkClass().equals(row.benchmarkClass()))
                .filter(r -> r.method().equals(floorMethod))
                .filter(r -> r.threads() == row.threads())
                .filter(r -> r.params().entrySet().stream()
                        .allMatch(e -> e.getValue().equals(row.params().get(e.getKey()))))
                .findFirst();
    }

    private static double[] sorted(List<Double> values) {
        double[] array = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(array);
        return array;
    }

    /** Linear interpolation between closest ranks; {@code NaN} when there is nothing to rank. */
    private static double percentile(double[] sorted, double p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        double rank = p * (sorted.length - 1);
        int low = (int) Math.floor(rank);
        int high = (int) Math.ceil(rank);
        return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
    }

    private static String number(double value) {
        if (Double.isNaN(value)) {
            return "";
        }
        return value >= 100 ? String.format(Locale.ROOT, "%,.0f", value) : String.format(Locale.ROOT, "%.2f", value);
    }
}
