package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.BODILESS_SIGNATURE;
import static io.paycollect.api.GoldenSignatures.SECRET;
import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.RequestSigner;
import java.nio.charset.StandardCharsets;

/** Signed calls of the golden client to the test application, and the check of a refusal that names what is wrong. */
abstract class SignedCallsToTestApplication extends AgainstTestApplication {

    static final String JSON = "application/json";

    Wire.Reply signed(String path, String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return wire.send("POST", path, Wire.headers("content-type", JSON, "accept", JSON, "x-client-id", "golden-client",
                "x-request-timestamp", TIMESTAMP, "x-signature", RequestSigner.withSecret(SECRET).sign(TIMESTAMP, bytes)), bytes);
    }

    Wire.Reply bodiless(String pathAndQuery) {
        return wire.send("POST", pathAndQuery, Wire.headers("content-type", JSON, "x-client-id", "golden-client",
                "x-request-timestamp", TIMESTAMP, "x-signature", BODILESS_SIGNATURE), null);
    }

    void refusedNaming(Wire.Reply reply, String message) {
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body()).isEqualTo("{\"code\":\"400\",\"message\":\"" + message + "\",\"data\":null}");
        assertThat(recorder.calls.get()).as("the controller was never called").isZero();
    }
}
