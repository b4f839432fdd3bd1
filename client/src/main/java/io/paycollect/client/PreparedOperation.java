package io.paycollect.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import feign.MethodMetadata;
import feign.Request.HttpMethod;
import feign.RequestTemplate;
import feign.Target;
import feign.codec.EncodeException;
import feign.codec.Encoder;
import feign.template.UriUtils;
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One operation of a generated API interface, resolved once from Feign's own reading of its
 * annotations ({@link MethodMetadata}): the method, the absolute URL, the declared headers, and where
 * the body or the query map is among the arguments. A call then only encodes its argument, where
 * Feign would copy and expand the method's request template on every call. The shapes the contract
 * generates are covered (one JSON body, one free-form query map, or nothing); an operation with any
 * other input (path or header variables, forms) is left to Feign ({@link #of} is empty).
 */
final class PreparedOperation {

    private final String configKey;
    private final HttpMethod httpMethod;
    private final String baseUrl;
    private final String url;
    private final Map<String, Collection<String>> declaredHeaders;
    private final int bodyIndex;
    private final Type bodyType;
    private final ObjectWriter bodyWriter;
    private final int queryMapIndex;
    private final Type returnType;
    private final RequestTemplate template;

    private PreparedOperation(MethodMetadata metadata, Target<?> target, Map<String, Collection<String>> declaredHeaders,
                              ObjectWriter bodyWriter) {
        this.configKey = metadata.configKey();
        this.httpMethod = HttpMethod.valueOf(metadata.template().method());
        this.baseUrl = target.url();
        this.url = target.url() + metadata.template().path();
        this.declaredHeaders = declaredHeaders;
        this.bodyIndex = metadata.bodyIndex() == null ? -1 : metadata.bodyIndex();
        this.bodyType = metadata.bodyType();
        this.bodyWriter = bodyWriter;
        this.queryMapIndex = metadata.queryMapIndex() == null ? -1 : metadata.queryMapIndex();
        this.returnType = metadata.returnType();
        // A copy naming the target too, as Feign's own per-call templates do (feign-micrometer tags by both).
        this.template = RequestTemplate.from(metadata.template()).feignTarget(target);
    }

    /**
     * The operation prepared for {@code target}, or empty when it has an input this class does not
     * prepare (then Feign's own method handler runs it).
     */
    static Optional<PreparedOperation> of(MethodMetadata metadata, Target<?> target, ObjectMapper mapper) {
        String path = metadata.template().path();
        boolean onlyBodyOrQueryMap = metadata.indexToName().isEmpty() && metadata.formParams().isEmpty()
                && metadata.urlIndex() == null && metadata.headerMapIndex() == null
                && !metadata.alwaysEncodeBody() && metadata.template().queries().isEmpty()
                && !path.contains("{") && !path.contains("?")
                && metadata.returnType() != void.class && metadata.returnType() != Void.class
                && metadata.returnType() != feign.Response.class;
        if (!onlyBodyOrQueryMap) {
            return Optional.empty();
        }
        Map<String, Collection<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (Map.Entry<String, Collection<String>> header : metadata.template().headers().entrySet()) {
            for (String value : header.getValue()) {
                if (value.contains("{")) {
                    return Optional.empty();
                }
            }
            headers.put(header.getKey(), List.copyOf(header.getValue()));
        }
        ObjectWriter writer = metadata.bodyIndex() == null ? null
                : mapper.writerFor(mapper.constructType(metadata.bodyType()));
        return Optional.of(new PreparedOperation(metadata, target, headers, writer));
    }

    /** Feign's key of the method, {@code BankApi#getBanks()}, as its logger and error decoder know it. */
    String configKey() {
        return configKey;
    }

    /**
     * The method's template as Feign's contract read it, never changed after start-up: what a request
     * carries so that a decoder can name the operation ({@code methodMetadata().configKey()}).
     */
    RequestTemplate template() {
        return template;
    }

    HttpMethod httpMethod() {
        return httpMethod;
    }

    Type returnType() {
        return returnType;
    }

    /** The headers the operation declares (content type, accept), in a fresh map the call may add to. */
    Map<String, Collection<String>> newHeaders() {
        Map<String, Collection<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.putAll(declaredHeaders);
        return headers;
    }

    /** The JSON body of this call, or {@code null} for a bodiless operation. */
    byte[] body(Object[] args) {
        if (bodyIndex < 0) {
            return null;
        }
        Object body = bodyArgument(args);
        try {
            return bodyWriter.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new EncodeException(e.getMessage(), e);
        }
    }

    private Object bodyArgument(Object[] args) {
        Object body = args[bodyIndex];
        if (body == null) {
            throw new IllegalArgumentException("Body parameter " + bodyIndex + " was null");
        }
        return body;
    }

    /**
     * A request template of this call, as Feign's method handler makes it before its interceptors run:
     * the method's template resolved, the query map's entries added (encoded as {@link #url} encodes
     * them) and the body written by {@code encoder} (the application's capabilities may have enriched
     * it). The base URL is not set yet: {@link #targetUrl()}.
     */
    RequestTemplate newTemplate(Object[] args, Encoder encoder) {
        RequestTemplate call = template.resolve(Map.of());
        if (queryMapIndex >= 0 && args[queryMapIndex] instanceof Map<?, ?> query) {
            for (Map.Entry<?, ?> entry : query.entrySet()) {
                if (entry.getValue() != null) {
                    call.query(UriUtils.encode(String.valueOf(entry.getKey())),
                            UriUtils.encode(entry.getValue().toString()));
                }
            }
        }
        if (bodyIndex >= 0) {
            encoder.encode(bodyArgument(args), bodyType, call);
        }
        return call;
    }

    /** The base URL a template of {@link #newTemplate} is sent to. */
    String targetUrl() {
        return baseUrl;
    }

    /**
     * The URL of this call: the operation's, with the query map's entries appended as Feign appends
     * them: name and value percent-encoded, an entry with a null value left out, one with an empty
     * value sent as its name alone.
     */
    String url(Object[] args) {
        if (queryMapIndex < 0 || !(args[queryMapIndex] instanceof Map<?, ?> query) || query.isEmpty()) {
            return url;
        }
        StringBuilder out = new StringBuilder(url.length() + 16 * query.size()).append(url);
        char separator = '?';
        for (Map.Entry<?, ?> entry : query.entrySet()) {
            if (entry.getValue() == null) {
                continue;
            }
            out.append(separator).append(UriUtils.encode(String.valueOf(entry.getKey())));
            String value = UriUtils.encode(entry.getValue().toString());
            if (!value.isEmpty()) {
                out.append('=').append(value);
            }
            separator = '&';
        }
        return out.toString();
    }
}
