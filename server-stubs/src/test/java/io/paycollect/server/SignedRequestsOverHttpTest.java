package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.AMOUNT_BODY;
import static io.paycollect.api.GoldenSignatures.AMOUNT_SIGNATURE;
import static io.paycollect.api.GoldenSignatures.BODILESS_SIGNATURE;
import static io.paycollect.api.GoldenSignatures.SECRET;
import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static io.paycollect.api.GoldenSignatures.VIETNAMESE_BODY;
import static io.paycollect.api.GoldenSignatures.VIETNAMESE_SIGNATURE;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.server.model.BankCreateVaRequest;
import io.paycollect.server.model.CustomVietQrRequest;
import io.paycollect.server.model.QrBankName;
import io.paycollect.server.testapp.TestApplication;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The verifier and the error envelopes, specified over real HTTP against an application that only
 * implements generated interfaces. The server clock stands at the golden vectors' timestamp.
 */
@GoldenClientsApplication
class SignedRequestsOverHttpTest extends AgainstTestApplication {

    static final String MERCHANT_SECRET = "merchant-secret-token";
    static final String CLIENT = "golden-client";
    static final String QR = "/v1/generate-viet-qr";
    static final String JSON = "application/json";

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** A request signed by the golden client with the golden secret at the golden timestamp. */
    Wire.Reply signed(String method, String path, byte[] body) {
        String signature = RequestSigner.withSecret(SECRET).sign(TIMESTAMP, body);
        return wire.send(method, path, Wire.headers(
                "content-type", JSON, "accept", JSON,
                "x-client-id", CLIENT, "x-request-timestamp", TIMESTAMP, "x-signature", signature), body);
    }

    static String envelope(String code, String message) {
        return "{\"code\":\"" + code + "\",\"message\":\"" + message + "\",\"data\":null}";
    }

    @Nested
    class Accepted {

        @Test
        void goldenVectorWithVietnameseTextReachesTheControllerWithTheVerifiedClientId() {
            Wire.Reply reply = wire.send("POST", QR, Wire.headers("content-type", JSON, "accept", JSON,
                    "x-client-id", CLIENT, "x-request-timestamp", TIMESTAMP, "x-signature", VIETNAMESE_SIGNATURE), utf8(VIETNAMESE_BODY));

            assertThat(reply.status()).isEqualTo(200);
            assertThat(reply.body()).contains("\"code\":\"00\"").contains("\"message\":\"Success\"");
            CustomVietQrRequest received = (CustomVietQrRequest) recorder.lastInput.get();
            assertThat(received.getBankName()).isEqualTo(QrBankName.MBB);
            assertThat(received.getContent()).isEqualTo("Thanh toán đơn hàng 001");
            assertThat(recorder.lastClientId.get()).isEqualTo(CLIENT);
        }

        @Test
        void goldenVectorWithAWholeAmountIsAccepted() {
            Wire.Reply reply = wire.send("POST", QR, Wire.headers("content-type", JSON,
                    "x-client-id", CLIENT, "x-request-timestamp", TIMESTAMP, "x-signature", AMOUNT_SIGNATURE), utf8(AMOUNT_BODY));

            assertThat(reply.status()).isEqualTo(200);
            assertThat(((CustomVietQrRequest) recorder.lastInput.get()).getAmount()).isEqualByComparingTo(new BigDecimal(50000));
        }

        @Test
        void signatureInUppercaseHexIsAccepted() {
            Wire.Reply reply = wire.send("POST", QR, Wire.headers("content-type", JSON,
                    "x-client-id", CLIENT, "x-request-timestamp", TIMESTAMP, "x-signature", VIETNAMESE_SIGNATURE.toUpperCase()), utf8(VIETNAMESE_BODY));

            assertThat(reply.status()).isEqualTo(200);
        }

