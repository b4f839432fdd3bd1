package io.paycollect.client;

import io.paycollect.client.model.BankCreateVaData;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.BankCreateVaResponse;
import java.util.Map;

/**
 * A caller written for the open (not-shown) form of {@code BankCreateVaRequest}. It runs against
 * today's client in {@link AllOperationsOnTheWireTest}, and {@link OpenPayloadEvolutionTest}
 * compiles this very source file against a client generated from a contract in which the
 * payload gained a documented property: documenting a field must break no caller.
 */
final class OpenPayloadCaller {

    private OpenPayloadCaller() {
    }

    static BankCreateVaRequest request() {
        return new BankCreateVaRequest()
                .putAdditionalProperty("accountName", "NGUYEN VAN A")
                .putAdditionalProperty("amount", 50000);
    }

    static Object createVa(PayCollectClient client) {
        BankCreateVaResponse response = client.bank().createVa(request());
        BankCreateVaData data = response.requireSuccess().getData();
        Map<String, Object> fields = data == null ? Map.of() : data.getAdditionalProperties();
        return fields == null ? null : fields.get("accountNumber");
    }
}
