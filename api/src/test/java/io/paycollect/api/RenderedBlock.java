package io.paycollect.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A part of a documentation page rendered from facts (the contract, the SDKs' evidence) between two marker
 * lines: the page must show exactly what is rendered, or the test fails saying how to regenerate it; with the
 * system property {@code updateProperty} set, the page is rewritten instead.
 *
 * @param page the page
 * @param begin the marker line the block starts with
 * @param end the marker line the block ends with
 */
record RenderedBlock(Path page, String begin, String end) {

    /** Asserts that the block holds {@code rendered}, or writes it there when {@code updateProperty} is set. */
    void assertShows(String rendered, String updateProperty, String regenerate) throws IOException {
        String text = Files.readString(page, StandardCharsets.UTF_8);
        int from = text.indexOf(begin);
        int to = text.indexOf(end);
        assertTrue(from >= 0 && to > from, page + " has no " + begin + " ... " + end + " block");
        String block = begin + "\n" + rendered + end;
        String current = text.substring(from, to + end.length());
        if (!block.equals(current) && Boolean.getBoolean(updateProperty)) {
            Files.writeString(page, text.substring(0, from) + block + text.substring(to + end.length()), StandardCharsets.UTF_8);
            return;
        }
        assertEquals(block, current, page + " differs from what it is rendered from: regenerate it with " + regenerate
                + " -D" + updateProperty + "=true");
    }
}
