package io.paycollect.generator;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Writes the templates the generator runs with: each {@code .mustache.patch} of the source folders applied to
 * the pinned generator's own template (read from the generator jar on the class path), and each
 * {@code .mustache} of ours copied, in upstream layout. Run by the client and server-stubs builds before
 * generating; any patch that no longer applies fails the build naming the patch, the replacement and the
 * upstream file.
 */
public final class TemplatePatcher {

    private static final String PATCH = ".patch";

    private final String version;

    /** A patcher for the generator {@code version} on the class path. */
    public TemplatePatcher(String version) {
        this.version = version;
    }

    /** Arguments: generator version, output folder, then the source folders (patches and our own templates). */
    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            throw new IllegalArgumentException("usage: TemplatePatcher <generator version> <output folder> <source folder>...");
        }
        TemplatePatcher patcher = new TemplatePatcher(args[0]);
        Path out = Path.of(args[1]);
        patcher.clean(out);
        for (int i = 2; i < args.length; i++) {
            patcher.write(Path.of(args[i]), out);
        }
    }

    /** Writes the templates of {@code source} into {@code out}. */
    public void write(Path source, Path out) throws IOException {
        for (Path file : files(source)) {
            String relative = source.relativize(file).toString();
            if (relative.endsWith(".mustache" + PATCH)) {
                Path target = out.resolve(relative.substring(0, relative.length() - PATCH.length()));
                Files.createDirectories(target.getParent());
                Files.writeString(target, patched(file), StandardCharsets.UTF_8);
            } else if (relative.endsWith(".mustache")) {
                Path target = out.resolve(relative);
                Files.createDirectories(target.getParent());
                Files.copy(file, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /** The upstream template of the patch {@code file}, patched. */
    public String patched(Path file) throws IOException {
        TemplatePatch patch = TemplatePatch.parse(file.getFileName().toString(), Files.readString(file, StandardCharsets.UTF_8));
        if (!patch.version().equals(version)) {
            throw new IllegalStateException(patch.name() + " was written against openapi-generator " + patch.version()
                    + ", the build pins " + version + ": check each replacement against " + patch.upstream()
                    + " of " + version + ", then update its first line");
        }
        // A first line naming the source, for whoever reads the written template. It also keeps the generator's
        // output as it was from whole copies that began with a comment line: jmustache treats a partial on the
        // first line differently from one on a later line.
        return "{{! openapi-generator " + version + " " + patch.upstream() + ", patched by " + patch.name() + " }}\n"
                + patch.applyTo(upstream(patch.upstream()));
    }

    /** The pinned generator's template at {@code path} (e.g. {@code Java/modelEnum.mustache}). */
    public static String upstream(String path) throws IOException {
        try (InputStream in = TemplatePatcher.class.getResourceAsStream("/" + path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is not in the openapi-generator jar on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Whether the generator jar on the class path has a template at {@code path}. */
    public static boolean hasUpstream(String path) {
        return TemplatePatcher.class.getResource("/" + path) != null;
    }

    /** The files under {@code folder}, sorted. */
    public static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }

    private void clean(Path out) throws IOException {
        if (Files.exists(out)) {
            try (Stream<Path> walk = Files.walk(out)) {
                walk.sorted(Comparator.reverseOrder()).forEach(p -> {
                    try {
                        Files.delete(p);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
        }
        Files.createDirectories(out);
    }
}
