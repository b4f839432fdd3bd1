package io.paycollect.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.server.model.BankCreateVaRequest;
import org.junit.jupiter.api.Test;

/** The generator-templates/spring fixes: open payloads compare their fields and keep their order. */
class OpenPayloadModelTest {

    @Test
    void openPayloadsWithDifferentFieldsAreNotEqual() {
        BankCreateVaRequest a = new BankCreateVaRequest().putAdditionalProperty("vaName", "A");
        BankCreateVaRequest b = new BankCreateVaRequest().putAdditionalProperty("vaName", "B");

        assertThat(a).isNotEqualTo(b);
        assertThat(a).isEqualTo(new BankCreateVaRequest().putAdditionalProperty("vaName", "A")).hasSameHashCodeAs(
                new BankCreateVaRequest().putAdditionalProperty("vaName", "A"));
    }

    @Test
    void openPayloadsKeepFieldsInTheOrderTheyWerePut() {
        BankCreateVaRequest request = new BankCreateVaRequest();
        for (String key : new String[] {"zeta", "alpha", "items", "totalItems", "beta"}) {
            request.putAdditionalProperty(key, key);
        }

        assertThat(request.getAdditionalProperties().keySet()).containsExactly("zeta", "alpha", "items", "totalItems", "beta");
    }
}
