package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The end-to-end suite is only as good as its validator: it must refuse exchanges that break the contract. */
class ContractValidatorTest {

    private final ContractValidator contract = new ContractValidator(ContractValidator.contractLocation());

    private static final Map<String, Collection<String>> SIGNED_JSON = Map.of(
            "content-type", List.of("application/json"), "accept", List.of("application/json"),
            "x-client-id", List.of("c"), "x-request-timestamp", List.of("20260131091500000"),
            "x-signature", List.of("a".repeat(128)));
    private static final Map<String, Collection<String>> JSON = Map.of("content-type", List.of("application/json"));

    private static WireRecorder.Exchange exchange(Map<String, Collection<String>> headers, String request, int status, String response) {
        return new WireRecorder.Exchange("POST", "http://localhost:1/v1/generate-viet-qr", headers,
                request.getBytes(StandardCharsets.UTF_8), status, JSON, response.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void acceptsTheContractExample() {
        assertEquals("bank_generateCustomVietQr", contract.validate(exchange(SIGNED_JSON,
                "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\"}", 200,
                "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"qrCode\":\"x\"}}")));
    }

    @Test
    void refusesAResponseWithoutItsRequiredCode() {
        AssertionError e = assertThrows(AssertionError.class, () -> contract.validate(exchange(SIGNED_JSON,
                "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\"}", 200, "{\"message\":\"Success\"}")));
        assertTrue(e.getMessage().contains("code"), e.getMessage());
    }

    @Test
    void refusesARequestWithAnUnknownBank() {
        assertThrows(AssertionError.class, () -> contract.validate(exchange(SIGNED_JSON,
                "{\"bankName\":\"VCB\",\"accountNumber\":\"0123456789\"}", 200, "{\"code\":\"00\",\"message\":\"Success\"}")));
    }

    @Test
    void acceptsABankAnOpenEnumerationDoesNotListYet() {
        // BankName is open (the service may add banks): a standard validator must not refuse a new one, as it
        // would if the known values were written as enum. The custom-QR banks above are closed.
        assertEquals("bank_generateVietQr", contract.validate(new WireRecorder.Exchange("POST",
                "http://localhost:1/v1/bank/generate-viet-qr", SIGNED_JSON,
                "{\"bankName\":\"A-BANK-ADDED-LATER\",\"accountNumber\":\"0123456789\"}".getBytes(StandardCharsets.UTF_8),
                200, JSON, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"qrCode\":\"x\"}}".getBytes(StandardCharsets.UTF_8))));
    }

    @Test
    void refusesARequestWithoutTheSignatureHeaders() {
        assertThrows(AssertionError.class, () -> contract.validate(exchange(JSON,
                "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\"}", 200, "{\"code\":\"00\",\"message\":\"Success\"}")));
    }

    @Test
    void refusesAPathOutsideTheContract() {
        assertThrows(AssertionError.class, () -> contract.validate(new WireRecorder.Exchange("POST",
                "http://localhost:1/v1/nope", SIGNED_JSON, null, 200, JSON, new byte[0])));
    }
}
