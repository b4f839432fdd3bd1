package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Values;
import io.paycollect.server.model.DevicePrintReceiptRequest;
import io.paycollect.server.model.ReceiptItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A receipt a box prints ({@code OpenApiPrintReceiptDto}), checked, as the box's {@code receipts} keep it. */
final class PrintedReceipt {

    private PrintedReceipt() {
    }

    /**
     * The receipt {@code request} asks for, printed at {@code at}: {@code storeName}, {@code items} of
     * {@code name}, {@code quantity} (1 or more) and {@code unitPrice}, {@code totalAmount} required; amounts whole
     * VND (0 allowed), 1 to 10 {@code copies} (default 1).
     */
    static Map<String, Object> read(DevicePrintReceiptRequest request, String at) {
        String storeName = Given.text("storeName", request.getStoreName());
        List<ReceiptItem> sent = Given.listOf(request.getItems());
        if (sent.isEmpty()) {
            throw new InvalidField("items", "must hold at least one item");
        }
        List<Map<String, Object>> items = new ArrayList<>();
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
            items.add(Values.of("name", name, "quantity", quantity, "unitPrice", unitPrice));
        }
        long copies = Given.optionalWhole("copies", request.getCopies()).orElse(1);
        if (copies < 1 || copies > 10) {
            throw new InvalidField("copies", "must be 1 to 10");
        }
        return Values.of("storeName", storeName,
                "address", Given.optionalText(request.getAddress()).orElse(null),
                "hotline", Given.optionalText(request.getHotline()).orElse(null),
                "orderCode", Given.optionalText(request.getOrderCode()).orElse(null),
                "logo", Given.optionalText(Given.valueOf(request.getLogo())).orElse(null),
                "items", List.copyOf(items), "totalAmount", Given.amountOrZero("totalAmount", request.getTotalAmount()),
                "discount", request.getDiscount() == null ? null : Given.amountOrZero("discount", request.getDiscount()),
                "qrCode", Given.optionalText(request.getQrCode()).orElse(null),
                "barcode", Given.optionalText(request.getBarcode()).orElse(null),
                "footerNote", Given.optionalText(request.getFooterNote()).orElse(null),
                "copies", copies, "printedAt", at);
    }
}