        @Test
        void prettyPrintedBodyIsVerifiedOnTheBytesAsReceived() {
            String pretty = "{\n  \"bankName\" : \"MBB\",\n  \"accountNumber\" : \"0123456789\",\n"
                    + "  \"content\" : \"Thanh toán đơn hàng 001 – tiền điện\"\n}\n";

            Wire.Reply reply = signed("POST", QR, utf8(pretty));

            assertThat(reply.status()).isEqualTo(200);
            assertThat(((CustomVietQrRequest) recorder.lastInput.get()).getContent()).isEqualTo("Thanh toán đơn hàng 001 – tiền điện");
        }

        @Test
        void prettyPrintedBodySignedAsIfItWereCompactIsRefused() {
            String pretty = "{\n  \"bankName\": \"MBB\",\n  \"accountNumber\": \"0123456789\",\n  \"content\": \"Thanh toán đơn hàng 001\"\n}";

            Wire.Reply reply = wire.send("POST", QR, Wire.headers("content-type", JSON,
                    "x-client-id", CLIENT, "x-request-timestamp", TIMESTAMP, "x-signature", VIETNAMESE_SIGNATURE), utf8(pretty));

            assertThat(reply.status()).isEqualTo(401);
            assertThat(reply.body()).isEqualTo(envelope("97", "x-signature does not match the request"));
            assertThat(recorder.calls.get()).isZero();
        }

        @Test
        void bodilessGetIsSignedOverAnEmptyObject() {
            Wire.Reply reply = wire.send("GET", "/v1/bank/get-banks", Wire.headers("content-type", JSON, "accept", JSON,
                    "x-client-id", CLIENT, "x-request-timestamp", TIMESTAMP, "x-signature", BODILESS_SIGNATURE), null);

            assertThat(reply.status()).isEqualTo(200);
            assertThat(recorder.lastInput.get()).isEqualTo("getBanks");
        }

        @Test
        void namedQueryParametersReachTheControllerTyped() {
            Wire.Reply reply = wire.send("POST", "/v1/bank/delete-va?vaAccountNumber=VA%20001&bankName=MBB&merchantId=7", Wire.headers(
                    "content-type", JSON, "x-client-id", CLIENT, "x-request-timestamp", TIMESTAMP, "x-signature", BODILESS_SIGNATURE), null);

            assertThat(reply.status()).isEqualTo(200);
            assertThat(recorder.lastInput.get()).isEqualTo(java.util.Arrays.asList("VA 001", null, "MBB", 7L));
        }

        @Test
        void openPayloadKeepsEveryFieldReceived() {
            Wire.Reply reply = signed("POST", "/v1/bank/create-va", utf8("{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\","
                    + "\"vaName\":\"Cửa hàng Hoa\",\"amount\":50000,\"tags\":[\"a\"]}"));

            assertThat(reply.status()).isEqualTo(200);
            BankCreateVaRequest received = (BankCreateVaRequest) recorder.lastInput.get();
            assertThat(received.getAdditionalProperties()).containsEntry("vaName", "Cửa hàng Hoa").containsKey("tags");
            assertThat(reply.body()).contains("Cửa hàng Hoa");
        }

        @Test
        void enumerationValueTheContractDoesNotListIsKeptNotRefused() {
            Wire.Reply reply = signed("POST", "/v1/bank/create-va",
                    utf8("{\"accountType\":\"personal-account\",\"appType\":\"future-app\"}"));

            assertThat(reply.status()).isEqualTo(200);
            BankCreateVaRequest received = (BankCreateVaRequest) recorder.lastInput.get();
            assertThat(received.getAppType().getValue()).isEqualTo("future-app");
            assertThat(received.getAppType().isKnown()).isFalse();
            assertThat(received.getAccountType()).isSameAs(io.paycollect.server.model.BankAccountType.PERSONAL_ACCOUNT);
        }

        @Test
        void bodyOfExactlyTheLimitIsAccepted() {
            byte[] body = filler(1024 * 1024);

            Wire.Reply reply = signed("POST", "/v1/bank/create-va", body);

            assertThat(reply.status()).isEqualTo(200);
        }

        @Test
        void pathsOutsideTheProtectedOnesAreLeftAlone() {
            Wire.Reply reply = wire.send("GET", "/public/hello", Map.of(), null);

            assertThat(reply.status()).isEqualTo(200);
            assertThat(reply.body()).isEqualTo("hello");
        }
    }

