package io.paycollect.client;

import io.paycollect.client.model.AppType;
import io.paycollect.client.model.BankAccountType;
import io.paycollect.client.model.BankCreateVaData;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.BankCreateVaResponse;
import java.util.Map;

/**
 * A caller that sends and reads fields the contract does not document yet, through the open
 * {@code BankCreateVaRequest} and its data. It runs against today's client in
 * {@link AllOperationsOnTheWireTest}, and {@link OpenPayloadEvolutionTest} compiles this very source
 * file against a client generated from a contract in which the payload gained that field as a
 * documented property: documenting a field must break no caller.
 */
final class OpenPayloadCaller {

    private OpenPayloadCaller() {
    }

    static BankCreateVaRequest request() {
        return new BankCreateVaRequest()
                .accountType(BankAccountType.PERSONAL_ACCOUNT)
                .appType(AppType.TINGEE_WEB)
                .putAdditionalProperty("branchName", "Chi nhánh 1");
    }

    static Object createVa(PayCollectClient client) {
        BankCreateVaResponse response = client.bank().createVa(request());
        BankCreateVaData data = response.requireSuccess().getData();
        Map<String, Object> fields = data == null ? Map.of() : data.getAdditionalProperties();
        return fields == null ? null : fields.get("vaBranch");
    }
}
