package io.paycollect.api.bank;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.ReadmeExample;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** The example of docs/bank-directory.md, run as written. */
class ReadmeBankDirectoryExampleTest {

    @Test
    void theExampleFindsBanksByBinCodeAndShortName() {
        // README:begin
        KnownBank mb = BankDirectory.byBin("970422").orElseThrow();   // MB Bank, code MBB
        String fullName = mb.fullName();                               // Ngân hàng TMCP Quân đội
        boolean sameBank = BankDirectory.byCode("mbb").equals(BankDirectory.byShortName("MB Bank"));
        List<KnownBank> customQr = BankDirectory.customQr();          // the seven the custom-QR operation takes
        Optional<KnownBank> unknown = BankDirectory.byBin("999999");   // empty, never an error
        // README:end

        assertEquals("MBB", mb.code());
        assertEquals("Ngân hàng TMCP Quân đội", fullName);
        assertTrue(sameBank);
        assertEquals(7, customQr.size());
        assertTrue(unknown.isEmpty());
    }

    @Test
    void theReadmeShowsThisExample() throws IOException {
        ReadmeExample.assertDocShows("docs/bank-directory.md", "# Bank directory",
                "src/test/java/io/paycollect/api/bank/ReadmeBankDirectoryExampleTest.java", UnaryOperator.identity());
    }
}
