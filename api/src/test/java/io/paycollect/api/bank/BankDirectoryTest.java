package io.paycollect.api.bank;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The bank directory holds exactly the banks and facts of api/evidence/banks.yaml: the official SDKs' and two the live list showed. */
class BankDirectoryTest {

    private static final JsonNode EVIDENCE = read("evidence/banks.yaml");
    private static final JsonNode CONTRACT = read("openapi.yaml");

    private static JsonNode read(String file) {
        try {
            return new ObjectMapper(new YAMLFactory()).readTree(Path.of(file).toFile());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void holdsEveryBankOfTheSdksWithItsBinAndNames() {
        List<KnownBank> expected = new ArrayList<>();
        EVIDENCE.path("banks").forEach(b -> expected.add(new KnownBank(b.path("code").asText(), b.path("bin").asText(),
                b.path("shortName").asText(), b.path("name").asText(), b.path("customQr").asBoolean())));

        assertThat(BankDirectory.all()).containsExactlyElementsOf(expected).hasSize(15);
    }

    @Test
    void theTwoBanksOnlyTheLiveBankListShowedAreTpbankAndMsbAndTheContractNamesThem() {
        List<String> community = new ArrayList<>();
        EVIDENCE.path("banks").forEach(b -> {
            if (b.path("source").asText().equals("community")) {
                community.add(b.path("code").asText());
            }
        });
        TreeSet<String> bankNames = new TreeSet<>();
        CONTRACT.at("/components/schemas/BankName/x-extensible-enum").forEach(v -> bankNames.add(v.asText()));

        assertThat(community).containsExactly("TPB", "MSB");
        assertThat(bankNames).containsAll(community);
        assertThat(BankDirectory.byBin("970423")).map(KnownBank::code).contains("TPB");
        assertThat(BankDirectory.byBin("970426")).map(KnownBank::code).contains("MSB");
    }

    @Test
    void theDirectoryPageStatesHowManyBanksItHolds() throws IOException {
        String page = java.nio.file.Files.readString(Path.of("../docs/bank-directory.md"));
        long fromSdks = BankDirectory.all().size() - 2;

        assertThat(page).contains("holds " + BankDirectory.all().size() + " banks: the " + fromSdks + "\n"
                + "the official SDKs know");
    }

    @Test
    void theFullNamesAreTheCodePointsOfTheJavaSdkTextOnceItsEncodingIsFixed() throws Exception {
        for (JsonNode bank : EVIDENCE.path("banks")) {
            if (bank.path("source").asText().equals("community")) {
                continue; // not in the Java SDK's constants, so no text of it to undo
            }
            String fixed = utf8ReadAsWindows1252(bank.path("javaSdkName").asText());
            assertThat(fixed.codePoints().toArray()).as(bank.path("code").asText())
                    .isEqualTo(BankDirectory.byCode(bank.path("code").asText()).orElseThrow().fullName().codePoints().toArray());
        }
        assertThat(BankDirectory.byCode("BIDV").orElseThrow().fullName()).isEqualTo("Ngân hàng TMCP Đầu tư và Phát triển Việt Nam");
    }

    @Test
    void theCustomQrSevenAreExactlyTheContractsQrBankNames() {
        TreeSet<String> contract = new TreeSet<>();
        CONTRACT.at("/components/schemas/QrBankName/enum").forEach(v -> contract.add(v.asText()));

        assertThat(BankDirectory.customQr()).extracting(KnownBank::code).containsExactlyInAnyOrderElementsOf(contract);
        assertThat(BankDirectory.customQr()).extracting(KnownBank::code, KnownBank::bin).containsExactlyInAnyOrder(
                org.assertj.core.groups.Tuple.tuple("OCB", "970448"), org.assertj.core.groups.Tuple.tuple("MBB", "970422"),
                org.assertj.core.groups.Tuple.tuple("BIDV", "970418"), org.assertj.core.groups.Tuple.tuple("ACB", "970416"),
                org.assertj.core.groups.Tuple.tuple("CTG", "970415"), org.assertj.core.groups.Tuple.tuple("PGB", "970430"),
                org.assertj.core.groups.Tuple.tuple("STB", "970403"));
    }

    @Test
    void looksUpByBinCodeAndShortNameAndAnswersNothingForAnUnknownBank() {
        assertThat(BankDirectory.byBin("970422")).map(KnownBank::code).contains("MBB");
        assertThat(BankDirectory.byCode(" mbb ")).map(KnownBank::bin).contains("970422");
        assertThat(BankDirectory.byShortName("mb bank")).map(KnownBank::code).contains("MBB");
        assertThat(BankDirectory.byBin("970499")).isEmpty();
        assertThat(BankDirectory.byCode("NEWBANK")).isEmpty();
        assertThat(BankDirectory.byShortName(null)).isEmpty();
    }

    /** Undoes UTF-8 bytes read as Windows-1252 (bytes it leaves undefined kept as U+0080..U+009F). */
    private static String utf8ReadAsWindows1252(String text) throws CharacterCodingException {
        Charset windows1252 = Charset.forName("windows-1252");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (char c : text.toCharArray()) {
            byte[] b = String.valueOf(c).getBytes(windows1252);
            bytes.writeBytes(b.length == 1 && (b[0] != '?' || c == '?') ? b : new byte[] {(byte) c});
        }
        return StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes.toByteArray())).toString();
    }
}
