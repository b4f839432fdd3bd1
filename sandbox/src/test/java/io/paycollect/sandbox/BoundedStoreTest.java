package io.paycollect.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The sandbox keeps at most {@code paycollect.sandbox.max-records-per-table} records of a kind: one
 * more is refused with an envelope (code 1005, HTTP 200 as the service answers business refusals) that
 * says so and how to go on.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "paycollect.sandbox.max-records-per-table=3")
class BoundedStoreTest {

    static final String CREATE_VA = "{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\"}";

    @Value("${local.server.port}")
    int port;

    @Autowired
    SandboxProperties sandbox;

    @Test
    void oneRecordOverTheLimitIsRefusedWithAnEnvelopeSayingSo() throws Exception {
        assertEquals(3, sandbox.maxRecordsPerTable());
        SignedCalls calls = new SignedCalls(port);
        for (int i = 0; i < 3; i++) {
            HttpResponse<String> created = calls.post("/v1/bank/create-va", CREATE_VA);
            assertEquals(200, created.statusCode(), created.body());
        }

        HttpResponse<String> refused = calls.post("/v1/bank/create-va", CREATE_VA);

        assertEquals(200, refused.statusCode(), "a business refusal, as the service answers one");
        assertTrue(refused.body().contains("\"code\":\"1005\"")
                && refused.body().contains("its limit of 3 virtual account records (paycollect.sandbox.max-records-per-table)"),
                refused.body());
    }
}
