package io.paycollect.sandbox.pdf;

import io.paycollect.vietqr.QrText;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a small, valid PDF 1.4 document of one A4 page of text lines, by hand (no library): the header,
 * six objects (catalog, page tree, page, the fonts Helvetica and Helvetica-Bold, the content stream), the
 * cross-reference table with the byte offset of every object, and the trailer. Text is written as
 * unaccented printable ASCII ({@code "Hóa đơn"} becomes {@code "Hoa don"}), which the standard fonts
 * show without embedding anything; a line too long for the page is cut.
 *
 * <p>Not thread-safe; build one document at a time. The result is deterministic: the same lines give the
 * same bytes.
 */
public final class OnePagePdf {

    /** A4 in points. */
    private static final int WIDTH = 595;
    private static final int HEIGHT = 842;
    private static final int MARGIN = 50;
    private static final int MAX_LINE_CHARS = 95;
    private static final int MAX_LINES = 60;

    private record Line(String text, boolean bold, int size) {
    }

    private final List<Line> lines = new ArrayList<>();

    /** Adds a title line (Helvetica-Bold, 16 pt). */
    public OnePagePdf title(String text) {
        lines.add(new Line(text, true, 16));
        return this;
    }

    /** Adds a line of body text (Helvetica, 11 pt); an empty text makes a blank line. */
    public OnePagePdf line(String text) {
        lines.add(new Line(text, false, 11));
        return this;
    }

    /** Adds a bold line of body text (Helvetica-Bold, 11 pt). */
    public OnePagePdf boldLine(String text) {
        lines.add(new Line(text, true, 11));
        return this;
    }

    /** The PDF file. */
    public byte[] bytes() {
        List<String> objects = List.of(
                "<< /Type /Catalog /Pages 2 0 R >>",
                "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 " + WIDTH + " " + HEIGHT + "]"
                        + " /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
                "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
                "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
                stream(content()));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        // The second line, four bytes over 127, tells file tools the file is binary (PDF 1.4, 7.5.2).
        write(out, "%PDF-1.4\n");
        out.writeBytes(new byte[] {'%', (byte) 0xE2, (byte) 0xE3, (byte) 0xCF, (byte) 0xD3, '\n'});
        int[] offsets = new int[objects.size()];
        for (int i = 0; i < objects.size(); i++) {
            offsets[i] = out.size();
            write(out, (i + 1) + " 0 obj\n" + objects.get(i) + "\nendobj\n");
        }
        int xref = out.size();
        StringBuilder table = new StringBuilder("xref\n0 " + (objects.size() + 1) + "\n");
        // Every entry is exactly 20 bytes: ten digits, a space, five digits, a space, n or f, space and newline.
        table.append("0000000000 65535 f \n");
        for (int offset : offsets) {
            table.append(String.format("%010d 00000 n \n", offset));
        }
        table.append("trailer\n<< /Size ").append(objects.size() + 1).append(" /Root 1 0 R >>\n")
                .append("startxref\n").append(xref).append("\n%%EOF");
        write(out, table.toString());
        return out.toByteArray();
    }

    private String content() {
        StringBuilder c = new StringBuilder();
        int y = HEIGHT - MARGIN;
        int count = 0;
        for (Line line : lines) {
            if (++count > MAX_LINES) {
                break;
            }
            y -= line.size() + 5;
            c.append("BT /").append(line.bold() ? "F2" : "F1").append(' ').append(line.size()).append(" Tf ")
                    .append(MARGIN).append(' ').append(y).append(" Td (").append(escape(line.text())).append(") Tj ET\n");
        }
        return c.toString();
    }

    private static String stream(String content) {
        return "<< /Length " + content.getBytes(StandardCharsets.US_ASCII).length + " >>\nstream\n" + content + "endstream";
    }

    /** Unaccented printable ASCII, cut to the page, with the string delimiters of PDF escaped. */
    static String escape(String text) {
        String ascii = QrText.lenient(text, MAX_LINE_CHARS).text();
        return ascii.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)");
    }

    private static void write(ByteArrayOutputStream out, String text) {
        out.writeBytes(text.getBytes(StandardCharsets.US_ASCII));
    }
}
