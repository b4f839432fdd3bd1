package io.paycollect.sandbox.e2e;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/** The parts of the links the sandbox answers with (confirmation links carry ids in their query). */
final class Links {

    private Links() {
    }

    /** The decoded query parameters of {@code url}. */
    static Map<String, String> query(String url) {
        Map<String, String> query = new HashMap<>();
        for (String pair : URI.create(url).getRawQuery().split("&")) {
            String[] kv = pair.split("=", 2);
            query.put(URLDecoder.decode(kv[0], StandardCharsets.UTF_8), URLDecoder.decode(kv[1], StandardCharsets.UTF_8));
        }
        return query;
    }
}
