package io.paycollect.sandbox.junit;

import io.paycollect.api.ReadmeExample;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** docs/testing.md, and the README, show the tests of this module as they run. */
class TestingGuideTest {

    private static final String GUIDE = System.getProperty("paycollect.docs", "../docs") + "/testing.md";
    private static final String TESTS = "src/test/java/io/paycollect/sandbox/junit/";

    @Test
    void theGuideShowsTheShopsTestAsItRuns() throws Exception {
        ReadmeExample.assertDocShowsClass(GUIDE, "## A shop's test", TESTS + "ShopCheckoutTest.java", UnaryOperator.identity());
    }

    @Test
    void theReadmeShowsTheShopsTestAsItRuns() throws Exception {
        ReadmeExample.assertDocShowsClass(System.getProperty("paycollect.docs", "../docs") + "/../README.md",
                "## Test your integration", TESTS + "ShopCheckoutTest.java", UnaryOperator.identity());
    }

    @Test
    void theGuideShowsTheWholeShopClassTheTestRuns() throws Exception {
        ReadmeExample.assertDocShowsClass(GUIDE, "### The shop, whole", TESTS + "Shop.java", UnaryOperator.identity());
    }

    @Test
    void theGuideShowsTheSpringBootRecipeAsItRuns() throws Exception {
        ReadmeExample.assertDocShowsClass(GUIDE, "## In a Spring Boot test", TESTS + "SpringBootRecipeTest.java",
                UnaryOperator.identity());
    }
}
