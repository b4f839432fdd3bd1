package io.paycollect.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The patch format: each kind of change, and a clear failure naming patch, replacement and upstream file. */
class TemplatePatchTest {

    private static final String HEADER = "openapi-generator 7.25.0 Java/x.mustache sha256 0123456789abcdef\n\n";
    private static final String UPSTREAM = "{{>licenseInfo}}\n\nclass A {\n  int a;\n  int a;\n  int b;\n}\n";

    private static String apply(String body) {
        return TemplatePatch.parse("x.mustache.patch", HEADER + body).applyTo(UPSTREAM);
    }

    @Test
    void anExactTargetIsReplacedWhereItIs() {
        assertEquals("{{>licenseInfo}}\n\nclass A {\n  int a;\n  int a;\n  long b;\n}\n",
                apply("# b is long\n@@ replace\n  int b;\n@@ with\n  long b;\n@@ end\n"));
    }

    @Test
    void aTargetThatOccursAsOftenAsSaidIsReplacedEverywhere() {
        assertEquals("{{>licenseInfo}}\n\nclass A {\n  long a;\n  long a;\n  int b;\n}\n",
                apply("# a is long\n@@ replace 2 times\n  int a;\n@@ with\n  long a;\n@@ end\n"));
    }

    @Test
    void aBlockFromOneLineToAnotherIsReplacedAndAnEmptyReplacementDeletes() {
        assertEquals("{{>licenseInfo}}\n\n\n}\n", apply("# no body\n@@ replace from\nclass A {\n@@ to\n  int b;\n@@ with\n@@ end\n"));
        assertEquals("{{>licenseInfo}}\n\nclass A {\n}\n",
                apply("# no fields\n@@ replace from\n  int a;\n  int a;\n@@ to\n  int b;\n\n@@ with\n@@ end\n"));
    }

    @Test
    void linesGoBeforeAndAfterTheTemplateOrReplaceItWhole() {
        assertEquals("{{#x}}\n" + UPSTREAM + "{{/x}}\n",
                apply("# wrapped\n@@ prepend\n{{#x}}\n@@ end\n# (its end)\n@@ append\n{{/x}}\n@@ end\n"));
        assertEquals("ours\n", apply("# ours\n@@ replace all\nours\n@@ end\n"));
    }

    @Test
    void aTargetUpstreamNoLongerHasFailsNamingThePatchTheReplacementAndTheUpstreamFile() {
        IllegalStateException moved = assertThrows(IllegalStateException.class,
                () -> apply("# b is long\n@@ replace\n  int b;\n@@ with\n  long b;\n@@ end\n"
                        + "# c is long\n@@ replace\n  int c;\n@@ with\n  long c;\n@@ end\n"));
        assertEquals("x.mustache.patch, replacement 2 (c is long): in openapi-generator 7.25.0 Java/x.mustache its text "
                + "occurs 0 times, not 1: upstream moved, redo the patch. Looking for:   int c;", moved.getMessage());
    }

    @Test
    void aTargetFoundMoreOftenThanSaidFails() {
        IllegalStateException twice = assertThrows(IllegalStateException.class,
                () -> apply("# a is long\n@@ replace\n  int a;\n@@ with\n  long a;\n@@ end\n"));
        assertTrue(twice.getMessage().contains("replacement 1 (a is long)") && twice.getMessage().contains("occurs 2 times, not 1"),
                twice.getMessage());
    }

    @Test
    void aMalformedPatchIsRefusedNamingTheFileAndLine() {
        assertEquals("x.mustache.patch:3: say why above the replacement, in a '# ' line",
                assertThrows(IllegalArgumentException.class,
                        () -> TemplatePatch.parse("x.mustache.patch", HEADER + "@@ replace\na\n@@ with\nb\n@@ end\n")).getMessage());
        assertEquals("x.mustache.patch:1: must start with 'openapi-generator <version> <upstream template> sha256 <16 hex digits>'",
                assertThrows(IllegalArgumentException.class, () -> TemplatePatch.parse("x.mustache.patch", "# why\n")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> TemplatePatch.parse("x.mustache.patch", HEADER + "# why\n@@ replace\na\n@@ with\nb\n")).getMessage()
                .contains("'@@ end' missing"));
    }
}
