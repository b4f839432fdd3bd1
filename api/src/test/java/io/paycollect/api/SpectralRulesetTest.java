package io.paycollect.api;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The ruleset is itself tested: each small document under {@code src/test/resources/spectral/} names,
 * in its first line, the rule it breaks ("# Breaks rule-name: why"), and Spectral must report that rule
 * for it. {@code valid.yaml} must pass every rule.
 */
class SpectralRulesetTest {

    private static final Path DOCUMENTS = Path.of("src/test/resources/spectral");
    private static final Pattern BREAKS = Pattern.compile("^# Breaks ([a-z0-9-]+):");
    private static Map<String, Set<String>> reported;

    @BeforeAll
    static void lintAllDocuments() throws Exception {
        Assumptions.assumeFalse(Boolean.getBoolean("spectral.skip"), "Spectral is skipped (-Dspectral.skip)");
        List<String> command = new ArrayList<>(List.of("node", "node_modules/@stoplight/spectral-cli/dist/index.js",
                "lint", "-r", ".spectral.yaml", "-f", "json", "--quiet", "--fail-severity=error"));
        for (Path doc : documents()) {
            command.add(doc.toString());
        }
        Path output = Files.createTempFile("spectral", ".json");
        Process process = new ProcessBuilder(command).redirectOutput(output.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "spectral did not finish");
        JsonNode results = new ObjectMapper().readTree(Files.readString(output));
        reported = new TreeMap<>();
        for (JsonNode result : results) {
            String source = Path.of(result.path("source").asText()).getFileName().toString();
            reported.computeIfAbsent(source, k -> new TreeSet<>()).add(result.path("code").asText());
        }
    }

    private static List<Path> documents() throws IOException {
        try (Stream<Path> files = Files.list(DOCUMENTS)) {
            return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    @Test
    void theValidDocumentPassesEveryRule() {
        assertEquals(Set.of(), reported.getOrDefault("valid.yaml", Set.of()));
    }

    @Test
    void eachBrokenDocumentTripsTheRuleMeantForIt() throws IOException {
        int broken = 0;
        for (Path doc : documents()) {
            String firstLine = Files.readAllLines(doc, StandardCharsets.UTF_8).get(0);
            Matcher m = BREAKS.matcher(firstLine);
            if (doc.getFileName().toString().equals("valid.yaml")) {
                continue;
            }
            assertTrue(m.find(), doc + " must start with '# Breaks <rule>: <why>'");
            String rule = m.group(1);
            Set<String> codes = reported.getOrDefault(doc.getFileName().toString(), Set.of());
            assertTrue(codes.contains(rule), doc.getFileName() + " should trip " + rule + " but Spectral reported " + codes);
            broken++;
        }
        assertTrue(broken >= 10, "expected a broken document per house rule, found " + broken);
    }

    @Test
    void everyHouseRuleHasABrokenDocument() throws IOException {
        String ruleset = Files.readString(Path.of(".spectral.yaml"));
        Matcher rule = Pattern.compile("(?m)^  (paycollect-[a-z-]+):").matcher(ruleset);
        Set<String> tripped = new TreeSet<>();
        reported.values().forEach(tripped::addAll);
        while (rule.find()) {
            assertTrue(tripped.contains(rule.group(1)), "no test document trips " + rule.group(1));
        }
    }
}