    /** The fields a create-va request must carry (the SDKs require them). */
    static final String CREATE_VA_FIELDS = "{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\"}";

    /** A create-va request {"accountType":…,"appType":…,"filler":"xxx…"} of exactly {@code size} bytes. */
    static byte[] filler(int size) {
        byte[] body = new byte[size];
        Arrays.fill(body, (byte) 'x');
        byte[] head = utf8(CREATE_VA_FIELDS.substring(0, CREATE_VA_FIELDS.length() - 1) + ",\"filler\":\"");
        System.arraycopy(head, 0, body, 0, head.length);
        body[size - 2] = '"';
        body[size - 1] = '}';
        return body;
    }

    @Nested
    class Refused {

        static String sign(String secret, String timestamp, String body) {
            return RequestSigner.withSecret(secret).sign(timestamp, body);
        }

        static String shifted(Duration offset) {
            return RequestTimestamp.format(RequestTimestamp.parse(TIMESTAMP).plus(offset));
        }

        static Stream<Arguments> refusals() {
            String tenMinutesOneMsLate = shifted(Duration.ofMinutes(10).plusMillis(1));
            String tenMinutesOneMsEarly = shifted(Duration.ofMinutes(-10).minusMillis(1));
            String notADate = "20261322154500123"; // month 13
            String utcInsteadOfVietnam = RequestTimestamp.format(RequestTimestamp.parse(TIMESTAMP).minus(Duration.ofHours(7)));
            return Stream.of(
                    Arguments.of("no x-client-id", null, TIMESTAMP, VIETNAMESE_SIGNATURE, "97", "x-client-id header is missing"),
                    Arguments.of("empty x-client-id", "", TIMESTAMP, VIETNAMESE_SIGNATURE, "97", "x-client-id header is missing"),
                    Arguments.of("unknown x-client-id", "stranger", TIMESTAMP, VIETNAMESE_SIGNATURE, "97", "x-client-id is not a known client"),
                    Arguments.of("no x-request-timestamp", CLIENT, null, VIETNAMESE_SIGNATURE, "90", "x-request-timestamp header is missing"),
                    Arguments.of("16 digits", CLIENT, TIMESTAMP.substring(1), VIETNAMESE_SIGNATURE, "90",
                            "x-request-timestamp must be 17 digits, yyyyMMddHHmmssSSS in Vietnam time"),
                    Arguments.of("ISO date", CLIENT, "2026-11-22T15:45:00", VIETNAMESE_SIGNATURE, "90",
                            "x-request-timestamp must be 17 digits, yyyyMMddHHmmssSSS in Vietnam time"),
                    Arguments.of("month 13", CLIENT, notADate, sign(SECRET, notADate, VIETNAMESE_BODY), "90",
                            "x-request-timestamp is not a real date and time (yyyyMMddHHmmssSSS, Vietnam time)"),
                    Arguments.of("10 min 1 ms ahead", CLIENT, tenMinutesOneMsLate, sign(SECRET, tenMinutesOneMsLate, VIETNAMESE_BODY), "90",
                            "x-request-timestamp is outside the accepted window around the server clock"),
                    Arguments.of("10 min 1 ms behind", CLIENT, tenMinutesOneMsEarly, sign(SECRET, tenMinutesOneMsEarly, VIETNAMESE_BODY), "90",
                            "x-request-timestamp is outside the accepted window around the server clock"),
                    Arguments.of("UTC written as Vietnam time", CLIENT, utcInsteadOfVietnam, sign(SECRET, utcInsteadOfVietnam, VIETNAMESE_BODY), "90",
                            "x-request-timestamp is outside the accepted window around the server clock"),
                    Arguments.of("no x-signature", CLIENT, TIMESTAMP, null, "97", "x-signature header is missing"),
                    Arguments.of("signature of another body", CLIENT, TIMESTAMP, AMOUNT_SIGNATURE, "97", "x-signature does not match the request"),
                    Arguments.of("signature with another secret", CLIENT, TIMESTAMP, sign("another-secret", TIMESTAMP, VIETNAMESE_BODY), "97",
                            "x-signature does not match the request"),
                    Arguments.of("signature of another client", "other-client", TIMESTAMP, VIETNAMESE_SIGNATURE, "97",
                            "x-signature does not match the request"),
                    Arguments.of("signature not hex", CLIENT, TIMESTAMP, "z".repeat(128), "97", "x-signature does not match the request"),
                    Arguments.of("signature truncated", CLIENT, TIMESTAMP, VIETNAMESE_SIGNATURE.substring(0, 127), "97",
                            "x-signature does not match the request"));
        }

