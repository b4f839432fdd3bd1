package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Values;
import java.util.Map;

/**
 * An item of an e-invoice, its numbers as text, as checked and totalled from the request.
 *
 * @param itemName what was sold
 * @param unitName its unit, if sent
 * @param quantity how many
 * @param unitPrice the price of one
 * @param taxRateCode its VAT rate ({@code 10%}, {@code KCT}...)
 * @param totalAfterTax the line's total, whole VND
 */
record InvoiceLine(String itemName, String unitName, String quantity, String unitPrice, String taxRateCode,
        String totalAfterTax) {

    /** As the sandbox's control area shows it. */
    Map<String, Object> toView() {
        return Values.of("itemName", itemName, "unitName", unitName, "quantity", quantity, "unitPrice", unitPrice,
                "taxRateCode", taxRateCode, "totalAfterTax", totalAfterTax);
    }
}
