package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import feign.Request;
import feign.Response;
import io.paycollect.client.model.CustomVietQrResponse;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Decoding a 2xx body, whether its length is declared (Content-Length) or not (chunked). */
class JsonBodyDecoderTest {

    private static final String ENVELOPE = "{\"code\":\"00\",\"message\":\"Success\",\"data\":"
            + "{\"qrCode\":\"000201\",\"qrAccount\":\"0123456789\",\"addedLater\":\"kept or ignored, never fatal\"}}";
    private static final JsonBodyDecoder DECODER = new JsonBodyDecoder(PayCollectJson.newObjectMapper());
    private static final Request REQUEST = Request.create(Request.HttpMethod.POST, "http://localhost/v1/generate-viet-qr",
            Map.of(), new byte[0], StandardCharsets.UTF_8, null);

    private static Response.Builder ok() {
        return Response.builder().status(200).reason("OK").headers(Map.of()).request(REQUEST);
    }

    @Test
    void decodesABodyOfDeclaredLength() throws IOException {
        Response response = ok().body(ENVELOPE, StandardCharsets.UTF_8).build();
        CustomVietQrResponse envelope = (CustomVietQrResponse) DECODER.decode(response, CustomVietQrResponse.class);
        assertEquals("00", envelope.getCode());
        assertEquals("0123456789", envelope.getData().getQrAccount());
    }

    @Test
    void decodesABodyOfUnknownLength() throws IOException {
        byte[] bytes = ENVELOPE.getBytes(StandardCharsets.UTF_8);
        Response chunked = ok().body(new ByteArrayInputStream(bytes), null).build();
        CustomVietQrResponse envelope = (CustomVietQrResponse) DECODER.decode(chunked, CustomVietQrResponse.class);
        assertEquals("000201", envelope.getData().getQrCode());
    }

    @Test
    void anEmptyOrBlankBodyIsAnErrorWhereTheEnvelopeWasExpectedAndNullOtherwise() throws IOException {
        assertThrows(java.io.EOFException.class, () -> DECODER.decode(ok().body(new byte[0]).build(), CustomVietQrResponse.class));
        assertThrows(java.io.EOFException.class, () -> DECODER.decode(
                ok().body(new ByteArrayInputStream(new byte[0]), null).build(), CustomVietQrResponse.class));
        assertThrows(java.io.EOFException.class, () -> DECODER.decode(
                ok().body(" \r\n".getBytes(StandardCharsets.UTF_8)).build(), CustomVietQrResponse.class));
        assertNull(DECODER.decode(ok().body(new byte[0]).build(), java.util.Map.class));
        assertNull(DECODER.decode(ok().status(204).build(), CustomVietQrResponse.class), "204 says there is no content");
    }

    @Test
    void aBodyLongerThanItsDeclaredLengthIsReadWhole() throws IOException {
        // A decompressing transport (feign-java11 with gzip) reports the compressed length.
        byte[] bytes = ENVELOPE.getBytes(StandardCharsets.UTF_8);
        Response decompressed = ok().body(new ByteArrayInputStream(bytes), 40).build();
        CustomVietQrResponse envelope = (CustomVietQrResponse) DECODER.decode(decompressed, CustomVietQrResponse.class);
        assertEquals("0123456789", envelope.getData().getQrAccount());
    }

    @Test
    void aBodyInAnotherDeclaredCharsetIsDecodedInIt() throws IOException {
        String body = "{\"code\":\"00\",\"message\":\"Thành công\"}";
        Response latin1 = ok().headers(Map.of("Content-Type", java.util.List.of("application/json; charset=ISO-8859-1")))
                .body(body.getBytes(StandardCharsets.ISO_8859_1)).build();
        assertEquals("Thành công", ((CustomVietQrResponse) DECODER.decode(latin1, CustomVietQrResponse.class)).getMessage());
    }

    @Test
    void a404IsTheEmptyValueOfTheType() throws IOException {
        assertNull(DECODER.decode(ok().status(404).body(ENVELOPE, StandardCharsets.UTF_8).build(), CustomVietQrResponse.class));
    }
}
