package io.paycollect.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.server.model.BankCreateVaRequest;
import org.junit.jupiter.api.Test;

/** The generator-templates/spring/pojo.mustache fix: open payloads compare their fields. */
class OpenPayloadModelTest {

    @Test
    void open_payloads_with_different_fields_are_not_equal() {
        BankCreateVaRequest a = new BankCreateVaRequest().putAdditionalProperty("vaName", "A");
        BankCreateVaRequest b = new BankCreateVaRequest().putAdditionalProperty("vaName", "B");

        assertThat(a).isNotEqualTo(b);
        assertThat(a).isEqualTo(new BankCreateVaRequest().putAdditionalProperty("vaName", "A")).hasSameHashCodeAs(
                new BankCreateVaRequest().putAdditionalProperty("vaName", "A"));
    }
}
