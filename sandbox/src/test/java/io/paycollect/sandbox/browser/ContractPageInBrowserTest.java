package io.paycollect.sandbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.paycollect.api.GoldenSignatures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The contract page in a real browser: headless Chromium opens it from the sandbox, and Try-it-out of
 * the custom-QR operation, signed in the page, gets the sandbox's real answer (code "00" and the QR
 * image). The screenshot is kept in {@code target/browser/}. Without Chromium the test is skipped and
 * says so; {@code .ci/run} installs it.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@Timeout(120)
class ContractPageInBrowserTest {

    private static final Path CHROMIUM = Path.of(System.getProperty("paycollect.chromium", "/usr/bin/chromium"));
    private static final Path SCREENSHOT = Path.of("target", "browser", "contract-try-it-out.png");
    private static final Duration PATIENCE = Duration.ofSeconds(30);
    private static HeadlessChromium browser;

    @Value("${local.server.port}")
    int port;

    @BeforeAll
    static void launchBrowser() throws Exception {
        assumeTrue(Files.isExecutable(CHROMIUM), "no Chromium at " + CHROMIUM
                + ": the browser test is skipped (install Debian's chromium package; .ci/run does)");
        browser = HeadlessChromium.launch(CHROMIUM);
    }

    @AfterAll
    static void closeBrowser() throws Exception {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void theSignerInThePageGivesTheGoldenSignatures() throws Exception {
        browser.open("http://localhost:" + port + "/contract.html");
        browser.waitFor("window.PayCollectSigning", PATIENCE);

        assertEquals(GoldenSignatures.VIETNAMESE_SIGNATURE, browser.evaluate(signInPage(GoldenSignatures.VIETNAMESE_BODY)).asText());
        assertEquals(GoldenSignatures.BODILESS_SIGNATURE, browser.evaluate(signInPage(null)).asText());
        assertEquals(GoldenSignatures.TIMESTAMP, browser.evaluate("PayCollectSigning.vietnamTimestamp("
                + io.paycollect.api.RequestTimestamp.parse(GoldenSignatures.TIMESTAMP).toEpochMilli() + ")").asText());
    }

    @Test
    void tryItOutCallsTheSandboxSignedAndShowsItsAnswer() throws Exception {
        String operation = "#operations-bank-bank_generateCustomVietQr";
        browser.open("http://localhost:" + port + "/contract.html#/bank/bank_generateCustomVietQr");
        browser.waitFor("document.querySelector('" + operation + " .try-out__btn')", PATIENCE);
        assertTrue(browser.evaluate("document.querySelector('.servers select').value").asText()
                .startsWith("http://localhost:" + port), "the sandbox is the first server");

        browser.evaluate("document.querySelector('" + operation + " .try-out__btn').click()");
        browser.waitFor("document.querySelector('" + operation + " .execute')", PATIENCE);
        browser.evaluate("document.querySelector('" + operation + " .execute').click()");
        String answer = operation + " .live-responses-table tbody .response-col_description .highlight-code";
        browser.waitFor("document.querySelector('" + answer + "')", PATIENCE);
        browser.screenshot(SCREENSHOT);

        assertEquals("200", browser.evaluate("document.querySelector('" + operation
                + " .live-responses-table tbody .response-col_status').innerText.trim()").asText());
        JsonNode envelope = new ObjectMapper().readTree(browser.evaluate(
                "document.querySelector('" + answer + " code').innerText").asText());
        assertEquals("00", envelope.path("code").asText(), envelope.toString());
        assertTrue(envelope.at("/data/qrCode").asText().startsWith("000201"), envelope.toString());
        assertTrue(envelope.at("/data/qrCodeImage").asText().startsWith("data:image/png;base64,")
                || envelope.at("/data/qrCodeImage").asText().length() > 100, envelope.toString());
        assertTrue(Files.size(SCREENSHOT) > 10_000, "a screenshot of the rendered answer");
        browser.waitFor("!document.getElementById('qr-preview').hidden", PATIENCE);
        String shown = browser.evaluate("document.querySelector('#qr-preview img').src").asText();
        assertTrue(shown.startsWith("data:image/png;base64,") && shown.endsWith(envelope.at("/data/qrCodeImage").asText()
                .replace("data:image/png;base64,", "")), "the answer's QR code is shown as an image");
        browser.waitFor("document.querySelector('#qr-preview img').naturalWidth > 0", PATIENCE); // and it decodes
        assertEquals("none", browser.evaluate("getComputedStyle(document.querySelector('.swagger-ui .auth-wrapper')).display")
                .asText(), "no Authorize dialog: the page signs");
    }

    private static String signInPage(String body) {
        return "PayCollectSigning.sign('" + GoldenSignatures.SECRET + "', '" + GoldenSignatures.TIMESTAMP + "', "
                + (body == null ? "undefined" : "decodeURIComponent('" + java.net.URLEncoder.encode(body,
                        java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20") + "')") + ")";
    }
}
