package io.paycollect.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.paycollect.api.bank.BankDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The counts the guides and the change log state are computed here: operations from the contract, banks from the
 * bank directory, the newest SDKs' fields from the evidence file. A count changed by hand, or a change of what is
 * counted without the guides following, fails here naming the page and the phrase.
 */
class DocumentedCountsTest {

    /** Phrases the guides use for each count; every phrase must occur at least once, so none is checked vacuously. */
    private static final Map<String, List<Pattern>> PHRASES = Map.of(
            "operations in the contract", List.of(
                    Pattern.compile("all (\\d+) operations of the contract"),
                    Pattern.compile("The (\\d+) operations \\|"),
                    Pattern.compile("\\*\\*(\\d+) operations\\.\\*\\*")),
            "operations of the interface description", List.of(
                    Pattern.compile("lists (\\d+) operations"),
                    Pattern.compile("interface description's (\\d+)")),
            "operations beyond the interface description", List.of(
                    Pattern.compile("SDKs call (\\d+) more"),
                    Pattern.compile("and the (\\d+) more that the"),
                    Pattern.compile("(\\d+) operations added")),
            "banks in the bank directory", List.of(
                    Pattern.compile("holds (\\d+) banks"),
                    Pattern.compile("`BankDirectory` \\((\\d+) banks")),
            "fields the newest SDKs added", List.of(
                    Pattern.compile("and (\\d+) fields\\) is listed")));

    @Test
    void everyStatedCountOfOperationsIsTheContracts() throws IOException {
        JsonNode contract = ContractTree.load();
        Map<String, Integer> counts = Map.of(
                "operations in the contract", operations(contract, false),
                "operations of the interface description", interfaceOperations(),
                "operations beyond the interface description", operations(contract, true),
                "banks in the bank directory", BankDirectory.all().size(),
                "fields the newest SDKs added", newestFields());
        List<Path> pages = pages();

        List<String> wrong = new ArrayList<>();
        PHRASES.forEach((what, patterns) -> {
            for (Pattern pattern : patterns) {
                int found = 0;
                for (Path page : pages) {
                    Matcher m = pattern.matcher(read(page).replaceAll("\\s+", " "));
                    while (m.find()) {
                        found++;
                        if (Integer.parseInt(m.group(1)) != counts.get(what)) {
                            wrong.add(page.getFileName() + ": \"" + m.group() + "\" but the " + what + " are "
                                    + counts.get(what));
                        }
                    }
                }
                assertThat(found).as("no page says \"%s\" any more: drop the phrase from this test", pattern).isPositive();
            }
        });
        assertThat(wrong).isEmpty();
    }

    @Test
    void theCountsAreThoseTheContractAndTheInterfaceListHold() throws IOException {
        JsonNode contract = ContractTree.load();

        assertThat(interfaceOperations()).isEqualTo(44);
        assertThat(operations(contract, false)).isEqualTo(interfaceOperations() + operations(contract, true));
    }

    private static int operations(JsonNode contract, boolean beyondInterfaceOnly) {
        int count = 0;
        for (JsonNode path : contract.path("paths")) {
            for (var method : List.of("get", "put", "post", "delete", "patch")) {
                JsonNode operation = path.path(method);
                if (!operation.isMissingNode()
                        && (!beyondInterfaceOnly || operation.path("x-beyond-interface").asBoolean(false))) {
                    count++;
                }
            }
        }
        return count;
    }

    private static int newestFields() throws IOException {
        JsonNode evidence = new ObjectMapper(new YAMLFactory()).readTree(Path.of("evidence/sdk-payloads.yaml").toFile());
        int fields = 0;
        for (JsonNode ofOneType : evidence.at("/newest/fields")) {
            fields += ofOneType.size();
        }
        return fields;
    }

    private static int interfaceOperations() throws IOException {
        try (Stream<String> lines = Files.lines(Path.of("src/test/resources/interface-operations.tsv"))) {
            return (int) lines.filter(line -> !line.startsWith("#") && !line.isBlank()).count();
        }
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("../README.md"), Path.of("../CHANGELOG.md")));
        try (Stream<Path> docs = Files.list(Path.of("../docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    private static String read(Path page) {
        try {
            return Files.readString(page);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
