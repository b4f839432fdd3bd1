package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every template override (client and server) names, in its first line, the upstream file it was
 * copied from, the SHA-256 of that file at the pinned generator version, and what it changes. The test
 * reads the upstream file from the pinned generator's own jar: when the pin moves and upstream changed
 * under a copy, the hash no longer matches and the override must be re-diffed before the build passes.
 * A partial of our own must not shadow an upstream file of the same name.
 */
class TemplateOverridesTest {

    private static final Pattern COPY = Pattern.compile(
            "^\\{\\{! openapi-generator (\\S+) (\\S+\\.mustache) \\(upstream sha256 ([0-9a-f]{16})\\), changed: .+}}$");
    private static final Pattern OURS = Pattern.compile(
            "^\\{\\{! openapi-generator (\\S+) has no such file; our partial, changed: .+}}$");

    @Test
    void everyOverrideMatchesTheUpstreamFileOfThePinnedVersionItWasCopiedFrom() throws IOException {
        String version = System.getProperty("paycollect.generatorVersion");
        Path root = Path.of(System.getProperty("paycollect.templates")).getParent();
        List<Path> templates;
        try (Stream<Path> files = Files.walk(root)) {
            templates = files.filter(p -> p.toString().endsWith(".mustache")).sorted().toList();
        }
        assertFalse(templates.isEmpty(), "no templates under " + root);
        for (Path template : templates) {
            String name = root.relativize(template).toString();
            List<String> lines = Files.readAllLines(template, StandardCharsets.UTF_8);
            Matcher copy = COPY.matcher(lines.get(0));
            Matcher ours = OURS.matcher(lines.get(0));
            if (ours.matches()) {
                assertEquals(version, ours.group(1), name);
                String upstreamName = template.getFileName().toString();
                assertNull(upstream("Java/" + upstreamName), name + " shadows an upstream Java/" + upstreamName);
                assertNull(upstream("JavaSpring/" + upstreamName), name + " shadows an upstream JavaSpring/" + upstreamName);
                continue;
            }
            assertTrue(copy.matches(), name + " must start with '{{! openapi-generator " + version
                    + " <upstream file> (upstream sha256 <16 hex>), changed: ...}}' but starts with: " + lines.get(0));
            assertEquals(version, copy.group(1), name + " was copied from another generator version than the pinned one");
            byte[] upstream = upstream(copy.group(2));
            assertNotNull(upstream, name + ": " + copy.group(2) + " is not in openapi-generator " + version);
            assertEquals(copy.group(3), sha256(upstream).substring(0, 16), name + ": upstream " + copy.group(2)
                    + " changed under this copy; diff it against the new upstream file, then update the header's hash");
            String body = String.join("\n", lines.subList(1, lines.size()));
            assertNotEquals(new String(upstream, StandardCharsets.UTF_8).strip(), body.strip(), name + " changes nothing");
        }
    }

    private static byte[] upstream(String path) throws IOException {
        try (InputStream in = TemplateOverridesTest.class.getResourceAsStream("/" + path)) {
            return in == null ? null : in.readAllBytes();
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