        @ParameterizedTest(name = "{0}")
        @MethodSource("refusals")
        void refusedWith401AndAnEnvelopeNamingTheHeader(
                String why, String clientId, String timestamp, String signature, String code, String message) {
            Wire.Reply reply = wire.send("POST", QR, Wire.headers("content-type", JSON,
                    "x-client-id", clientId, "x-request-timestamp", timestamp, "x-signature", signature), utf8(VIETNAMESE_BODY));

            assertThat(reply.status()).isEqualTo(401);
            assertThat(reply.body()).isEqualTo(envelope(code, message));
            assertThat(reply.raw().headers().firstValue("content-type")).hasValueSatisfying(t -> assertThat(t).startsWith(JSON));
            assertThat(recorder.calls.get()).as("controller calls").isZero();
        }

        @Test
        void timestampsExactlyAtTheWindowEdgesAreAccepted() {
            for (Duration offset : new Duration[] {Duration.ofMinutes(10), Duration.ofMinutes(-10)}) {
                String timestamp = shifted(offset);
                Wire.Reply reply = wire.send("POST", QR, Wire.headers("content-type", JSON, "x-client-id", CLIENT,
                        "x-request-timestamp", timestamp, "x-signature", sign(SECRET, timestamp, VIETNAMESE_BODY)), utf8(VIETNAMESE_BODY));
                assertThat(reply.status()).as("offset %s", offset).isEqualTo(200);
            }
        }

        @Test
        void unsignedRequestToAnUnknownPathIsRefusedBeforeAnythingElse() {
            Wire.Reply reply = wire.send("GET", "/v1/nothing-here", Map.of(), null);

            assertThat(reply.status()).isEqualTo(401);
            assertThat(reply.body()).isEqualTo(envelope("97", "x-client-id header is missing"));
        }

        @Test
        void bodyOneByteOverTheLimitGets413() {
            Wire.Reply reply = signed("POST", "/v1/bank/create-va", filler(1024 * 1024 + 1));

            assertThat(reply.status()).isEqualTo(413);
            assertThat(reply.body()).isEqualTo(envelope("413", "request body is larger than 1048576 bytes"));
            assertThat(recorder.calls.get()).isZero();
        }

        @Test
        void chunkedBodyOverTheLimitGets413WithoutAContentLength() {
            byte[] body = filler(1024 * 1024 + 1);
            Wire.Reply reply = wire.sendChunked("POST", "/v1/bank/create-va", Wire.headers("content-type", JSON, "x-client-id", CLIENT,
                    "x-request-timestamp", TIMESTAMP, "x-signature", RequestSigner.withSecret(SECRET).sign(TIMESTAMP, body)), body);

            assertThat(reply.status()).isEqualTo(413);
            assertThat(reply.body()).isEqualTo(envelope("413", "request body is larger than 1048576 bytes"));
        }
    }

    @Nested
    class BadInput {

