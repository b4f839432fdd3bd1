package io.paycollect.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import feign.MethodMetadata;
import feign.Param;
import feign.Request.HttpMethod;
import feign.RequestTemplate;
import feign.Target;
import feign.codec.EncodeException;
import feign.codec.Encoder;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One operation of an API interface, resolved on its first call from Feign's own reading of its annotations
 * ({@link MethodMetadata}): the method, the URL, the declared headers, which argument fills which template
 * variable (path, query or header) and where the body is. A call then resolves only its variables and writes
 * its body, where Feign's method handler copies and expands the method's whole request template on every call.
 * Inputs Feign reads from other places (a query or header map, a form, a URI argument) are refused on the first
 * call, naming the method: the contract generates none.
 */
final class PreparedOperation {

    private final MethodMetadata metadata;
    private final String configKey;
    private final OperationRoute route;
    private final HttpMethod httpMethod;
    private final String baseUrl;
    /** The URL when the operation has no variable, query or header template; else {@code null}, resolved per call. */
    private final String fixedUrl;
    private final Map<String, Collection<String>> declaredHeaders;
    private final int bodyIndex;
    private final Type bodyType;
    private final ObjectWriter bodyWriter;
    private final Type returnType;
    private final RequestTemplate template;
    /** Per variable: the argument that fills it, its name, and its expander (or null). */
    private final int[] variableArgument;
    private final String[] variableName;
    private final Param.Expander[] variableExpander;

    private PreparedOperation(MethodMetadata metadata, Target<?> target, String baseUrl, ObjectMapper mapper) {
        this.metadata = metadata;
        this.configKey = metadata.configKey();
        this.route = OperationRoute.of(metadata);
        this.httpMethod = HttpMethod.valueOf(metadata.template().method());
        this.baseUrl = baseUrl;
        this.bodyIndex = metadata.bodyIndex() == null ? -1 : metadata.bodyIndex();
        this.bodyType = metadata.bodyType();
        this.bodyWriter = bodyIndex < 0 ? null : mapper.writerFor(mapper.constructType(bodyType));
        this.returnType = metadata.returnType();
        // A copy naming the target too, as Feign's own per-call templates do (feign-micrometer tags by both).
        this.template = RequestTemplate.from(metadata.template()).feignTarget(target);
        List<int[]> arguments = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Map.Entry<Integer, Collection<String>> argument : metadata.indexToName().entrySet()) {
            for (String name : argument.getValue()) {
                arguments.add(new int[] {argument.getKey()});
                names.add(name);
            }
        }
        this.variableArgument = arguments.stream().mapToInt(a -> a[0]).toArray();
        this.variableName = names.toArray(new String[0]);
        this.variableExpander = new Param.Expander[variableArgument.length];
        for (int i = 0; i < variableArgument.length; i++) {
            variableExpander[i] = expander(metadata, variableArgument[i]);
        }
        Map<String, Collection<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        metadata.template().headers().forEach((name, values) -> headers.put(name, List.copyOf(values)));
        this.declaredHeaders = headers;
        boolean literal = variableName.length == 0 && template.queries().isEmpty()
                && headers.values().stream().flatMap(Collection::stream).noneMatch(value -> value.contains("{"));
        this.fixedUrl = literal && baseUrl != null ? baseUrl + template.path() : null;
    }

    /**
     * The operation {@code metadata} describes, sent to {@code target}; {@code direct} when its requests are built
     * without a template ({@link #fixedUrl}, {@link #resolve}), to the target's URL read once.
     *
     * @throws UnsupportedOperationException for an input the client does not send (a query or header map, a
     *     form, a URI argument), naming the method
     */
    static PreparedOperation of(MethodMetadata metadata, Target<?> target, boolean direct, ObjectMapper mapper) {
        if (metadata.queryMapIndex() != null || metadata.headerMapIndex() != null || metadata.urlIndex() != null
                || !metadata.formParams().isEmpty() || metadata.alwaysEncodeBody()) {
            throw new UnsupportedOperationException(metadata.configKey() + " takes a query map, a header map, a form or"
                    + " a URI argument, which this client does not send: only path, query and header variables and"
                    + " one body");
        }
        return new PreparedOperation(metadata, target, direct ? target.url() : null, mapper);
    }

    private static Param.Expander expander(MethodMetadata metadata, int argument) {
        if (metadata.indexToExpander() != null) {
            return metadata.indexToExpander().get(argument);
        }
        Class<? extends Param.Expander> type = metadata.indexToExpanderClass().get(argument);
        try {
            return type == null ? null : type.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot create the expander " + type.getName() + " of " + metadata.configKey(), e);
        }
    }

    /** Feign's reading of the method. */
    MethodMetadata metadata() {
        return metadata;
    }

    /** Feign's key of the method, {@code BankApi#getBanks()}, as its logger and error decoder know it. */
    String configKey() {
        return configKey;
    }

    /** The operation's id and route, for the call's observer. */
    OperationRoute route() {
        return route;
    }

    /** The method's template as the contract reads it, never changed: what a request carries to name its operation. */
    RequestTemplate template() {
        return template;
    }

    HttpMethod httpMethod() {
        return httpMethod;
    }

    Type returnType() {
        return returnType;
    }

    /** The URL of every call, or {@code null} when each call's is resolved ({@link #resolve}), headers too. */
    String fixedUrl() {
        return fixedUrl;
    }

    /** The base URL, which a resolved template's path and query are appended to. */
    String baseUrl() {
        return baseUrl;
    }

    /** The headers the operation declares (content type, accept), in a fresh map the call may add to. */
    Map<String, Collection<String>> newHeaders() {
        Map<String, Collection<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.putAll(declaredHeaders);
        return headers;
    }

    /** The JSON body of this call in the wire form, or {@code null} for a bodiless operation. */
    byte[] body(Object[] args) {
        if (bodyIndex < 0) {
            return null;
        }
        try {
            return bodyWriter.writeValueAsBytes(bodyArgument(args));
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

    /** The method's template with this call's variables resolved (a null argument leaves its variable out). */
    RequestTemplate resolve(Object[] args) {
        Map<String, Object> values = new HashMap<>();
        for (int i = 0; i < variableName.length; i++) {
            Object value = args[variableArgument[i]];
            if (value != null) {
                values.put(variableName[i], variableExpander[i] == null ? value : expand(variableExpander[i], value));
            }
        }
        return template.resolve(values);
    }

    private static Object expand(Param.Expander expander, Object value) {
        if (!(value instanceof Iterable<?> values)) {
            return expander.expand(value);
        }
        List<String> expanded = new ArrayList<>();
        for (Object element : values) {
            expanded.add(element == null ? null : expander.expand(element));
        }
        return expanded;
    }

    /**
     * A request template of this call, as Feign's method handler makes it before its interceptors run: the
     * variables resolved and the body written by {@code encoder} (which a capability may have enriched).
     */
    RequestTemplate newTemplate(Object[] args, Encoder encoder) {
        RequestTemplate call = resolve(args);
        if (bodyIndex >= 0) {
            encoder.encode(bodyArgument(args), bodyType, call);
        }
        return call;
    }
}
