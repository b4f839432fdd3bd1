package io.paycollect.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One {@code .mustache.patch} file: the upstream template it changes and its replacements, in order.
 *
 * <pre>
 * openapi-generator 7.25.0 Java/modelEnum.mustache sha256 013621025b6ba4e6
 *
 * # Why the next replacement is made (required).
 * &#64;&#64; replace                 (or "replace 2 times": the target must occur exactly that often)
 * exact upstream lines
 * &#64;&#64; with
 * our lines (none: the target is deleted)
 * &#64;&#64; end
 *
 * # The whole template, when almost nothing of upstream is kept.
 * &#64;&#64; replace all
 * our template
 * &#64;&#64; end
 *
 * # Whole lines before the template's first line, or after its last.
 * &#64;&#64; prepend             (or "append")
 * our lines
 * &#64;&#64; end
 *
 * # A block from one exact line to another, wherever it ends.
 * &#64;&#64; replace from
 * first upstream line(s)
 * &#64;&#64; to
 * last upstream line(s)
 * &#64;&#64; with
 * ...
 * &#64;&#64; end
 * </pre>
 *
 * @param name the patch file's name, for messages
 * @param version the generator version the patch was written against
 * @param upstream the upstream template's path in the generator jar
 * @param sha256 the first 16 hex digits of that template's SHA-256 at {@code version}
 * @param replacements the replacements, applied in order
 */
public record TemplatePatch(String name, String version, String upstream, String sha256, List<Replacement> replacements) {

    private static final Pattern HEADER = Pattern.compile("openapi-generator (\\S+) (\\S+\\.mustache) sha256 ([0-9a-f]{16})");
    private static final Pattern REPLACE = Pattern.compile("@@ replace( from| (\\d+) times)?");
    private static final String PREPEND = "@@ prepend";
    private static final String APPEND = "@@ append";
    private static final String REPLACE_ALL = "@@ replace all";

    /**
     * One replacement.
     *
     * @param number its place in the patch, from 1
     * @param why the reason given above it
     * @param target the exact text replaced; with {@code until}, the text the replaced block starts with;
     *     {@link #START} or {@link #END} for lines put before or after the whole template, {@link #ALL} for a
     *     template replaced whole
     * @param until the text the replaced block ends with, or {@code null} for an exact target
     * @param times how often the target must occur
     * @param replacement the text put in its place
     */
    public record Replacement(int number, String why, String target, String until, int times, String replacement) {
        /** The target of a prepend. */
        public static final String START = "";
        /** The target of an append. */
        public static final String END = "\u0000end";
        /** The target of a whole-template replacement. */
        public static final String ALL = "\u0000all";
    }

    /** Reads a patch; a malformed one is refused naming the file and line. */
    public static TemplatePatch parse(String name, String text) {
        List<String> lines = text.lines().toList();
        Matcher header = HEADER.matcher(lines.isEmpty() ? "" : lines.get(0));
        if (!header.matches()) {
            throw new IllegalArgumentException(name + ":1: must start with 'openapi-generator <version> <upstream "
                    + "template> sha256 <16 hex digits>'");
        }
        List<Replacement> replacements = new ArrayList<>();
        String why = null;
        int i = 1;
        while (i < lines.size()) {
            String line = lines.get(i);
            if (line.isBlank()) {
                i++;
            } else if (line.startsWith("# ")) {
                why = why == null ? line.substring(2) : why + " " + line.substring(2);
                i++;
            } else if (line.equals(PREPEND) || line.equals(APPEND) || line.equals(REPLACE_ALL)) {
                if (why == null) {
                    throw new IllegalArgumentException(name + ":" + (i + 1) + ": say why above the change, in a '# ' line");
                }
                int[] next = new int[1];
                String added = block(name, lines, i + 1, "@@ end", next);
                replacements.add(new Replacement(replacements.size() + 1, why,
                        line.equals(PREPEND) ? Replacement.START : line.equals(APPEND) ? Replacement.END : Replacement.ALL,
                        null, 1, added + "\n"));
                why = null;
                i = next[0];
            } else {
                Matcher replace = REPLACE.matcher(line);
                if (!replace.matches()) {
                    throw new IllegalArgumentException(name + ":" + (i + 1) + ": expected '# why' or '@@ replace', found: " + line);
                }
                if (why == null) {
                    throw new IllegalArgumentException(name + ":" + (i + 1) + ": say why above the replacement, in a '# ' line");
                }
                boolean range = " from".equals(replace.group(1));
                int times = replace.group(2) == null ? 1 : Integer.parseInt(replace.group(2));
                String target;
                String until = null;
                int at = i + 1;
                int[] next = new int[1];
                if (range) {
                    target = block(name, lines, at, "@@ to", next);
                    until = block(name, lines, next[0], "@@ with", next);
                } else {
                    target = block(name, lines, at, "@@ with", next);
                }
                String replacement = block(name, lines, next[0], "@@ end", next);
                if (target.isEmpty() || until != null && until.isEmpty()) {
                    throw new IllegalArgumentException(name + ":" + (i + 1) + ": the text to replace is empty");
                }
                replacements.add(new Replacement(replacements.size() + 1, why, target, until, times, replacement));
                why = null;
                i = next[0];
            }
        }
        if (replacements.isEmpty()) {
            throw new IllegalArgumentException(name + ": no replacement");
        }
        return new TemplatePatch(name, header.group(1), header.group(2), header.group(3), List.copyOf(replacements));
    }

