package io.paycollect.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of the README, the change log and the pages of docs/ (and the other READMEs) leads
 * somewhere: the file exists, and a {@code #section} is a heading of it, as GitHub makes the anchors.
 */
class DocumentationLinksTest {

    private static final Path ROOT = Path.of("..");
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+)$");

    @Test
    void everyLinkOfTheDocumentationLeadsToAFileAndASectionOfIt() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path page : pages()) {
            for (String target : links(page)) {
                if (target.matches("^[a-z]+:.*")) {
                    continue; // https:, mailto:
                }
                String file = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                String anchor = target.contains("#") ? target.substring(target.indexOf('#') + 1) : null;
                Path linked = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                if (!Files.exists(linked)) {
                    broken.add(ROOT.relativize(page) + ": " + target + " (no such file)");
                } else if (anchor != null && linked.toString().endsWith(".md") && !anchors(linked).contains(anchor)) {
                    broken.add(ROOT.relativize(page) + ": " + target + " (no such section)");
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("CHANGELOG.md"),
                ROOT.resolve("generator-templates/README.md"), ROOT.resolve("benchmarks/README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    /** The link targets of {@code page}, outside code blocks. */
    private static List<String> links(Path page) throws IOException {
        List<String> targets = new ArrayList<>();
        boolean code = false;
        for (String line : Files.readAllLines(page, StandardCharsets.UTF_8)) {
            if (line.strip().startsWith("```")) {
                code = !code;
            }
            if (!code) {
                Matcher m = LINK.matcher(line.replaceAll("`[^`]*`", ""));
                while (m.find()) {
                    targets.add(m.group(1));
                }
            }
        }
        return targets;
    }

    /** The anchors GitHub gives the headings of {@code page}: lower case, punctuation dropped, spaces as hyphens. */
    static Set<String> anchors(Path page) throws IOException {
        Set<String> anchors = new HashSet<>();
        boolean code = false;
        for (String line : Files.readAllLines(page, StandardCharsets.UTF_8)) {
            if (line.strip().startsWith("```")) {
                code = !code;
            }
            Matcher m = HEADING.matcher(line);
            if (!code && m.matches()) {
                anchors.add(m.group(1).strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}\\- _]", "").replace(' ', '-'));
            }
        }
        return anchors;
    }
}
