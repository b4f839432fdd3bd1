package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.server.model.DevicePrintReceiptRequest;
import io.paycollect.server.model.ReceiptItem;
import java.util.ArrayList;
import java.util.List;

/**
 * A receipt a box prints ({@code OpenApiPrintReceiptDto}), checked, as the box's {@code receipts} keep it; a null
 * component is left out of the control area's answer.
 *
 * @param storeName the store's name
 * @param address its address, if sent
 * @param hotline its hotline, if sent
 * @param orderCode the order's code, if sent
 * @param logo the logo printed, if sent
 * @param items the lines
 * @param totalAmount the total, whole VND
 * @param discount the discount, whole VND, if sent
 * @param qrCode the QR printed, if sent
 * @param barcode the barcode printed, if sent
 * @param footerNote the footer, if sent
 * @param copies how many copies, 1 to 10
 * @param printedAt when it was printed
 */
public record PrintedReceipt(String storeName, String address, String hotline, String orderCode, String logo, List<Line> items,
        long totalAmount, Long discount, String qrCode, String barcode, String footerNote, long copies, String printedAt) {

    /**
     * A line of a receipt.
     *
     * @param name what was sold
     * @param quantity how many, 1 or more
     * @param unitPrice the price of one, whole VND
     */
    public record Line(String name, int quantity, long unitPrice) {
    }

    /**
     * The receipt {@code request} asks for, printed at {@code at}: {@code storeName}, {@code items} of
     * {@code name}, {@code quantity} (1 or more) and {@code unitPrice}, {@code totalAmount} required; amounts whole
     * VND (0 allowed), 1 to 10 {@code copies} (default 1).
     */
    static PrintedReceipt read(DevicePrintReceiptRequest request, String at) {
        String storeName = Given.text("storeName", request.getStoreName());
        List<ReceiptItem> sent = Given.listOf(request.getItems());
        if (sent.isEmpty()) {
            throw new InvalidField("items", "must hold at least one item");
        }
        List<Line> items = new ArrayList<>();
        for (int i = 0; i < sent.size(); i++) {
            ReceiptItem item = Given.item("items", i, sent.get(i));
            String field = "items[" + i + "].";
            String name = Given.text(field + "name", item.getName());
            int quantity = Given.optionalWhole(field + "quantity", item.getQuantity())
                    .orElseThrow(() -> new InvalidField(field + "quantity", "is required"));
            long unitPrice = Given.amountOrZero(field + "unitPrice", item.getUnitPrice());
            if (quantity < 1) {
                throw new InvalidField(field + "quantity", "must be 1 or more");
            }
            items.add(new Line(name, quantity, unitPrice));
        }
        long copies = Given.optionalWhole("copies", request.getCopies()).orElse(1);
        if (copies < 1 || copies > 10) {
            throw new InvalidField("copies", "must be 1 to 10");
        }
        return new PrintedReceipt(storeName, Given.optionalText(request.getAddress()).orElse(null),
                Given.optionalText(request.getHotline()).orElse(null), Given.optionalText(request.getOrderCode()).orElse(null),
                Given.optionalText(Given.valueOf(request.getLogo())).orElse(null), List.copyOf(items),
                Given.amountOrZero("totalAmount", request.getTotalAmount()),
                request.getDiscount() == null ? null : Given.amountOrZero("discount", request.getDiscount()),
                Given.optionalText(request.getQrCode()).orElse(null), Given.optionalText(request.getBarcode()).orElse(null),
                Given.optionalText(request.getFooterNote()).orElse(null), copies, at);
    }
}