    /** The lines from {@code from} up to the line {@code end} (excluded), joined; {@code next[0]} is after {@code end}. */
    private static String block(String name, List<String> lines, int from, String end, int[] next) {
        int i = from;
        while (i < lines.size() && !lines.get(i).equals(end)) {
            if (lines.get(i).startsWith("@@ ")) {
                throw new IllegalArgumentException(name + ":" + (i + 1) + ": expected '" + end + "', found: " + lines.get(i));
            }
            i++;
        }
        if (i == lines.size()) {
            throw new IllegalArgumentException(name + ": '" + end + "' missing after line " + from);
        }
        next[0] = i + 1;
        return String.join("\n", lines.subList(from, i));
    }

    /**
     * {@code template} with every replacement made.
     *
     * @throws IllegalStateException naming this patch, the replacement and the upstream file when a target is
     *     not found exactly as often as the patch says: upstream moved, and the patch must be redone
     */
    public String applyTo(String template) {
        String text = template;
        for (Replacement r : replacements) {
            if (r.target().equals(Replacement.ALL)) {
                text = r.replacement();
            } else if (r.target().equals(Replacement.START)) {
                text = r.replacement() + text;
            } else if (r.target().equals(Replacement.END)) {
                text = (text.isEmpty() || text.endsWith("\n") ? text : text + "\n") + r.replacement();
            } else {
                text = r.until() == null ? exact(text, r) : range(text, r);
            }
        }
        return text;
    }

    private String exact(String text, Replacement r) {
        int count = occurrences(text, r.target());
        if (count != r.times()) {
            throw moved(r, "its text occurs " + count + " times, not " + r.times(), r.target());
        }
        return text.replace(r.target(), r.replacement());
    }

    private String range(String text, Replacement r) {
        if (occurrences(text, r.target()) != 1) {
            throw moved(r, "its first line(s) occur " + occurrences(text, r.target()) + " times, not once", r.target());
        }
        int start = text.indexOf(r.target());
        int end = text.indexOf(r.until(), start + r.target().length());
        if (end < 0 || text.indexOf(r.until(), end + 1) >= 0) {
            throw moved(r, "its last line(s) do not occur exactly once after its first", r.until());
        }
        return text.substring(0, start) + r.replacement() + text.substring(end + r.until().length());
    }

    private IllegalStateException moved(Replacement r, String what, String text) {
        String firstLine = text.lines().findFirst().orElse("");
        return new IllegalStateException(name + ", replacement " + r.number() + " (" + r.why() + "): in openapi-generator "
                + version + " " + upstream + " " + what + ": upstream moved, redo the patch. Looking for: " + firstLine);
    }

    private static int occurrences(String text, String target) {
        int count = 0;
        for (int at = text.indexOf(target); at >= 0; at = text.indexOf(target, at + 1)) {
            count++;
        }
        return count;
    }
}
