package io.paycollect.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every patch of this folder against the generator version the build pins: written for that version, its
 * upstream template unchanged since the patch was written (the hash in its first line: when the pin moves,
 * each patch is checked against the new template, then its hash updated), applying cleanly and changing
 * something. Our own templates shadow no upstream one.
 */
class PinnedTemplatePatchesTest {

    private static final Path ROOT = Path.of(System.getProperty("paycollect.templates", "."));
    private static final String VERSION = System.getProperty("paycollect.generatorVersion");

    @Test
    void everyPatchAppliesToThePinnedTemplateItWasWrittenFor() throws IOException {
        List<Path> patches = patches();
        assertFalse(patches.isEmpty(), "no patches under " + ROOT);
        TemplatePatcher patcher = new TemplatePatcher(VERSION);
        for (Path file : patches) {
            TemplatePatch patch = TemplatePatch.parse(file.getFileName().toString(), Files.readString(file));
            String upstream = TemplatePatcher.upstream(patch.upstream());
            assertEquals(VERSION, patch.version(), file + " names another generator version than the pinned one");
            assertEquals(patch.sha256(), sha256(upstream).substring(0, 16), file + ": upstream " + patch.upstream()
                    + " changed; check each replacement against it, then update the hash in the first line");
            assertNotEquals(upstream, patcher.patched(file), file + " changes nothing");
            String path = ROOT.relativize(file).toString();
            String expected = patch.upstream().replaceFirst("^(Java|JavaSpring)/", "") + ".patch";
            assertEquals(expected, path.substring(path.indexOf('/') + 1), file + " must sit where its upstream template does");
        }
    }

    @Test
    void ourOwnTemplatesShadowNoUpstreamOne() throws IOException {
        for (Path file : TemplatePatcher.files(ROOT.resolve("common"))) {
            String name = file.getFileName().toString();
            for (String folder : List.of("Java/", "Java/libraries/feign/", "JavaSpring/")) {
                assertFalse(TemplatePatcher.hasUpstream(folder + name), name + " would replace the upstream " + folder + name
                        + ": write a patch of it instead");
            }
        }
    }

    @Test
    void theWrittenFolderHoldsEveryPatchedTemplateAndOurOwn(@org.junit.jupiter.api.io.TempDir Path out) throws IOException {
        new TemplatePatcher(VERSION).write(ROOT.resolve("java-feign"), out);
        new TemplatePatcher(VERSION).write(ROOT.resolve("common"), out);
        assertTrue(Files.readString(out.resolve("libraries/feign/pojo.mustache"), StandardCharsets.UTF_8)
                .startsWith("{{! openapi-generator " + VERSION + " Java/libraries/feign/pojo.mustache, patched by pojo.mustache.patch }}\n"));
        assertTrue(Files.exists(out.resolve("extensibleEnum.mustache")));
        assertFalse(Files.exists(out.resolve("libraries/feign/pojo.mustache.patch")));
    }

    /** The whole of our changes stays short enough to read: the runtime logic belongs in hand-written classes. */
    @Test
    void everyChangeWeMakeReadsInUnder320Lines() throws IOException {
        long lines = 0;
        for (String folder : List.of("java-feign", "spring", "common")) {
            for (Path file : TemplatePatcher.files(ROOT.resolve(folder))) {
                lines += Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(line -> !line.isBlank()).count();
            }
        }
        assertTrue(lines < 320, "the patches and our own templates have " + lines + " non-blank lines: move logic "
                + "into a hand-written class that the template calls");
    }

    private static List<Path> patches() throws IOException {
        return java.util.stream.Stream.concat(TemplatePatcher.files(ROOT.resolve("java-feign")).stream(),
                TemplatePatcher.files(ROOT.resolve("spring")).stream()).filter(p -> p.toString().endsWith(".patch")).toList();
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
