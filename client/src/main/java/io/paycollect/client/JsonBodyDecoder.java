package io.paycollect.client;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.RuntimeJsonMappingException;
import feign.Response;
import feign.Util;
import feign.codec.Decoder;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.lang.reflect.Type;
import java.util.Objects;

/**
 * Decodes a 2xx JSON body into the operation's return type with Jackson, from the bytes of the
 * response. feign-jackson's {@code JacksonDecoder} parses through a {@code Reader}, which allocates an
 * 8 KiB decoding buffer for every response; the envelopes here are a few hundred bytes, and Jackson
 * reads UTF-8 bytes directly. Same outcomes otherwise: 204 and 404 give the type's empty value, an
 * empty body gives {@code null}. The generated {@code ApiResponseDecoder} extends it. Thread-safe.
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
            Integer length = body.length();
            if (length != null) {
                if (length == 0) {
                    return null;
                }
                // The length is known: read exactly that many bytes, parse from the array.
                try (InputStream in = body.asInputStream()) {
                    return mapper.readValue(in.readNBytes(length), target);
                }
            }
            try (PushbackInputStream in = new PushbackInputStream(body.asInputStream(), 1)) {
                int first = in.read();
                if (first == -1) {
                    return null;
                }
                in.unread(first);
                return mapper.readValue(in, target);
            }
        } catch (RuntimeJsonMappingException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw e;
        }
    }
}
