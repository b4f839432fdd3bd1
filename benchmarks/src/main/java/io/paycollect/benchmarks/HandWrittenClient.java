package io.paycollect.benchmarks;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * The client a merchant's developer would write without a generator, from the protocol alone
 * (docs/protocol.md, section 4): OkHttp and Jackson, a request object serialised, the body signed,
 * sent, and the answer read into a response object. Written in the plain style such code takes: a
 * new {@code Mac} and a formatted timestamp per call, the answer read as a string. It is the
 * comparison the client must beat, since it is what a user would otherwise run.
 *
 * <p>Its mapper registers Jackson's Java time module, as the official Java SDK's does
 * (tingeehub/tingee-java, {@code src/main/java/vn/tingee/sdk/client/TingeeHttpClient.java}, commit
 * {@code 1d4652528215d21bd153b766002ec35f81f8b4d2}), and as the paycollect client's does: a fresh process's
 * first call pays for it in both ({@link FirstCall}); a call after that does not.
 */
final class HandWrittenClient {

    private static final MediaType JSON = MediaType.get("application/json");
    private static final ZoneId VIETNAM = ZoneId.of("Asia/Ho_Chi_Minh");
    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS");

    private final OkHttpClient http;
    private final ObjectMapper mapper = new ObjectMapper().registerModule(new JavaTimeModule());
    private final String baseUrl;
    private final String clientId;
    private final byte[] secret;

    HandWrittenClient(OkHttpClient http, String baseUrl, String clientId, String secretToken) {
        this.http = http;
        this.baseUrl = baseUrl;
        this.clientId = clientId;
        this.secret = secretToken.getBytes(StandardCharsets.UTF_8);
    }

    /** {@code POST /v1/generate-viet-qr}. */
    QrResponse generateQr(QrRequest request) throws IOException {
        String body = mapper.writeValueAsString(request);
        String timestamp = ZonedDateTime.now(VIETNAM).format(TIMESTAMP);
        Request call = new Request.Builder()
                .url(baseUrl + "/v1/generate-viet-qr")
                .post(RequestBody.create(body, JSON))
                .header("accept", "application/json")
                .header("x-client-id", clientId)
                .header("x-request-timestamp", timestamp)
                .header("x-signature", sign(timestamp + ":" + body))
                .build();
        try (Response response = http.newCall(call).execute()) {
            if (!response.isSuccessful()) {
                throw new IOException("HTTP " + response.code());
            }
            return mapper.readValue(response.body().string(), QrResponse.class);
        }
    }

    private String sign(String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA512");
            mac.init(new SecretKeySpec(secret, "HmacSHA512"));
            return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The request object, fields in the contract's order. */
    record QrRequest(String bankName, String accountNumber, long amount, String content) {
    }

    /** The answer, read leniently as such code would. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record QrResponse(String code, String message, QrData data) {
    }

    /** The QR code result. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record QrData(String qrCode, String qrCodeImage, String qrAccount, String referenceLabelCode) {
    }
}
