package io.paycollect.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ErrorEnvelopeWriterTest {

    static String json(String code, String message) {
        return new String(ErrorEnvelopeWriter.json(code, message), StandardCharsets.UTF_8);
    }

    @Test
    void writesCodeMessageAndNullData() {
        assertThat(json("97", "x-signature does not match the request"))
                .isEqualTo("{\"code\":\"97\",\"message\":\"x-signature does not match the request\",\"data\":null}");
    }

    @Test
    void escapesWhatJsonRequiresAndKeepsVietnameseAsUtf8() {
        assertThat(json("400", "field 'a\"b\\c' \n\t\u0001 \u2028 đơn hàng"))
                .isEqualTo("{\"code\":\"400\",\"message\":\"field 'a\\\"b\\\\c' \\n\\t\\u0001 \\u2028 đơn hàng\",\"data\":null}");
    }
}
