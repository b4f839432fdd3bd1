package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.paycollect.client.api.BankApi;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A plain Java application using the client prints nothing of ours or of our libraries on stderr. */
class QuietStartTest {

    /** The application: builds a client and validates one request, which starts Hibernate Validator. */
    public static final class PlainApplication {
        public static void main(String[] args) throws NoSuchMethodException {
            PayCollectClient.builder().baseUrl("http://localhost:8080").clientId("shop").secretToken("secret").build();
            RequestValidator.create().validate(BankApi.class.getMethod("generateCustomVietQr", CustomVietQrRequest.class),
                    new Object[] {new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789")});
        }
    }

    @Test
    void aPlainJavaRunPrintsNothingOnStderr() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process run = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), PlainApplication.class.getName())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String stderr = new String(run.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);

        run.waitFor(60, TimeUnit.SECONDS);
        assertEquals(0, run.exitValue());
        assertEquals("", stderr);
    }
}
