package io.paycollect.sandbox.pdf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Checks the structure of a PDF file as a reader finds its way through it: header, xref offsets, trailer, EOF. */
public final class PdfChecks {

    private PdfChecks() {
    }

    /**
     * Asserts {@code pdf} is a well-formed PDF 1.4 file and answers its text (ISO-8859-1): it starts with
     * {@code %PDF-1.4} and ends with {@code %%EOF}; {@code startxref} points at the {@code xref} keyword; the
     * table has {@code /Size} entries of 20 bytes; entry N points at a line {@code N 0 obj}; every stream's
     * {@code /Length} is the number of bytes between {@code stream} and {@code endstream}.
     */
    public static String assertWellFormed(byte[] pdf) {
        String text = new String(pdf, StandardCharsets.ISO_8859_1);
        assertTrue(text.startsWith("%PDF-1.4\n"), "header");
        assertTrue(text.endsWith("%%EOF"), "end-of-file marker");
        Matcher start = Pattern.compile("startxref\n(\\d+)\n%%EOF$").matcher(text);
        assertTrue(start.find(), "startxref");
        int xref = Integer.parseInt(start.group(1));
        assertTrue(text.startsWith("xref\n", xref), "startxref points at the xref table");
        Matcher size = Pattern.compile("trailer\n<< /Size (\\d+) /Root 1 0 R >>").matcher(text);
        assertTrue(size.find(), "trailer");
        int objects = Integer.parseInt(size.group(1));
        Matcher header = Pattern.compile("xref\n0 (\\d+)\n").matcher(text);
        assertTrue(header.find(xref) && header.start() == xref, "xref subsection header");
        assertEquals(objects, Integer.parseInt(header.group(1)));
        int entries = header.end();
        assertEquals("0000000000 65535 f \n", text.substring(entries, entries + 20), "entry 0 is the free head");
        for (int n = 1; n < objects; n++) {
            String entry = text.substring(entries + 20 * n, entries + 20 * (n + 1));
            assertTrue(entry.matches("\\d{10} 00000 n \n"), "entry " + n + ": " + entry);
            int offset = Integer.parseInt(entry.substring(0, 10));
            assertTrue(text.startsWith(n + " 0 obj\n", offset), "entry " + n + " points at \"" + n + " 0 obj\"");
        }
        Matcher stream = Pattern.compile("/Length (\\d+) >>\nstream\n").matcher(text);
        List<Integer> lengths = new ArrayList<>();
        while (stream.find()) {
            int length = Integer.parseInt(stream.group(1));
            assertTrue(text.startsWith("endstream", stream.end() + length), "stream /Length " + length);
            lengths.add(length);
        }
        assertTrue(!lengths.isEmpty(), "a content stream");
        return text;
    }
}
