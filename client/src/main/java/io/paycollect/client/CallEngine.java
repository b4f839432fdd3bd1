package io.paycollect.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Client;
import feign.Contract;
import feign.Feign;
import feign.InvocationHandlerFactory;
import feign.InvocationHandlerFactory.MethodHandler;
import feign.Logger;
import feign.MethodMetadata;
import feign.Request;
import feign.RequestInterceptor;
import feign.RequestTemplate;
import feign.Response;
import feign.ResponseHandler;
import feign.RetryableException;
import feign.Target;
import feign.Util;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The one engine every call of the client and of the starter's {@code @FeignClient}s goes through, in place of
 * Feign's method handler, with the pieces of a {@link PayCollectFeignBuilder} as Feign's capabilities enriched
 * them. Per call: the request built from the operation prepared on its first call, the request interceptors run
 * on a request template when there are any (else the request is built directly), signed over the exact bytes
 * handed to the transport ({@link SigningInterceptor#sign}, the one place that signs), sent once, and the answer
 * handed to Feign's own {@link ResponseHandler} (the logger, the response interceptors, the decoder and the error
 * decoder, as Feign runs them). Feign's invocation handler factory, as enriched, dispatches to it, and the
 * {@link CallGuard} surrounds each call.
 *
 * <p>Nothing is built for an operation before its first call: the contract reads a method when it is first called
 * (a whole interface when the interface called extends the one declaring it, or when the contract is no Feign
 * {@code BaseContract}, as a capability may wrap it).
 */
final class CallEngine extends Feign {

    private final Contract contract;
    private final InvocationHandlerFactory handlers;
    private final Client client;
    private final Request.Options options;
    private final feign.codec.Encoder encoder;
    /** The application's interceptors, as enriched; empty when the request is built directly. */
    private final RequestInterceptor[] interceptors;
    /** Whether a request is built without a template: no interceptor, the wire encoder not replaced. */
    private final boolean direct;
    private final Logger logger;
    private final Logger.Level logLevel;
    private final ResponseHandler answers;
    private final SigningInterceptor signing;
    private final ObjectMapper mapper;
    private final CallGuard guard;
    private final Map<Class<?>, Map<Method, MethodMetadata>> read = new ConcurrentHashMap<>();

    CallEngine(ClientSettings settings, Contract contract, InvocationHandlerFactory handlers, Client client,
               Request.Options options, feign.codec.Encoder encoder, List<RequestInterceptor> interceptors,
               Logger logger, Logger.Level logLevel, ResponseHandler answers) {
        this.contract = contract;
        this.handlers = handlers;
        this.client = client;
        this.options = options;
        this.encoder = encoder;
        this.interceptors = interceptors.toArray(new RequestInterceptor[0]);
        this.direct = interceptors.isEmpty() && encoder == settings.wireEncoder();
        this.logger = logger;
        this.logLevel = logLevel;
        this.answers = answers;
        this.signing = settings.signing();
        this.mapper = settings.objectMapper();
        this.guard = settings.guard();
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T newInstance(Target<T> target) {
        Map<Method, MethodHandler> dispatch = new LinkedHashMap<>();
        for (Method method : target.type().getMethods()) {
            if (method.getDeclaringClass() != Object.class && !method.isDefault() && !Modifier.isStatic(method.getModifiers())) {
                dispatch.put(method, new Operation(target, method));
            }
        }
        return (T) Proxy.newProxyInstance(target.type().getClassLoader(), new Class<?>[] {target.type()},
                handlers.create(target, dispatch));
    }

    /** One method of an API interface: prepared on its first call, then sent call after call. */
    private final class Operation implements MethodHandler {
        private final Target<?> target;
        private final Method method;
        private volatile PreparedOperation prepared;

        Operation(Target<?> target, Method method) {
            this.target = target;
            this.method = method;
        }

        @Override
        public Object invoke(Object[] args) throws Throwable {
            PreparedOperation operation = prepared;
            if (operation == null) {
                operation = PreparedOperation.of(metadata(target, method), target, mapper);
                prepared = operation;
            }
            PreparedOperation call = operation;
            return guard.call(call.route(), method, args, (headers, status) -> send(target, call, args, headers, status));
        }
    }

    @SuppressWarnings("deprecation") // BaseContract.parseAndValidateMetadata(Method): see below
    private MethodMetadata metadata(Target<?> target, Method method) {
        if (contract instanceof Contract.BaseContract one && method.getDeclaringClass() == target.type()) {
            // Only the method called, not the interface's other operations (about 14 ms of a fresh process's first
            // call for the bank group). Feign deprecates this form because it reads the method as declared, which is
            // the interface called exactly when the declaring class is the target's type, as checked above.
            return one.parseAndValidateMetadata(method);
        }
        MethodMetadata metadata = read.computeIfAbsent(target.type(), type -> {
            Map<Method, MethodMetadata> byMethod = new HashMap<>();
            for (MethodMetadata each : contract.parseAndValidateMetadata(type)) {
                byMethod.put(each.method(), each);
            }
            return byMethod;
        }).get(method);
        if (metadata == null) {
            throw new UnsupportedOperationException(method + " is no operation the contract reads");
        }
        return metadata;
    }

    private Object send(Target<?> target, PreparedOperation operation, Object[] args, Map<String, String> extraHeaders,
                        int[] status) throws Exception {
        Request request = direct ? direct(operation, args, extraHeaders) : throughInterceptors(target, operation, args,
                extraHeaders);
        String configKey = operation.configKey();
        if (logLevel != Logger.Level.NONE) {
            RedactingLogger.logRequest(logger, configKey, logLevel, request);
        }
        long start = System.nanoTime();
        Response response;
        try {
            response = client.execute(request, options);
        } catch (IOException e) {
            if (logLevel != Logger.Level.NONE) {
                RedactingLogger.logIOException(logger, configKey, logLevel, e, elapsedMillis(start));
            }
            // What Feign raises for it; nothing retries it.
            throw new RetryableException(-1, e.getMessage() + " executing " + request.httpMethod() + " " + request.url(),
                    request.httpMethod(), e, (Long) null, request);
        }
        if (response.request() == null) {
            response = response.toBuilder().request(request).build();
        }
        status[0] = response.status();
        return answers.handleResponse(configKey, response, operation.returnType(), elapsedMillis(start));
    }

    private Request direct(PreparedOperation operation, Object[] args, Map<String, String> extraHeaders) {
        byte[] body = operation.body(args);
        String url = operation.fixedUrl();
        Map<String, Collection<String>> headers;
        if (url != null) {
            headers = operation.newHeaders();
        } else {
            RequestTemplate resolved = operation.resolve(args);
            url = operation.baseUrl() + resolved.url();
            headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            headers.putAll(resolved.headers());
        }
        extraHeaders.forEach((name, value) -> headers.put(name, List.of(value)));
        if (body != null) {
            headers.put(Util.CONTENT_LENGTH, List.of(Integer.toString(body.length)));
        }
        signing.sign(body, headers);
        return Request.create(operation.httpMethod(), url, headers, body, body == null ? null : StandardCharsets.UTF_8,
                operation.template());
    }

    private Request throughInterceptors(Target<?> target, PreparedOperation operation, Object[] args,
                                        Map<String, String> extraHeaders) {
        RequestTemplate template = operation.newTemplate(args, encoder);
        extraHeaders.forEach((name, value) -> {
            template.removeHeader(name);
            template.header(name, value);
        });
        for (RequestInterceptor interceptor : interceptors) {
            interceptor.apply(template);
        }
        // Signed after every interceptor, over the exact body sent.
        return signing.signed(target.apply(template));
    }

    private static long elapsedMillis(long start) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    }
}
