package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every template override (client and server) starts with one comment line naming the upstream
 * generator version it was copied from and what it changes; that version must be the one the build
 * pins, or the override silently diverges from the upstream file it replaces when the pin moves.
 */
class TemplateHeadersTest {

    @Test
    void everyOverrideNamesThePinnedGeneratorVersionAndItsChange() throws IOException {
        String version = System.getProperty("paycollect.generatorVersion");
        Path root = Path.of(System.getProperty("paycollect.templates")).getParent();
        List<Path> templates;
        try (Stream<Path> files = Files.walk(root)) {
            templates = files.filter(p -> p.toString().endsWith(".mustache")).sorted().toList();
        }
        assertFalse(templates.isEmpty(), "no templates under " + root);
        for (Path template : templates) {
            String first = Files.readAllLines(template, StandardCharsets.UTF_8).get(0);
            assertTrue(first.startsWith("{{! openapi-generator " + version + " ") && first.contains("change"),
                    root.relativize(template) + " must start with '{{! openapi-generator " + version
                            + " <upstream file>, changed: ...}}' but starts with: " + first);
        }
    }
}
