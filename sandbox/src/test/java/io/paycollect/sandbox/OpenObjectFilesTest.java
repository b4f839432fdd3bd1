package io.paycollect.sandbox;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The sandbox answers with typed models: {@code Map<String, Object>} stays only in the files docs/sandbox.md names as
 * those of the contract's open objects, and in every one of them.
 */
class OpenObjectFilesTest {

    private static final Path SOURCES = Path.of("src/main/java");
    private static final String START = "<!-- open-object files -->";
    private static final String END = "<!-- /open-object files -->";
    private static final Pattern NAMED = Pattern.compile("^\\s*- `([^`]+\\.java)`");

    @Test
    void onlyTheFilesOfOpenObjectsUseAnUntypedMap() throws IOException {
        Set<String> named = namedInTheDocs();
        Set<String> using = usingAnUntypedMap();
        Set<String> unnamed = new TreeSet<>(using);
        unnamed.removeAll(named);
        Set<String> notUsing = new TreeSet<>(named);
        notUsing.removeAll(using);
        assertTrue(unnamed.isEmpty() && notUsing.isEmpty(),
                "files of sandbox/src/main/java that mention Map<String, Object> but docs/sandbox.md does not name: " + unnamed
                        + "; files docs/sandbox.md names that do not mention it: " + notUsing);
    }

    /** The files listed between the open-object markers of docs/sandbox.md, relative to src/main/java. */
    private static Set<String> namedInTheDocs() throws IOException {
        Path docs = Path.of(System.getProperty("paycollect.readme", "../README.md")).toAbsolutePath().getParent()
                .resolve("docs/sandbox.md");
        String text = Files.readString(docs);
        int start = text.indexOf(START);
        int end = text.indexOf(END);
        assertTrue(start >= 0 && end > start, "docs/sandbox.md lists the open-object files between " + START + " and " + END);
        Set<String> named = new TreeSet<>();
        for (String line : text.substring(start + START.length(), end).split("\n")) {
            Matcher m = NAMED.matcher(line);
            if (m.find()) {
                named.add(m.group(1));
            }
        }
        assertTrue(!named.isEmpty(), "the open-object list of docs/sandbox.md names files");
        return named;
    }

    /** The Java files under src/main/java whose text mentions {@code Map<String, Object>}, relative to it. */
    private static Set<String> usingAnUntypedMap() throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> all = Files.walk(SOURCES)) {
            all.filter(p -> p.toString().endsWith(".java")).forEach(files::add);
        }
        Set<String> using = new TreeSet<>();
        for (Path file : files) {
            if (Files.readString(file).contains("Map<String, Object>")) {
                using.add(SOURCES.relativize(file).toString().replace('\\', '/'));
            }
        }
        return using;
    }
}
