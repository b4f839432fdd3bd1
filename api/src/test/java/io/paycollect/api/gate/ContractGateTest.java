package io.paycollect.api.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The gate's compatibility rule, one fixture pair ({@code gate/<case>/old.yaml}, {@code new.yaml})
 * per case. Each breaking case names the exact line the build prints.
 */
class ContractGateTest {

    private static final String RELEASE = "1.0.0-SNAPSHOT";
    private static final String QR = "POST /v1/generate-viet-qr (bank_generateCustomVietQr)";

    private static Path fixture(String name) {
        URL url = ContractGateTest.class.getResource("/gate/" + name);
        if (url == null) {
            throw new IllegalStateException("no fixture gate/" + name);
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ContractGate.Verdict check(String fixtureCase, String version) {
        return ContractGate.check(fixture(fixtureCase + "/old.yaml"), fixture(fixtureCase + "/new.yaml"), version);
    }

    private static List<String> breaks(String fixtureCase) {
        ContractGate.Verdict verdict = check(fixtureCase, RELEASE);
        assertFalse(verdict.passes(), fixtureCase + " should fail the gate");
        return verdict.breaks().stream().map(Break::toString).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"unchanged", "documented-open-payload", "added-operation", "added-optional-request-field",
            "widened-request-enum", "nullable-optional-request-reference", "integer-as-whole-number",
            "any-value-as-every-type"})
    void compatibleChangesPass(String fixtureCase) {
        ContractGate.Verdict verdict = check(fixtureCase, RELEASE);
        assertEquals(List.of(), verdict.breaks());
        assertTrue(verdict.passes());
    }

    @Test
    void documentingAnOpenPayloadIsAChangeNotABreak() {
        ContractGate.Verdict verdict = check("documented-open-payload", RELEASE);
        assertFalse(verdict.diff().isUnchanged(), "openapi-diff sees the added properties");
        assertTrue(verdict.diff().isCompatible());
        assertTrue(verdict.summary().contains("compatible changes only"), verdict.summary());
    }

    @Test
    void aRemovedOperationBreaks() {
        assertEquals(List.of("POST /v1/bank/create-va (bank_createVa): operation removed"), breaks("removed-operation"));
    }

    @Test
    void aNewRequiredRequestFieldBreaks() {
        assertEquals(List.of(QR + " > request body: new required field: amount"), breaks("new-required-request-field"));
    }

    @Test
    void aRemovedResponseFieldBreaksAlthoughOpenapiDiffCallsItCompatible() {
        assertTrue(check("removed-response-field", RELEASE).diff().isCompatible(), "premise: openapi-diff 2.1.7 lets it through");
        assertEquals(List.of(QR + " > response 200 > data: response field removed: referenceLabelCode"),
                breaks("removed-response-field"));
    }

    @Test
    void aNarrowedRequestEnumBreaks() {
        assertEquals(List.of(QR + " > request body > bankName: enum value removed: BIDV"), breaks("narrowed-enum"));
    }

    @Test
    void closingAnOpenPayloadBreaksAlthoughOpenapiDiffSeesNoChange() {
        assertTrue(check("closed-open-payload", RELEASE).diff().isUnchanged(), "premise: openapi-diff 2.1.7 ignores it");
        assertEquals(List.of("schema BankCreateVaRequest: open object closed (additionalProperties no longer allowed)"),
                breaks("closed-open-payload"));
    }

    @Test
    void listingAnOpenEnumerationsValuesInXExtensibleEnumInsteadOfEnumIsNoBreak() {
        // openapi-diff alone calls it "enum value removed"; the values, and the generated class, are the same
        ContractGate.Verdict verdict = check("listed-extensible-enum", RELEASE);
        assertEquals(List.of(), verdict.breaks());
        assertTrue(verdict.diff().isUnchanged(), "the values are compared as the generator reads them");
    }

    @Test
    void closingAnOpenEnumerationBreaksAlthoughOpenapiDiffSeesNoChange() {
        assertTrue(check("closed-extensible-enum", RELEASE).diff().isUnchanged(), "premise: openapi-diff 2.1.7 ignores it");
        assertEquals(List.of("schema BankName: open enumeration closed (x-extensible-enum removed: a value the service adds would be refused)"),
                breaks("closed-extensible-enum"));
    }

    @Test
    void closingFreeFormQueryParametersBreaks() {
        assertEquals(List.of("DELETE /v1/bank/delete-va (bank_deleteVa) > parameter params: "
                + "open object closed (additionalProperties no longer allowed)"), breaks("closed-query-parameters"));
    }

    @Test
    void aResponseFieldChangingTypeBreaks() {
        assertEquals(List.of(QR + " > response 200 > data > qrCode: type changed from string to integer"),
                breaks("changed-response-field-type"));
    }

    @Test
    void aWholeNumberBecomingAnyNumberIsStillABreak() {
        assertEquals(List.of(QR + " > request body > amount: type changed from integer to number",
                QR + " > response 200 > data > amount: type changed from integer to number"),
                breaks("integer-to-any-number"));
    }

    @Test
    void anyJsonValueNarrowedToTextIsStillABreak() {
        assertEquals(List.of(QR + " > request body > extra: type changed from null to string"), breaks("any-value-to-text"));
    }

    @Test
    void raisingTheMajorVersionAllowsBreaksAndStillListsThem() {
        ContractGate.Verdict verdict = check("removed-operation", "2.0.0-SNAPSHOT");
        assertTrue(verdict.majorRaised());
        assertTrue(verdict.passes());
        assertEquals(1, verdict.breaks().size());
        assertTrue(verdict.summary().contains("allowed because version 2.0.0-SNAPSHOT raises the major version"), verdict.summary());
        assertTrue(verdict.summary().contains("operation removed"), verdict.summary());
    }

    @Test
    void aMinorOrPatchRaiseDoesNotAllowBreaks() {
        assertFalse(check("removed-operation", "1.9.0").passes());
    }

    @Test
    void theBuildEntryPointFailsWithEveryBreakInItsMessage(@TempDir Path dir) {
        Path report = dir.resolve("report/contract-diff.md");
        ContractGate.ContractBrokenException failure = assertThrows(ContractGate.ContractBrokenException.class,
                () -> ContractGate.main(new String[] {fixture("narrowed-enum/old.yaml").toString(),
                        fixture("narrowed-enum/new.yaml").toString(), RELEASE, report.toString()}));
        assertTrue(failure.getMessage().contains("refused for version " + RELEASE), failure.getMessage());
        assertTrue(failure.getMessage().contains("  - " + QR + " > request body > bankName: enum value removed: BIDV"),
                failure.getMessage());
        assertTrue(Files.isRegularFile(report), "the Markdown diff report is written before failing");
    }

    @Test
    void theBuildEntryPointNamesAMissingContract(@TempDir Path dir) {
        Path missing = dir.resolve("nowhere.yaml");
        IllegalArgumentException failure = assertThrows(IllegalArgumentException.class,
                () -> ContractGate.main(new String[] {missing.toString(), fixture("unchanged/new.yaml").toString(), RELEASE}));
        assertTrue(failure.getMessage().contains("baseline contract not found"), failure.getMessage());
        assertTrue(failure.getMessage().contains("nowhere.yaml"), failure.getMessage());
    }

    /**
     * The baseline in the tree guards the current major: the contract of this build, less one documented
     * response field or one operation, fails the gate at this build's version.
     */
    @Test
    void theBaselineRefusesDroppingADocumentedFieldOrAnOperationFromTheCurrentContract(@org.junit.jupiter.api.io.TempDir Path tmp)
            throws java.io.IOException {
        Path baseline = Path.of("baseline/openapi.yaml");
        String current = java.nio.file.Files.readString(Path.of("openapi.yaml"));
        String version = System.getProperty("paycollect.version");
        assertTrue(ContractGate.check(baseline, Path.of("openapi.yaml"), version).passes(), "the contract as it is passes");

        String field = "\n        confirmId:\n          type: string\n";
        int data = current.indexOf("\n    BankCreateVaData:\n");
        int at = current.indexOf(field, data);
        assertTrue(data > 0 && at > data, "premise: BankCreateVaData documents confirmId");
        Path withoutField = tmp.resolve("without-field.yaml");
        java.nio.file.Files.writeString(withoutField, current.substring(0, at) + "\n" + current.substring(at + field.length()));
        // BankCreateVaData is the answer of create-debit too: both operations lose the field.
        assertEquals(List.of("POST /v1/bank/create-va (bank_createVa) > response 200 > data: response field removed: confirmId",
                "POST /v1/bank/create-debit (bank_createDebit) > response 200 > data: response field removed: confirmId"),
                ContractGate.check(baseline, withoutField, version).breaks().stream().map(Break::toString).toList());

        int op = current.indexOf("\n  /v1/bank/delete-va:\n");
        int next = current.indexOf("\n  /v1/", op + 1);
        Path withoutOperation = tmp.resolve("without-operation.yaml");
        java.nio.file.Files.writeString(withoutOperation, current.substring(0, op) + current.substring(next));
        assertFalse(ContractGate.check(baseline, withoutOperation, version).passes(), "dropping bank_deleteVa fails the gate");
    }
}
