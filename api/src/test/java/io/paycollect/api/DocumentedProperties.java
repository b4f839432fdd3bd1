package io.paycollect.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A guide's table of Spring Boot properties held against the properties that exist: those Spring Boot's configuration
 * processor wrote, from the {@code @ConfigurationProperties} classes, to the module's
 * {@code target/classes/META-INF/spring-configuration-metadata.json}. Every property under the prefix is in the table,
 * every property of the table exists, and a default the table states is the class's.
 *
 * <p>The table's rows start {@code | `prefix.name` / `.other` | `default` / `default` |}: a name starting with a dot
 * shares the previous name's parent; {@code <id>} in a name stands for a map's key, so the row documents the map. A
 * default cell without a backquoted value states none.
 */
public final class DocumentedProperties {

    private static final Pattern NAME = Pattern.compile("`([a-z.<>-]+(?:\\.\\*)?)`");
    private static final Pattern VALUE = Pattern.compile("`([^`]*)`");

    /** What exists: each property and its default (null when the metadata states none). */
    private final Map<String, String> defaults;

    private DocumentedProperties(Map<String, String> defaults) {
        this.defaults = defaults;
    }

    /** The properties the configuration processor found in this module ({@code target/classes}). */
    public static DocumentedProperties ofThisModule() throws IOException {
        JsonNode metadata = new ObjectMapper().readTree(Path.of("target/classes/META-INF/spring-configuration-metadata.json").toFile());
        Map<String, String> defaults = new LinkedHashMap<>();
        for (JsonNode property : metadata.path("properties")) {
            JsonNode value = property.path("defaultValue");
            String text = value.isMissingNode() || value.isNull() ? null
                    : value.isArray() ? String.join(",", textsOf(value)) : value.asText();
            defaults.put(property.path("name").asText(), text);
        }
        return new DocumentedProperties(defaults);
    }

    /** Whether {@code property} exists. */
    public boolean exists(String property) {
        return defaults.containsKey(property);
    }

    /** The default of {@code property}, or null when it has none (or does not exist). */
    public String defaultOf(String property) {
        return defaults.get(property);
    }

    /**
     * What is wrong with the table of {@code prefix} properties in {@code page}: each line names a property missing from
     * the table, documented but not existing, or with another default; empty when the table is true.
     */
    public List<String> problemsOfTheTable(Path page, String prefix) throws IOException {
        Map<String, Optional<String>> documented = table(Files.readAllLines(page), prefix);
        List<String> problems = new ArrayList<>();
        if (documented.isEmpty()) {
            problems.add(page + " has no table of " + prefix + " properties");
        }
        documented.forEach((name, stated) -> {
            String property = name.replaceAll("\\.<[a-z]+>.*$", "").replaceAll("\\.\\*$", "");
            if (!defaults.containsKey(property)) {
                problems.add(name + " is documented but no such property exists");
            } else if (stated.isPresent() && !stated.get().equals(defaults.get(property))) {
                problems.add(name + ": documented default " + stated.get() + ", the class's " + defaults.get(property));
            }
        });
        TreeSet<String> documentedProperties = new TreeSet<>();
        documented.keySet().forEach(name -> documentedProperties.add(name.replaceAll("\\.<[a-z]+>.*$", "").replaceAll("\\.\\*$", "")));
        defaults.keySet().stream().filter(name -> name.startsWith(prefix)).filter(name -> !documentedProperties.contains(name))
                .forEach(name -> problems.add(name + " exists but the table of " + page.getFileName() + " does not list it"));
        return problems;
    }

    /** The table's properties, each with the default it states. */
    private static Map<String, Optional<String>> table(List<String> lines, String prefix) {
        Map<String, Optional<String>> rows = new LinkedHashMap<>();
        for (String line : lines) {
            String[] cells = line.split("\\|");
            if (cells.length < 3 || !cells[1].trim().startsWith("`" + prefix)) {
                continue;
            }
            List<String> names = new ArrayList<>();
            Matcher name = NAME.matcher(cells[1]);
            while (name.find()) {
                String found = name.group(1);
                names.add(found.startsWith(".") ? names.get(names.size() - 1).replaceAll("\\.[a-z-]+$", "") + found : found);
            }
            String[] stated = cells[2].split(" / ");
            for (int i = 0; i < names.size(); i++) {
                Matcher value = VALUE.matcher(i < stated.length ? stated[i] : "");
                rows.put(names.get(i), value.find() ? Optional.of(value.group(1)) : Optional.empty());
            }
        }
        return rows;
    }

    private static List<String> textsOf(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }
}
