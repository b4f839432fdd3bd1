package io.paycollect.sandbox.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;

/**
 * tingee-php 0.3.0 ({@code 123ac1a}): each request type's {@code jsonSerialize} lists every field it declares, so an
 * unset one is sent as {@code null} (nested types too); a field it types {@code float} is written by
 * {@code json_encode} with a fraction part ({@code 10000.0}), an {@code int} one without. It signs
 * {@code json_encode} with unescaped slashes and Unicode ({@code src/Signature/SignatureUtils.php}) and sends the body
 * through Guzzle's {@code json} option, which escapes both ({@code \/}, {@code \}{@code uXXXX};
 * {@code src/Http/TingeeHttpClient.php}). A call without a body is signed over {@code {}} and sent without one; the
 * query goes through Guzzle's {@code query} option, unset parameters left out.
 */
final class PhpSdkWireForm implements SdkWireForm {

    /** The fields each request type of the SDK declares {@code float} ({@code src/Types/Dtos/Generated.php}). */
    private static final Map<String, Set<String>> FLOATS = Map.of(
            "bank_createVa", Set.of("minAmount", "maxAmount"),
            "bank_createVaAdvanced", Set.of("minAmount", "maxAmount"),
            "bank_createDebit", Set.of("minAmount", "maxAmount"),
            "bank_createBatchVaOnOff", Set.of("masterMerchantId", "shopId", "amount"),
            "device_addDeviceToShop", Set.of("masterMerchantId"),
            "device_printReceipt", Set.of("lineDiscount", "type", "tax", "vatReduction", "customerPaid", "paymentAmount"),
            "merchant_deleteConfig", Set.of("id"),
            "eInvoice_createOrUpdateAccount", Set.of("masterMerchantId"),
            "eInvoice_inputList", Set.of("current", "page", "pageSize", "size", "tinhChatHoaDon", "trangThaiPheDuyet"),
            "paymentGateway_createLink", Set.of("amount", "expireInMinute"));

    @Override
    public String name() {
        return "tingee-php 0.3.0";
    }

    /** The operations only tingee-java 0.1.0 calls. */
    @Override
    public Set<String> absent() {
        return Set.of("device_readAmount", "device_readPartnerSecurityCode", "accountNumber_getAllDdl",
                "user_verifyReferralCode");
    }

    @Override
    public Body body(String operationId, JsonNode contract, JsonNode schema, ObjectNode example) {
        SdkWireForm.withUnsetFieldsAsNull(contract, schema, example);
        asFloats(example, FLOATS.getOrDefault(operationId, Set.of()));
        String signed = example.toString();
        return new Body(escaped(signed).getBytes(StandardCharsets.UTF_8), signed.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public String query(JsonNode operation) {
        return SdkWireForm.queryOfSetValues(operation);
    }

    /** json_encode's default flags: {@code /} as {@code \/}, every character beyond ASCII as a UTF-16 escape. */
    static String escaped(String json) {
        StringBuilder out = new StringBuilder(json.length() + 16);
        for (char c : json.toCharArray()) {
            if (c == '/') {
                out.append("\\/");
            } else if (c > 0x7f) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** The numbers of {@code floats} fields, at any depth, as PHP writes a float: {@code 10000.0}, {@code 0.5}. */
    private static void asFloats(JsonNode node, Set<String> floats) {
        if (node instanceof ObjectNode object) {
            object.fields().forEachRemaining(f -> {
                if (floats.contains(f.getKey()) && f.getValue().isNumber()) {
                    BigDecimal value = f.getValue().decimalValue().stripTrailingZeros();
                    String text = value.scale() <= 0 ? value.toPlainString() + ".0" : value.toPlainString();
                    object.putRawValue(f.getKey(), new RawValue(text));
                } else {
                    asFloats(f.getValue(), floats);
                }
            });
        } else if (node instanceof ArrayNode list) {
            list.forEach(item -> asFloats(item, floats));
        }
    }
}
