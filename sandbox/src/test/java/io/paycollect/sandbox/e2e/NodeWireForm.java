package io.paycollect.sandbox.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * tingee-node 0.2.4 ({@code d8417d9}, {@code src/client/http.ts}, {@code src/signature/signer.ts}): the body is
 * {@code JSON.stringify} of what the caller passed (compact, unset fields left out, whole numbers without a fraction
 * part, raw UTF-8), sent and signed alike; a call without a body is signed over {@code {}} and sent without one; the
 * query is built with {@code URLSearchParams}, parameters without a value left out.
 */
final class NodeWireForm implements SdkWireForm {

    @Override
    public String name() {
        return "tingee-node 0.2.4";
    }

    /** The operations only the Java SDK calls (0.1.0's extras and 0.3.0's additions). */
    @Override
    public Set<String> absent() {
        return Set.of("device_readAmount", "device_readPartnerSecurityCode", "accountNumber_getAllDdl",
                "user_verifyReferralCode", "paymentGateway_createLink", "bank_onVa", "bank_offVa",
                "bank_webhookNotification", "bank_createBankLinkSession", "bank_createDebit", "bank_createBatchVaOnOff",
                "eInvoice_inputConnect", "eInvoice_inputDisconnect", "eInvoice_inputSync", "eInvoice_inputList",
                "eInvoice_inputDetail", "eInvoice_inputPreviewBase64");
    }

    @Override
    public Body body(String operationId, JsonNode contract, JsonNode schema, ObjectNode example) {
        byte[] bytes = example.toString().getBytes(StandardCharsets.UTF_8);
        return new Body(bytes, bytes);
    }

    @Override
    public String query(JsonNode operation) {
        return SdkWireForm.queryOfSetValues(operation);
    }
}
