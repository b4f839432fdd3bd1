package io.paycollect.sandbox.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.server.model.QrBankName;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class NapasBankTest {

    @Test
    void everyBankOfTheContractHasItsNapasBin() {
        for (QrBankName name : QrBankName.values()) {
            assertTrue(NapasBank.byName(name.getValue()).isPresent(), name.getValue());
        }
    }

    @Test
    void everyBankNameButNextpayHasItsNapasBin() {
        for (String name : List.of("OCB", "BIDV", "MBB", "ACB", "VPB", "PGB", "VIB", "STB", "CTG", "VCB", "AGRIBANK",
                "SHINHAN", "COB", "MSB", "NEXTPAY", "TPB")) {
            assertEquals(!name.equals("NEXTPAY"), NapasBank.byName(name).isPresent(), name);
        }
    }

    @Test
    void theBinsAreThePublishedOnes() {
        Map<String, String> bins = Arrays.stream(NapasBank.values())
                .collect(Collectors.toMap(Enum::name, NapasBank::bin));
        assertEquals(Map.ofEntries(Map.entry("OCB", "970448"), Map.entry("MBB", "970422"), Map.entry("BIDV", "970418"),
                Map.entry("ACB", "970416"), Map.entry("CTG", "970415"), Map.entry("PGB", "970430"), Map.entry("STB", "970403"),
                Map.entry("VPB", "970432"), Map.entry("VIB", "970441"), Map.entry("VCB", "970436"),
                Map.entry("AGRIBANK", "970405"), Map.entry("SHINHAN", "970424"), Map.entry("COB", "970446"),
                Map.entry("MSB", "970426"), Map.entry("TPB", "970423")), bins);
    }
}
