package consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.paycollect.api.NotificationSignature;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.bank.BankDirectory;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.PayCollectEnvironment;
import io.paycollect.client.notification.NotificationAnswer;
import io.paycollect.client.notification.NotificationReceiver;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a user of the client jar gets beside the calls, with no Spring anywhere on the classpath: the
 * bank directory and the notification receiver (verify, type, process once).
 */
class WithoutSpringTest {

    @Test
    void springIsNotOnTheClasspath() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.springframework.core.SpringVersion"));
    }

    @Test
    void theBankDirectoryAnswersByBinAndByShortName() {
        assertEquals("MBB", BankDirectory.byBin("970422").orElseThrow().code());
        assertEquals("970415", BankDirectory.byShortName("VietinBank").orElseThrow().bin());
        assertEquals(7, BankDirectory.customQr().size());
    }

    @Test
    void aNotificationDeliveredTwiceIsVerifiedAndProcessedOnce() {
        List<String> credited = new ArrayList<>();
        NotificationReceiver receiver = NotificationReceiver.builder("merchant-secret",
                (n, transaction) -> credited.add(n.getTransactionCode())).build();
        byte[] body = "{\"transactionCode\":\"FT0001\",\"amount\":50000}".getBytes(StandardCharsets.UTF_8);
        // Vietnam time, 17 digits, computed here independently of the paycollect timestamp helper.
        String timestamp = LocalDateTime.now(ZoneId.of("Asia/Ho_Chi_Minh"))
                .format(DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS"));
        String signature = RequestSigner.withSecret("merchant-secret").sign(timestamp, body);

        NotificationAnswer first = receiver.receive(timestamp, signature, body);
        NotificationAnswer again = receiver.receive(timestamp, signature, body);
        NotificationAnswer forged = receiver.receive(timestamp, (signature.charAt(0) == '0' ? "1" : "0") + signature.substring(1), body);

        assertEquals(200, first.status());
        assertEquals(200, again.status());
        assertEquals(401, forged.status());
        assertEquals(List.of("FT0001"), credited);
    }

    @Test
    void theHostedEnvironmentsAreChosenByNameAndAnyOtherServiceByItsBaseUrl() {
        assertEquals("https://uat-open-api.tingee.vn", PayCollectClient.builder().environment(PayCollectEnvironment.UAT)
                .clientId("shop").secretToken("shop-secret").build().baseUrl());
        assertEquals("https://open-api.tingee.vn", PayCollectClient.builder().environment(PayCollectEnvironment.PRODUCTION)
                .clientId("shop").secretToken("shop-secret").build().baseUrl());
        assertEquals("http://localhost:8080", PayCollectClient.builder().baseUrl("http://localhost:8080")
                .clientId("sandbox-client").secretToken("sandbox-secret-token").build().baseUrl());
    }

    @Test
    void aNotificationIsCheckedInOneCall() {
        byte[] body = "{\"transactionCode\":\"FT0002\",\"amount\":1000}".getBytes(StandardCharsets.UTF_8);
        String timestamp = LocalDateTime.now(ZoneId.of("Asia/Ho_Chi_Minh")).format(DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS"));
        String signature = RequestSigner.withSecret("merchant-secret").sign(timestamp, body);

        assertEquals(true, NotificationSignature.isValid("merchant-secret", timestamp, signature, body));
        assertEquals(false, NotificationSignature.isValid("another-secret", timestamp, signature, body));
    }
}
