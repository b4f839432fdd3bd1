package io.paycollect.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** What the numbers were measured on, so a table never travels without its machine. */
final class Machine {

    private Machine() {
    }

    /** Processors, CPU model, JVM and OS, one line each. */
    static String describe() {
        return "Machine: " + Runtime.getRuntime().availableProcessors() + " processors, " + cpuModel()
                + "\nJVM: " + System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version")
                + "\nOS: " + System.getProperty("os.name") + " " + System.getProperty("os.version")
                + " " + System.getProperty("os.arch") + "\n";
    }

    /** The first three fields of {@code /proc/loadavg}, or "unknown" off Linux. */
    static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return fields[0] + " " + fields[1] + " " + fields[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static String cpuModel() {
        try {
            List<String> lines = Files.readAllLines(Path.of("/proc/cpuinfo"));
            return lines.stream()
                    .filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst()
                    .orElse("unknown CPU");
        } catch (IOException | RuntimeException e) {
            return "unknown CPU";
        }
    }
}
