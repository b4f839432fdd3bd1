package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/**
 * The same scenario over all 64 operations, refusals included, sent through Stoplight Prism's validating
 * proxy: an OpenAPI reader that is not ours reads {@code api/openapi.yaml} and finds no request or answer
 * of the sandbox that breaks it. Prism comes from the api module's {@code npm ci} ({@code api/package.json});
 * without Node.js the test is skipped, saying so.
 */
class AllOperationsThroughPrismTest extends AllOperationsEndToEndTest {

    private PrismProxy prism;

    @Override
    String operationsUrl() {
        if (prism == null) {
            Path installed = PrismProxy.installed();
            Assumptions.assumeTrue(installed != null,
                    "Prism is not installed: run the api module's build (npm ci) with Node.js on the PATH");
            try {
                prism = PrismProxy.start(installed, Path.of(System.getProperty("paycollect.contract")), super.operationsUrl());
            } catch (IOException e) {
                throw new IllegalStateException("could not start Prism (node on the PATH?)", e);
            }
        }
        return prism.url();
    }

    @Test
    @Order(101)
    void prismSawNoViolation() {
        List<String> log = prism.log();
        assertTrue(log.stream().anyMatch(line -> line.contains("/v1/")), "premise: the calls went through Prism: " + log);
        assertEquals(List.of(), prism.violations());
    }

    @AfterAll
    void stopPrism() {
        if (prism != null) {
            prism.close();
        }
    }
}
