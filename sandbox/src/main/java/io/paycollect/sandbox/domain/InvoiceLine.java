package io.paycollect.sandbox.domain;


/**
 * An item of an e-invoice, its numbers as text, as checked and totalled from the request; the sandbox's control
 * area shows it as it is, a null component left out.
 *
 * @param itemName what was sold
 * @param unitName its unit, if sent
 * @param quantity how many
 * @param unitPrice the price of one
 * @param taxRateCode its VAT rate ({@code 10%}, {@code KCT}...)
 * @param totalAfterTax the line's total, whole VND
 */
public record InvoiceLine(String itemName, String unitName, String quantity, String unitPrice, String taxRateCode,
        String totalAfterTax) {
}
