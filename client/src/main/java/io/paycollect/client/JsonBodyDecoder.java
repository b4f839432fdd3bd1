package io.paycollect.client;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.RuntimeJsonMappingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import feign.Request;
import feign.Response;
import feign.Util;
import feign.codec.Decoder;
import io.paycollect.client.model.ApiResponse;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Decodes a 2xx JSON body into the operation's return type with Jackson, from the body's bytes (feign-jackson's
 * {@code JacksonDecoder} reads through a {@code Reader}: an 8 KiB buffer per answer); a body in another declared
 * charset still goes through a Reader. 204 and 404 give the type's empty value, an empty body {@code null} (an
 * error where the envelope was expected); {@code ApiResponse<T>} (the {@code WithHttpInfo} methods) wraps the
 * decoded {@code T} with the status and headers. An envelope whose {@code data} has another shape than declared
 * is still returned ({@link ResultEnvelope#getUndecodedData()}), with one warning per operation. Thread-safe.
 */
final class JsonBodyDecoder implements Decoder {

    private static final System.Logger LOG = System.getLogger(JsonBodyDecoder.class.getName());

    private final ObjectMapper mapper;
    private final Set<String> warned = ConcurrentHashMap.newKeySet();
    /**
     * One reader per answer type: it keeps the type's deserializer, which the mapper looks up per
     * call, and is found by the operation's own {@link Type} (one per generated method) without
     * resolving it through the mapper's type cache again.
     */
    private final Map<Type, Target> targets = new ConcurrentHashMap<>();

    /** @param mapper the wire-form mapper ({@link PayCollectJson}) */
    JsonBodyDecoder(ObjectMapper mapper) {
        this.mapper = Objects.requireNonNull(mapper, "mapper");
    }

    @Override
    public Object decode(Response response, Type type) throws IOException {
        if (type instanceof ParameterizedType withHttpInfo && withHttpInfo.getRawType() == ApiResponse.class) {
            return new ApiResponse<>(response.status(), Collections.unmodifiableMap(response.headers()),
                    decode(response, withHttpInfo.getActualTypeArguments()[0]));
        }
        Object decoded = decodeBody(response, type);
        if (decoded instanceof ResultEnvelope<?> envelope) {
            // So that requireSuccess() can name the operation and the status of a refusal; the operation's name
            // is found only then, off the path of every call.
            Request request = response.request();
            feign.MethodMetadata operation = request == null || request.requestTemplate() == null ? null
                    : request.requestTemplate().methodMetadata();
            envelope.answeredBy(operation != null ? operation : operationOf(request), response.status());
        }
        return decoded;
    }

    private Object decodeBody(Response response, Type type) throws IOException {
        if (response.status() == 204 || response.status() == 404) {
            return Util.emptyValueOf(type);
        }
        Target target = targets.computeIfAbsent(type, this::target);
        Response.Body body = response.body();
        if (body == null) {
            return empty(target.type());
        }
        // Feign finds the charset by parsing the Content-Type header each time it is asked.
        Charset charset = response.charset();
        try {
            if (!StandardCharsets.UTF_8.equals(charset)) {
                // Jackson reads bytes as UTF-8 (or detects UTF-16/32); any other declared charset goes
                // through a Reader, as feign-jackson does.
                String text;
                try (Reader reader = body.asReader(charset)) {
                    text = Util.toString(reader);
                }
                return text.isBlank() ? empty(target.type()) : read(() -> mapper.getFactory().createParser(text), target, response);
            }
            byte[] bytes;
            try (InputStream in = body.asInputStream()) {
                bytes = readAll(in, body.length());
            }
            if (isBlank(bytes)) {
                return empty(target.type());
            }
            try {
                return read(() -> mapper.getFactory().createParser(bytes), target, response);
            } catch (JsonProcessingException e) {
                if (!isUtf8(bytes)) {
                    // Bytes that are not text say nothing about the outcome: the service may have done the
                    // work and a proxy or a fault garbled the answer. Checked only once parsing failed.
                    throw new AnswerNotRead("the answer's bytes are not valid UTF-8", e);
                }
                throw e;
            }
        } catch (RuntimeJsonMappingException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw e;
        } catch (NumberFormatException e) {
            // Jackson refuses a number it cannot hold (a huge exponent) with this unchecked exception; for
            // the caller it is an unreadable answer like any other. The value is not quoted.
            throw new IOException("the answer holds a number out of range", e);
        }
    }

    private Target target(Type type) {
        JavaType javaType = mapper.constructType(type);
        return new Target(javaType, mapper.readerFor(javaType));
    }

    /** An answer type, resolved, and its reader. */
    private record Target(JavaType type, ObjectReader reader) {
    }

    /**
     * Reads the body as {@code target}; when it is an envelope whose {@code data} does not fit, reads
     * code and message alone and keeps the data as received, so that work the service did is not
     * reported as a failure (which a caller might retry).
     */
    private Object read(Content content, Target answer, Response response) throws IOException {
        try (JsonParser parser = content.parser()) {
            return answer.reader().readValue(parser);
        } catch (JsonMappingException mismatch) {
            JavaType target = answer.type();
            if (!ResultEnvelope.class.isAssignableFrom(target.getRawClass())) {
                throw mismatch;
            }
            JsonNode tree;
            try (JsonParser parser = content.parser()) {
                tree = mapper.readTree(parser);
            }
            // The envelope is recognised by its text code; a message is not needed to report the outcome.
            if (tree == null || !tree.path("code").isTextual()) {
                throw mismatch;
            }
            ObjectNode head = mapper.createObjectNode();
            head.set("code", tree.get("code"));
            if (tree.path("message").isTextual()) {
                head.set("message", tree.get("message"));
            }
            ResultEnvelope<?> envelope = (ResultEnvelope<?>) mapper.treeToValue(head, target);
            JsonNode data = tree.get("data");
            envelope.keepUndecodedData(data);
            warnOnce(response, target, data);
            return envelope;
        }
    }

    /**
     * What an empty or blank body decodes to: nothing for a bodiless type, and an error where the
     * envelope was expected, since a caller cannot tell from nothing whether the service did the work.
     */
    private static Object empty(JavaType target) throws IOException {
        if (ResultEnvelope.class.isAssignableFrom(target.getRawClass())) {
            throw new EOFException("an empty body where the envelope {code, message, data} was expected");
        }
        return null;
    }

    private static boolean isUtf8(byte[] bytes) {
        try {
            // A new decoder reports malformed input rather than replacing it.
            StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    private static boolean isBlank(byte[] bytes) {
        for (byte b : bytes) {
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
                return false;
            }
        }
        return true;
    }

    /** The body's content, which can be parsed more than once. */
    @FunctionalInterface
    private interface Content {
        JsonParser parser() throws IOException;
    }

    private void warnOnce(Response response, JavaType target, JsonNode data) {
        String operation = operationOf(response.request());
        if (warned.add(operation)) {
            // The data itself is not logged: it may hold a customer's details.
            LOG.log(System.Logger.Level.WARNING, () -> operation + " answered a data of JSON type "
                    + (data == null ? "none" : data.getNodeType().name().toLowerCase(Locale.ROOT)) + " that does not fit "
                    + target.getRawClass().getSimpleName() + ".data as the contract declares it; the envelope is"
                    + " returned with getData() null and the data in getUndecodedData(). Logged once per operation.");
        }
    }

    /** The contract's id of the operation that sent {@code request}, else its method and URL. */
    private static String operationOf(Request request) {
        if (request != null && request.requestTemplate() != null && request.requestTemplate().methodMetadata() != null) {
            return OperationRoute.operationIdOf(request.requestTemplate().methodMetadata());
        }
        return request == null ? "an operation" : request.httpMethod() + " " + request.url();
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