        static Stream<Arguments> badBodies() {
            return Stream.of(
                    Arguments.of("missing body", "", "request body is missing"),
                    Arguments.of("malformed JSON", "{\"bankName\":\"MBB\",", "request body is not valid JSON"),
                    Arguments.of("not JSON at all", "bankName=MBB", "request body is not valid JSON"),
                    Arguments.of("number of the wrong type", "{\"bankName\":\"MBB\",\"accountNumber\":\"1\",\"amount\":\"năm mươi\"}",
                            "field 'amount' must be a number"),
                    Arguments.of("object where a string goes", "{\"bankName\":\"MBB\",\"accountNumber\":{\"n\":1}}",
                            "field 'accountNumber' must be a string"),
                    Arguments.of("array instead of an object", "[1,2]", "request body must be a JSON object"),
                    Arguments.of("missing required bankName", "{\"accountNumber\":\"0123456789\"}", "field 'bankName' is required"),
                    Arguments.of("missing required accountNumber", "{\"bankName\":\"MBB\"}", "field 'accountNumber' is required"),
                    Arguments.of("both required fields missing", "{}", "field 'accountNumber' is required; field 'bankName' is required"),
                    Arguments.of("unknown enum value", "{\"bankName\":\"VCB\",\"accountNumber\":\"0123456789\"}",
                            "field 'bankName' must be one of OCB, MBB, BIDV, ACB, CTG, PGB, STB"),
                    // Which of the two counts depends on the reader: refused, never guessed.
                    Arguments.of("a key given twice", "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"amount\":1,\"amount\":1000000}",
                            "field 'amount' appears twice in the request body"),
                    Arguments.of("a key given twice in a nested object", "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\","
                            + "\"extra\":{\"k\":1,\"k\":2}}", "field 'k' appears twice in the request body"));
        }

        @ParameterizedTest(name = "{0}")
        @MethodSource("badBodies")
        void signedBadBodyGets400NamingWhatIsWrong(String why, String body, String message) {
            Wire.Reply reply = signed("POST", QR, utf8(body));

            assertThat(reply.status()).isEqualTo(400);
            if (why.equals("malformed JSON") || why.equals("not JSON at all")) {
                assertThat(reply.body()).startsWith("{\"code\":\"400\",\"message\":\"" + message).endsWith(",\"data\":null}");
            } else {
                assertThat(reply.body()).isEqualTo(envelope("400", message));
            }
            assertThat(recorder.calls.get()).isZero();
        }

        @Test
        void emptyAccountNumberNamesTheField() {
            Wire.Reply reply = signed("POST", QR, utf8("{\"bankName\":\"MBB\",\"accountNumber\":\"\"}"));

            assertThat(reply.status()).isEqualTo(400);
            assertThat(reply.body()).startsWith("{\"code\":\"400\",\"message\":\"field 'accountNumber' ");
        }

        @Test
        void unknownOperationGetsA404Envelope() {
            Wire.Reply reply = signed("POST", "/v1/bank/no-such-operation", utf8("{}"));

            assertThat(reply.status()).isEqualTo(404);
            assertThat(reply.body()).isEqualTo(envelope("404", "no operation at this path"));
        }

        @Test
        void wrongMethodGetsA405Envelope() {
            Wire.Reply reply = signed("GET", QR, null);

            assertThat(reply.status()).isEqualTo(405);
            assertThat(reply.body()).isEqualTo(envelope("405", "method GET is not allowed on this path; allowed: POST"));
        }

        @Test
        void wrongContentTypeGetsA415Envelope() {
            byte[] body = utf8(VIETNAMESE_BODY);
            Wire.Reply reply = wire.send("POST", QR, Wire.headers("content-type", "text/plain",
                    "x-client-id", CLIENT, "x-request-timestamp", TIMESTAMP, "x-signature", VIETNAMESE_SIGNATURE), body);

            assertThat(reply.status()).isEqualTo(415);
            assertThat(reply.body()).isEqualTo(envelope("415", "content-type must be application/json"));
        }

        @Test
        void faultOfTheImplementationIsAnEnvelopeWithoutDetail() {
            Wire.Reply reply = signed("POST", "/v1/bank/confirm-va",
                    utf8("{\"confirmId\":\"C-1\",\"otpNumber\":\"123456\",\"bankName\":\"MBB\",\"bankBin\":\"970422\"}"));

            assertThat(reply.status()).isEqualTo(500);
            assertThat(reply.body()).isEqualTo(envelope("500", "internal error")).doesNotContain("hunter2");
        }
    }
}
