package io.paycollect.client.autoconfigure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.DocumentedProperties;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The client starter's settings as the guides state them are its properties classes': the table of docs/spring-boot.md
 * lists every {@code paycollect.client.*} and {@code paycollect.clients.*} property with its default, and the README's
 * short list of optional settings names real ones with their defaults.
 */
class DocumentedClientPropertiesTest {

    private static final Pattern OPTIONAL = Pattern.compile("([a-z-]+) \\(([^)]+)\\)");

    @Test
    void theGuidesTableListsEveryClientPropertyWithItsDefault() throws Exception {
        assertEquals(List.of(), DocumentedProperties.ofThisModule()
                .problemsOfTheTable(Path.of("../docs/spring-boot.md"), "paycollect.client"));
    }

    @Test
    void theReadmesOptionalSettingsAreRealWithTheirDefaults() throws Exception {
        DocumentedProperties properties = DocumentedProperties.ofThisModule();
        String line = Files.readAllLines(Path.of("../README.md")).stream()
                .filter(l -> l.startsWith("# optional: ")).findFirst().orElseThrow();
        List<String> wrong = new ArrayList<>();
        Matcher setting = OPTIONAL.matcher(line);
        int found = 0;
        while (setting.find()) {
            found++;
            String property = "paycollect.client." + setting.group(1);
            if (!properties.exists(property)) {
                wrong.add(property + ": the README names it, but no such property exists");
            } else if (!setting.group(2).equals(properties.defaultOf(property))) {
                wrong.add(property + ": README says " + setting.group(2) + ", the class " + properties.defaultOf(property));
            }
        }
        assertTrue(found > 0, "the README's line of optional settings names none");
        assertEquals(List.of(), wrong);
    }
}
