package io.paycollect.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.sandbox.store.Refusal;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The refusals table of docs/sandbox.md lists exactly the business codes the sandbox answers: one row
 * {@code | 200 | `10xx` | ...} per code constant of {@link Refusal}, so a new code cannot go undocumented and a row
 * cannot outlive its code.
 */
class RefusalCodesDocumentedTest {

    private static final Pattern ROW = Pattern.compile("(?m)^\\| 200 \\| `(\\d{4})` \\|");

    @Test
    void theRefusalsTableListsExactlyRefusalsCodes() throws Exception {
        Path docs = Path.of(System.getProperty("paycollect.readme", "../README.md")).toAbsolutePath().getParent()
                .resolve("docs/sandbox.md");
        Set<String> documented = new TreeSet<>();
        Matcher row = ROW.matcher(Files.readString(docs));
        while (row.find()) {
            documented.add(row.group(1));
        }
        Set<String> codes = new TreeSet<>();
        for (Field field : Refusal.class.getDeclaredFields()) {
            if (Modifier.isStatic(field.getModifiers()) && Modifier.isPublic(field.getModifiers())
                    && field.getType() == String.class) {
                codes.add((String) field.get(null));
            }
        }
        assertTrue(codes.contains(Refusal.UNKNOWN_ID) && codes.contains(Refusal.INVALID_VALUE), "premise: Refusal's codes are read " + codes);
        assertEquals(codes, documented, "the codes of docs/sandbox.md's refusals table");
    }
}
