package io.paycollect.sandbox.pdf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class OnePagePdfTest {

    @Test
    void aPageOfTextIsAWellFormedPdfWithCorrectOffsets() {
        byte[] pdf = new OnePagePdf().title("Hóa đơn").line("Người mua: Công ty (ABC) \\ chi nhánh").boldLine("Tổng: 54000").bytes();
        String text = PdfChecks.assertWellFormed(pdf);
        assertTrue(text.contains("(Hoa don) Tj"), text);
        assertTrue(text.contains("(Nguoi mua: Cong ty \\(ABC\\) \\\\ chi nhanh) Tj"), "unaccented, delimiters escaped: " + text);
        assertTrue(text.contains("/BaseFont /Helvetica "), text);
        assertTrue(text.contains("/Type /Page /Parent 2 0 R"), text);
    }

    @Test
    void theSameLinesGiveTheSameBytes() {
        assertArrayEquals(new OnePagePdf().line("a").bytes(), new OnePagePdf().line("a").bytes());
    }

    @Test
    void anEmptyPageIsStillWellFormed() {
        PdfChecks.assertWellFormed(new OnePagePdf().bytes());
    }

    @Test
    void aLongLineIsCutToThePage() {
        String text = PdfChecks.assertWellFormed(new OnePagePdf().line("x".repeat(500)).bytes());
        assertEquals(-1, text.indexOf("x".repeat(96)));
    }
}
