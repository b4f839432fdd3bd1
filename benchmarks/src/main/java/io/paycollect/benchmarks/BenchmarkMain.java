package io.paycollect.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Entry point of {@code benchmarks.jar}: runs the JMH benchmarks (all of them unless JMH include
 * patterns are given) with the allocation profiler on, then prints the results as a Markdown table
 * (median and spread over every fork and iteration, allocation per operation, ratio to the floor)
 * and writes it to {@code benchmark-results.md}.
 *
 * <p>Arguments: {@code --short} for the quick run (1 fork, half the one-thread pre-warm, 2 warm-up and
 * 3 measured iterations of one second each, under five minutes in all); {@code --table <file>} to write the table elsewhere;
 * anything else is passed to JMH as on its own command line (for example {@code -f 10} or
 * {@code Signing}). The full run uses the forks and iterations declared on each benchmark class.
 */
public final class BenchmarkMain {

    private BenchmarkMain() {
    }

    public static void main(String[] args) throws RunnerException, IOException {
        boolean shortRun = false;
        Path table = Path.of("benchmark-results.md");
        List<String> jmhArgs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--short" -> shortRun = true;
                case "--table" -> {
                    if (i + 1 == args.length) {
                        throw new IllegalArgumentException("--table needs a file name");
                    }
                    table = Path.of(args[++i]);
                }
                default -> jmhArgs.add(args[i]);
            }
        }
        CommandLineOptions commandLine;
        try {
            commandLine = new CommandLineOptions(jmhArgs.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            System.err.println("Bad JMH option: " + e.getMessage());
            System.exit(2);
            return;
        }
        if (commandLine.shouldHelp() || commandLine.shouldList() || commandLine.shouldListWithParams()
                || commandLine.shouldListProfilers() || commandLine.shouldListResultFormats()) {
            // Listing and help are JMH's own business; hand over unchanged.
            org.openjdk.jmh.Main.main(jmhArgs.toArray(String[]::new));
            return;
        }

        ChainedOptionsBuilder options = new OptionsBuilder().parent(commandLine);
        if (commandLine.getProfilers().stream().noneMatch(p -> p.getKlass().equals(GCProfiler.class.getName()))) {
            options.addProfiler(GCProfiler.class);
        }
        if (shortRun) {
            options.forks(1)
                    // Prepend, not append: appending would replace the forks' heap settings.
                    .jvmArgsPrepend("-D" + Prewarm.SCALE_PROPERTY + "=0.5")
                    .warmupIterations(2).warmupTime(TimeValue.seconds(1))
                    .measurementIterations(3).measurementTime(TimeValue.seconds(1));
        }
        String loadBefore = Machine.loadAverage();
        Collection<RunResult> results = new Runner(options.build()).run();
        String loadAfter = Machine.loadAverage();

        String markdown = ResultTable.of(results).toMarkdown()
                + "\n" + Machine.describe()
                + "\nLoad average (1, 5, 15 min) before: " + loadBefore + "; after: " + loadAfter
                + (shortRun ? "\nMode: --short (1 fork x 3 iterations; orientation only)\n" : "\nMode: full\n");
        System.out.println();
        System.out.println(markdown);
        Files.writeString(table, markdown, StandardCharsets.UTF_8);
        System.out.println("Table written to " + table.toAbsolutePath());
    }
}
