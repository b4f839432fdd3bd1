package consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.NotificationSignature;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.api.bank.BankDirectory;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import org.junit.jupiter.api.Test;

/** paycollect-api alone, with nothing else of paycollect on the class path: sign, check, look banks up, read the contract. */
class ApiAloneTest {

    @Test
    void nothingElseOfPaycollectIsOnTheClassPath() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("io.paycollect.client.PayCollectClient"));
    }

    @Test
    void aBodySignedHereIsANotificationTheOneCallCheckAccepts() {
        String body = "{\"transactionCode\":\"FT0003\",\"amount\":2000}";
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        String signature = RequestSigner.withSecret("merchant-secret").sign(timestamp, body);

        assertEquals(128, signature.length());
        assertTrue(NotificationSignature.isValid("merchant-secret", timestamp, signature, body));
    }

    @Test
    void theBankDirectoryAndTheContractAreInTheJar() throws Exception {
        assertEquals("MBB", BankDirectory.byBin("970422").orElseThrow().code());
        try (InputStream contract = RequestSigner.class.getResourceAsStream("/paycollect/openapi.yaml")) {
            assertTrue(new String(contract.readAllBytes(), StandardCharsets.UTF_8).startsWith("openapi: '3.0"));
        }
    }
}
