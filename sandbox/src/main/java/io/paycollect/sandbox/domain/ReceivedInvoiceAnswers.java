package io.paycollect.sandbox.domain;

import java.util.List;

/**
 * The answers of e-invoice/input/*, in the sandbox's own shapes: the official SDKs declare no field of them, and
 * the contract keeps their {@code data} open, so these records become those open objects' fields as they are.
 */
public final class ReceivedInvoiceAnswers {

    private ReceivedInvoiceAnswers() {
    }

    /**
     * What connect answers.
     *
     * @param accountId the account connected
     * @param tctUsername its portal user name
     * @param connected {@code true}
     */
    public record Connected(Long accountId, String tctUsername, boolean connected) {
    }

    /**
     * What disconnect answers.
     *
     * @param connected {@code false}
     */
    public record Disconnected(boolean connected) {
    }

    /**
     * What sync answers.
     *
     * @param fromDate the first day synced
     * @param toDate the last day synced
     * @param synced how many invoices the period holds
     */
    public record Synced(String fromDate, String toDate, int synced) {
    }

    /**
     * A received invoice as list shows it.
     *
     * @param maHoaDon its code
     * @param soHoaDon its number
     * @param ngayLap its issue date
     * @param benBan the seller
     * @param mstBenBan the seller's tax code
     * @param benMua the buyer
     * @param tongTien its total, whole VND
     */
    public record Item(String maHoaDon, String soHoaDon, String ngayLap, String benBan, String mstBenBan, String benMua,
            long tongTien) {
    }

    /**
     * A page of received invoices.
     *
     * @param totalCount how many match
     * @param items those of the page
     */
    public record Page(int totalCount, List<Item> items) {
    }

    /**
     * A received invoice as detail shows it: the list's fields and its lines.
     *
     * @param maHoaDon its code
     * @param soHoaDon its number
     * @param ngayLap its issue date
     * @param benBan the seller
     * @param mstBenBan the seller's tax code
     * @param benMua the buyer
     * @param tongTien its total, whole VND
     * @param lines its lines
     */
    public record Detail(String maHoaDon, String soHoaDon, String ngayLap, String benBan, String mstBenBan, String benMua,
            long tongTien, List<Line> lines) {
    }

    /**
     * A line of a received invoice.
     *
     * @param ten what was sold
     * @param soLuong how many
     * @param donGia the price of one
     * @param thanhTien the line's total
     */
    public record Line(String ten, int soLuong, long donGia, long thanhTien) {
    }

    /**
     * What preview-base64 answers.
     *
     * @param maHoaDon the invoice's code
     * @param base64 its one-page PDF, in base64
     */
    public record Preview(String maHoaDon, String base64) {
    }
}
