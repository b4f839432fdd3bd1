import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Prints the test summary of a whole build from the JUnit XML reports that surefire and failsafe
 * write (target/surefire-reports, target/failsafe-reports), the consumer project's included, one line
 * per module and the totals last. Exits 1 when a test failed or erred, or when no report exists.
 * Run by .ci/run as {@code java .ci/TestSummary.java <repository root>}.
 */
public final class TestSummary {

    /** Counts of one module. */
    private static final class Counts {
        long tests;
        long failures;
        long errors;
        long skipped;

        void add(Counts other) {
            tests += other.tests;
            failures += other.failures;
            errors += other.errors;
            skipped += other.skipped;
        }

        @Override
        public String toString() {
            return "Tests run: " + tests + ", Failures: " + failures + ", Errors: " + errors + ", Skipped: " + skipped;
        }
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
        Map<String, Counts> modules = new TreeMap<>();
        for (Path report : reports(root)) {
            Element suite = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(report.toFile())
                    .getDocumentElement();
            Counts counts = count(suite);
            // <module>/target/surefire-reports/TEST-x.xml: the module is what precedes target/.
            Path reportsDir = root.relativize(report.getParent().getParent().getParent());
            modules.computeIfAbsent(reportsDir.toString().isEmpty() ? "." : reportsDir.toString(), m -> new Counts())
                    .add(counts);
        }
        Counts total = new Counts();
        System.out.println();
        System.out.println("Test summary (JUnit reports of every module)");
        modules.forEach((module, counts) -> {
            System.out.printf("  %-40s %s%n", module, counts);
            total.add(counts);
        });
        System.out.println("Total: " + total);
        if (modules.isEmpty()) {
            System.out.println("No test report found: the build did not get as far as the tests.");
            System.exit(1);
        }
        System.exit(total.failures + total.errors > 0 ? 1 : 0);
    }

    private static List<Path> reports(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files
                    .filter(p -> !p.toString().contains("node_modules") && !p.toString().contains("it-repo"))
                    .filter(p -> {
                        String dir = p.getParent() == null ? "" : p.getParent().getFileName().toString();
                        String name = p.getFileName().toString();
                        return (dir.equals("surefire-reports") || dir.equals("failsafe-reports"))
                                && name.startsWith("TEST-") && name.endsWith(".xml");
                    })
                    .sorted()
                    .toList();
        }
    }

    /**
     * Counts the testcase elements and their outcomes instead of trusting the suite's attributes:
     * surefire writes tests="0" on the suite of a class whose tests all sit in @Nested classes,
     * though the testcases (and any failure among them) are in the file.
     */
    private static Counts count(Element suite) {
        Counts counts = new Counts();
        NodeList cases = suite.getElementsByTagName("testcase");
        for (int i = 0; i < cases.getLength(); i++) {
            Element testcase = (Element) cases.item(i);
            counts.tests++;
            if (testcase.getElementsByTagName("failure").getLength() > 0) {
                counts.failures++;
            } else if (testcase.getElementsByTagName("error").getLength() > 0) {
                counts.errors++;
            } else if (testcase.getElementsByTagName("skipped").getLength() > 0) {
                counts.skipped++;
            }
        }
        return counts;
    }
}
