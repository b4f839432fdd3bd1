package io.paycollect.client;

import com.code_intelligence.jazzer.junit.FuzzTest;
import feign.FeignException;
import feign.Request;
import feign.Response;
import io.paycollect.client.model.BankGetBanksResponse;
import io.paycollect.client.model.CustomVietQrResponse;
import io.paycollect.client.model.MerchantCreateResponse;
import java.io.IOException;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The decoder of the service's answers reads any bytes a server may send into an envelope or refuses
 * them with an {@link IOException} (which the client reports as an unreadable answer), never with
 * another exception. Each build replays the saved inputs under
 * {@code src/test/resources/io/paycollect/client/AnswerDecodingFuzzTestInputs/}; fuzz for longer with
 * {@code JAZZER_FUZZ=1 ./mvnw -pl client test -Dtest='AnswerDecodingFuzzTest#<target>'} (one target per run, as {@code .ci/fuzz} lists them).
 */
class AnswerDecodingFuzzTest {

    private static final JsonBodyDecoder DECODER = new JsonBodyDecoder(PayCollectJson.newObjectMapper());
    private static final List<Type> ANSWERS = List.of(CustomVietQrResponse.class, BankGetBanksResponse.class,
            MerchantCreateResponse.class);
    private static final Request REQUEST = Request.create(Request.HttpMethod.POST, "http://localhost/v1/generate-viet-qr",
            Map.of(), null, StandardCharsets.UTF_8, null);

    @FuzzTest(maxDuration = "10s")
    void anyBodyDecodesToAnEnvelopeOrIsRefusedAsUnreadable(byte[] body) throws Exception {
        for (Type answer : ANSWERS) {
            Response response = Response.builder().status(200).request(REQUEST)
                    .headers(Map.of("Content-Type", List.of("application/json"))).body(body).build();
            try {
                DECODER.decode(response, answer);
            } catch (IOException | FeignException unreadable) {
                // the documented refusal: reported to the caller as PayCollectApiException
            }
        }
    }
}
