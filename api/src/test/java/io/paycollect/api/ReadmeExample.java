package io.paycollect.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Keeps a README example and the test that runs it the same: the test's code between the lines
 * {@code // README:begin} and {@code // README:end} (one level of method indentation removed, test-only
 * values put back the README's way) must be the first {@code java} block under a README heading.
 */
public final class ReadmeExample {

    private static final String BEGIN = "// README:" + "begin";
    private static final String END = "// README:" + "end";

    private ReadmeExample() {
    }

    /**
     * Asserts that the README (system property {@code paycollect.readme}, else {@code ../README.md}) shows,
     * as the first java block after {@code heading}, the marked code of {@code testSource}.
     *
     * @param heading the heading line, e.g. {@code "## VietQR library"}
     * @param testSource the test's source file, relative to the module
     * @param toReadme turns a line of the test into the README's line (e.g. a random port into 8080)
     */
    public static void assertReadmeShows(String heading, String testSource, UnaryOperator<String> toReadme) throws IOException {
        assertDocShows("README.md", heading, testSource, toReadme);
    }

    /**
     * As {@link #assertReadmeShows}, for the page {@code document} of the repository (e.g. {@code docs/vietqr.md}).
     *
     * @param document the page, relative to the repository's root
     */
    public static void assertDocShows(String document, String heading, String testSource, UnaryOperator<String> toReadme)
            throws IOException {
        Path root = Path.of(System.getProperty("paycollect.readme", "../README.md")).toAbsolutePath().getParent();
        String source = Files.readString(Path.of(testSource));
        List<String> example = marked(source, testSource).strip().lines()
                .map(line -> line.startsWith("        ") ? line.substring(8) : line)
                .map(toReadme)
                .toList();
        List<String> shown = javaBlock(root.resolve(document), heading).strip().lines().toList();
        // The block may begin with the imports the example needs, so that it compiles as shown: each is one of
        // the test's own imports, which compile with it.
        String ownPackage = source.lines().filter(l -> l.startsWith("package ")).findFirst()
                .map(l -> "import " + l.substring("package ".length(), l.length() - 1) + ".").orElse("import .");
        int code = 0;
        while (code < shown.size() && (shown.get(code).startsWith("import ") || shown.get(code).isBlank())) {
            String line = shown.get(code++);
            boolean ofTheTestsPackage = line.startsWith(ownPackage) && line.indexOf('.', ownPackage.length()) < 0;
            assertTrue(line.isBlank() || ofTheTestsPackage || source.lines().anyMatch(line::equals),
                    document + " imports what " + testSource + " does not: " + line);
        }
        assertEquals(example, shown.subList(code, shown.size()));
    }

    /**
     * Asserts that the document {@code document} (e.g. {@code ../docs/testing.md}) shows, as the first java
     * block after {@code heading}, the marked code of {@code testSource} with its common indentation removed:
     * for examples that are whole classes rather than a method's body.
     *
     * @param document the Markdown file, relative to the module
     * @param heading the heading line, e.g. {@code "## A shop's test"}
     * @param testSource the test's source file, relative to the module
     * @param toDoc turns a line of the test into the document's line
     */
    public static void assertDocShowsClass(String document, String heading, String testSource, UnaryOperator<String> toDoc)
            throws IOException {
        List<String> example = marked(Files.readString(Path.of(testSource)), testSource).stripIndent().strip().lines()
                .map(toDoc).toList();
        assertEquals(example, javaBlock(Path.of(document), heading).strip().lines().toList());
    }

    /** The first java block after the line {@code heading} of {@code document}. */
    private static String javaBlock(Path document, String heading) throws IOException {
        Matcher block = Pattern.compile(Pattern.quote(heading) + "\n.*?```java\n(.*?)```", Pattern.DOTALL)
                .matcher(Files.readString(document));
        assertTrue(block.find(), document + " has a java block under \"" + heading + "\"");
        return block.group(1);
    }

    /** The lines of {@code source} between its {@code README:begin} and {@code README:end} lines. */
    private static String marked(String source, String testSource) {
        int begin = source.indexOf(BEGIN);
        int end = source.indexOf(END, begin);
        assertTrue(begin >= 0 && end > begin, testSource + " marks its example with " + BEGIN + " and " + END);
        return source.substring(source.indexOf('\n', begin) + 1, source.lastIndexOf('\n', end) + 1);
    }
}
