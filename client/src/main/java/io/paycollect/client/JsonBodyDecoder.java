package io.paycollect.client;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.RuntimeJsonMappingException;
import feign.Response;
import feign.Util;
import feign.codec.Decoder;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * Decodes a 2xx JSON body into the operation's return type with Jackson, from the bytes of the
 * response. feign-jackson's {@code JacksonDecoder} parses through a {@code Reader}, which allocates an
 * 8 KiB decoding buffer for every response; the envelopes here are a few hundred bytes, and Jackson
 * reads UTF-8 bytes directly. A body in another declared charset still goes through a Reader. Same
 * outcomes otherwise: 204 and 404 give the type's empty value, an empty body gives {@code null}.
 * The generated {@code ApiResponseDecoder} extends it. Thread-safe.
 */
public class JsonBodyDecoder implements Decoder {

    private final ObjectMapper mapper;

    /** @param mapper the wire-form mapper ({@link PayCollectJson}) */
    public JsonBodyDecoder(ObjectMapper mapper) {
        this.mapper = Objects.requireNonNull(mapper, "mapper");
    }

    @Override
    public Object decode(Response response, Type type) throws IOException {
        if (response.status() == 204 || response.status() == 404) {
            return Util.emptyValueOf(type);
        }
        Response.Body body = response.body();
        if (body == null) {
            return null;
        }
        JavaType target = mapper.constructType(type);
        try {
            if (!StandardCharsets.UTF_8.equals(response.charset())) {
                // Jackson reads bytes as UTF-8 (or detects UTF-16/32); any other declared charset goes
                // through a Reader, as feign-jackson does.
                try (BufferedReader reader = new BufferedReader(body.asReader(response.charset()))) {
                    reader.mark(1);
                    if (reader.read() == -1) {
                        return null;
                    }
                    reader.reset();
                    return mapper.readValue(reader, target);
                }
            }
            try (InputStream in = body.asInputStream()) {
                byte[] bytes = readAll(in, body.length());
                return bytes.length == 0 ? null : mapper.readValue(bytes, target);
            }
        } catch (RuntimeJsonMappingException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw e;
        }
    }

    /**
     * The whole body. The declared length only sizes the first read: a transport that decompresses
     * (feign-java11 does, for gzip) may report the compressed length of a longer body.
     */
    private static byte[] readAll(InputStream in, Integer declaredLength) throws IOException {
        if (declaredLength == null || declaredLength <= 0) {
            return in.readAllBytes();
        }
        byte[] first = in.readNBytes(declaredLength);
        int next = in.read();
        if (next == -1) {
            return first;
        }
        ByteArrayOutputStream whole = new ByteArrayOutputStream(first.length * 2);
        whole.write(first);
        whole.write(next);
        in.transferTo(whole);
        return whole.toByteArray();
    }
}
