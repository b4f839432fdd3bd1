package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openapitools.codegen.DefaultGenerator;
import org.openapitools.codegen.config.CodegenConfigurator;
import org.openapitools.codegen.config.GlobalSettings;

/**
 * Documenting a further field of an open payload breaks no caller. The test takes today's contract,
 * gives the open schema {@code BankCreateVaRequest} a documented property that callers so far sent
 * through {@code putAdditionalProperty} ({@code branchName}), regenerates the whole client with
 * the build's own options (generator-config.yaml) and templates, and compiles it together with
 * {@link OpenPayloadCaller} (written for the open form, and compiled by this build against it) and
 * a check that the new typed accessor exists, so the compilation is really against the new code.
 */
class OpenPayloadEvolutionTest {

    private static final Pattern OPEN_SCHEMA = Pattern.compile(
            "(?m)^    BankCreateVaRequest:\\n(?:      .*\\n)*?      properties:\\n");

    @AfterEach
    void resetGenerator() {
        GlobalSettings.reset();
    }

    @Test
    void aCallerOfTheOpenPayloadCompilesAgainstTheDocumentedOne(@TempDir Path tmp) throws IOException {
        Path contract = documentedContract(tmp);
        Path generated = tmp.resolve("generated");

        CodegenConfigurator configurator = CodegenConfigurator.fromFile(property("paycollect.generatorConfig"));
        configurator.setInputSpec(contract.toString())
                .setOutputDir(generated.toString())
                .setTemplateDir(property("paycollect.templates"));
        new DefaultGenerator().opts(configurator.toClientOptInput()).generate();

        Path model = generated.resolve("src/main/java/io/paycollect/client/model/BankCreateVaRequest.java");
        assertTrue(Pattern.compile("public BankCreateVaRequest branchName\\([^)]*String branchName\\)")
                        .matcher(Files.readString(model)).find(), "the documented property has a typed accessor");

        List<Path> sources = new ArrayList<>();
        try (Stream<Path> files = Files.walk(generated.resolve("src/main/java"))) {
            files.filter(p -> p.toString().endsWith(".java")).forEach(sources::add);
        }
        sources.add(Path.of(property("paycollect.testSources"), "io/paycollect/client/OpenPayloadCaller.java"));
        Path check = tmp.resolve("check/io/paycollect/client/DocumentedAccessorCheck.java");
        Files.createDirectories(check.getParent());
        Files.writeString(check, """
                package io.paycollect.client;
                final class DocumentedAccessorCheck {
                    static String typed() {
                        return OpenPayloadCaller.request().branchName("Chi nhánh 2").getBranchName();
                    }
                }
                """);
        sources.add(check);

        String diagnostics = compile(sources, tmp.resolve("classes"));
        assertEquals("", diagnostics, "the caller written for the open payload must still compile");
    }

    private static Path documentedContract(Path tmp) throws IOException {
        String contract = Files.readString(Path.of(property("paycollect.contract")), StandardCharsets.UTF_8);
        Matcher open = OPEN_SCHEMA.matcher(contract);
        assertTrue(open.find(), "the contract still has the schema BankCreateVaRequest with properties");
        String documented = open.group() + """
                        branchName:
                          type: string
                          description: Branch of the bank that keeps the virtual account.
                """;
        Path copy = tmp.resolve("contract-with-documented-payload.yaml");
        Files.writeString(copy, open.replaceFirst(Matcher.quoteReplacement(documented)), StandardCharsets.UTF_8);
        return copy;
    }

    /** Compiles against this test's class path (the client's classes and dependencies); returns the errors. */
    private static String compile(List<Path> sources, Path out) throws IOException {
        Files.createDirectories(out);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter errors = new StringWriter();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            Iterable<? extends JavaFileObject> units = files.getJavaFileObjectsFromPaths(sources);
            List<String> options = List.of("-d", out.toString(), "-classpath", System.getProperty("java.class.path"),
                    "-proc:none", "-nowarn", "-Xlint:none", "--release", "17");
            boolean ok = javac.getTask(errors, files, d -> {
                if (d.getKind() == javax.tools.Diagnostic.Kind.ERROR) {
                    errors.write(d.toString() + System.lineSeparator());
                }
            }, options, null, units).call();
            return ok ? "" : errors.toString();
        }
    }

    private static String property(String name) {
        String value = System.getProperty(name);
        if (value == null) {
            throw new IllegalStateException(name + " is set by the client pom's surefire configuration");
        }
        return value;
    }
}
