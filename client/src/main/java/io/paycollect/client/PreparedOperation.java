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
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One operation of a generated API interface, resolved once from Feign's own reading of its
 * annotations ({@link MethodMetadata}): the method, the absolute URL, the declared headers, and where
 * the body is among the arguments. A call then only encodes its argument, where
 * Feign would copy and expand the method's request template on every call. The shapes the contract
 * generates are covered (one JSON body, named query parameters, or nothing; a query is expanded per
 * call by Feign's own template); an operation with any other input (path or header variables, forms) is
 * left to Feign ({@link #of} is empty).
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
    private final Type returnType;
    private final RequestTemplate template;
    /** Per argument, the query parameter it fills, or null: named query parameters (the eight query operations). */
    private final String[] queryNames;

    private PreparedOperation(MethodMetadata metadata, Target<?> target, Map<String, Collection<String>> declaredHeaders,
                              ObjectWriter bodyWriter, String[] queryNames) {
        this.configKey = metadata.configKey();
        this.httpMethod = HttpMethod.valueOf(metadata.template().method());
        this.baseUrl = target.url();
        this.url = target.url() + metadata.template().path();
        this.declaredHeaders = declaredHeaders;
        this.bodyIndex = metadata.bodyIndex() == null ? -1 : metadata.bodyIndex();
        this.bodyType = metadata.bodyType();
        this.bodyWriter = bodyWriter;
        this.returnType = metadata.returnType();
        // A copy naming the target too, as Feign's own per-call templates do (feign-micrometer tags by both).
        this.template = RequestTemplate.from(metadata.template()).feignTarget(target);
        this.queryNames = queryNames;
    }

    /**
     * The operation prepared for {@code target}, or empty when it has an input this class does not
     * prepare (then Feign's own method handler runs it).
     */
    static Optional<PreparedOperation> of(MethodMetadata metadata, Target<?> target, ObjectMapper mapper) {
        String path = metadata.template().path();
        String[] queryNames = queryNames(metadata);
        boolean onlyBodyOrQuery = queryNames != null && metadata.queryMapIndex() == null && metadata.formParams().isEmpty()
                && metadata.urlIndex() == null && metadata.headerMapIndex() == null
                && !metadata.alwaysEncodeBody() && !path.contains("{") && !path.contains("?")
                && metadata.returnType() != void.class && metadata.returnType() != Void.class
                && metadata.returnType() != feign.Response.class;
        if (!onlyBodyOrQuery) {
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
        return Optional.of(new PreparedOperation(metadata, target, headers, writer,
                metadata.indexToName().isEmpty() ? null : queryNames));
    }

    /**
     * Per argument, the query parameter {@code name={name}} it fills; null when an argument names anything
     * else (a path or header variable, an expander) or a query is not one plain variable.
     */
    private static String[] queryNames(MethodMetadata metadata) {
        Map<String, Collection<String>> queries = metadata.template().queries();
        String[] names = new String[metadata.method() == null ? 0 : metadata.method().getParameterCount()];
        for (Map.Entry<Integer, Collection<String>> argument : metadata.indexToName().entrySet()) {
            Collection<String> named = argument.getValue();
            String name = named.size() == 1 ? named.iterator().next() : null;
            if (name == null || argument.getKey() >= names.length
                    || !List.of("{" + name + "}").equals(List.copyOf(queries.getOrDefault(name, List.of())))
                    || (metadata.indexToExpander() != null && metadata.indexToExpander().containsKey(argument.getKey()))) {
                return null;
            }
            names[argument.getKey()] = name;
        }
        return queries.size() == metadata.indexToName().size() ? names : null;
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
     * the method's template resolved with the query arguments and the body written by {@code encoder} (the
     * application's capabilities may have enriched it). The base URL is not set yet: {@link #targetUrl()}.
     */
    RequestTemplate newTemplate(Object[] args, Encoder encoder) {
        RequestTemplate call = template.resolve(queryArguments(args));
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
     * The URL of this call: the operation's; with query parameters, expanded by Feign's own template as its
     * method handler does (a null argument leaves its parameter out).
     */
    String url(Object[] args) {
        return queryNames == null ? url : baseUrl + template.resolve(queryArguments(args)).url();
    }

    private Map<String, Object> queryArguments(Object[] args) {
        if (queryNames == null) {
            return Map.of();
        }
        Map<String, Object> values = new HashMap<>();
        for (int i = 0; i < queryNames.length; i++) {
            if (queryNames[i] != null && args[i] != null) {
                values.put(queryNames[i], args[i]);
            }
        }
        return values;
    }
}
