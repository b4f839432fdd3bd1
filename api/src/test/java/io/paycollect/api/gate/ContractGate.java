package io.paycollect.api.gate;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.openapitools.openapidiff.core.OpenApiCompare;
import org.openapitools.openapidiff.core.model.ChangedOpenApi;
import org.openapitools.openapidiff.core.output.MarkdownRender;

/**
 * The breaking-change gate: compares the working contract with the baseline of the last release
 * and refuses incompatible changes unless the project's major version is above the baseline's.
 *
 * <p>Run by the api build ({@code exec-maven-plugin}, phase {@code process-test-classes}) as
 * {@code ContractGate <baseline.yaml> <openapi.yaml> <project version> [report.md]}. It lives in the
 * test sources so that openapi-diff never becomes a dependency of the published api jar.
 */
public final class ContractGate {

    private ContractGate() {
    }

    /**
     * The outcome of one comparison.
     *
     * @param baselineVersion {@code info.version} of the baseline contract
     * @param projectVersion  the version being built
     * @param breaks          every incompatible change, empty when there is none
     * @param diff            the full openapi-diff result, for the report
     */
    public record Verdict(String baselineVersion, String projectVersion, List<Break> breaks, ChangedOpenApi diff) {

        public Verdict {
            breaks = List.copyOf(breaks);
        }

        /** True when the major version was raised above the baseline's, which permits breaks. */
        public boolean majorRaised() {
            return MajorVersion.of(projectVersion) > MajorVersion.of(baselineVersion);
        }

        /** True when the build may go on. */
        public boolean passes() {
            return breaks.isEmpty() || majorRaised();
        }

        /** What the build prints: the verdict, and each break on its own line. */
        public String summary() {
            StringBuilder text = new StringBuilder();
            if (breaks.isEmpty()) {
                text.append("Contract gate: no incompatible change against baseline ").append(baselineVersion)
                        .append(diff.isUnchanged() ? " (contract unchanged)." : " (compatible changes only).");
                return text.toString();
            }
            text.append("Contract gate: ").append(breaks.size()).append(" incompatible change")
                    .append(breaks.size() == 1 ? "" : "s").append(" against baseline ").append(baselineVersion)
                    .append(passes()
                            ? ", allowed because version " + projectVersion + " raises the major version:"
                            : ", refused for version " + projectVersion + ":");
            for (Break broken : breaks) {
                text.append(System.lineSeparator()).append("  - ").append(broken);
            }
            if (!passes()) {
                text.append(System.lineSeparator())
                        .append("Undo these changes, or raise the major version (docs/development.md, the contract gate).");
            }
            return text.toString();
        }
    }

    /** Compares {@code current} with {@code baseline} for a build of {@code projectVersion}. */
    public static Verdict check(Path baseline, Path current, String projectVersion) {
        requireFile(baseline, "baseline contract");
        requireFile(current, "working contract");
        ChangedOpenApi diff = OpenApiCompare.fromSpecifications(
                OpenEnumerations.read(baseline.toString()), OpenEnumerations.read(current.toString()));
        String baselineVersion = diff.getOldSpecOpenApi().getInfo().getVersion();
        List<Break> breaks = new ArrayList<>(IncompatibleChanges.in(diff));
        breaks.addAll(ClosedOpenObjects.between(diff.getOldSpecOpenApi(), diff.getNewSpecOpenApi()));
        return new Verdict(baselineVersion, projectVersion, breaks, diff);
    }

    private static void requireFile(Path file, String what) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(what + " not found: " + file.toAbsolutePath());
        }
    }

    /** Writes openapi-diff's Markdown report of every change, compatible ones included. */
    public static void writeReport(Verdict verdict, Path report) throws IOException {
        Files.createDirectories(report.toAbsolutePath().getParent());
        try (OutputStreamWriter out = new OutputStreamWriter(Files.newOutputStream(report), StandardCharsets.UTF_8)) {
            new MarkdownRender().render(verdict.diff(), out);
        }
    }

    /**
     * Build entry point.
     *
     * @throws ContractBrokenException when the working contract breaks the baseline and the major version was not raised
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 3 || args.length > 4) {
            throw new IllegalArgumentException(
                    "usage: ContractGate <baseline.yaml> <openapi.yaml> <project version> [report.md]");
        }
        Verdict verdict = check(Path.of(args[0]), Path.of(args[1]), args[2]);
        if (args.length == 4) {
            writeReport(verdict, Path.of(args[3]));
        }
        if (!verdict.passes()) {
            throw new ContractBrokenException(verdict.summary());
        }
        System.out.println(verdict.summary());
    }

    /** Thrown by {@link #main} to fail the build; its message lists what broke. */
    public static final class ContractBrokenException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ContractBrokenException(String message) {
            super(message);
        }
    }
}
