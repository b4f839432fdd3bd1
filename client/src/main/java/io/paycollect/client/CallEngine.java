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
import feign.interceptor.Invocation;
import feign.interceptor.MethodInterceptor;
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
    /**
     * The application's method interceptors as one, in the order added and as enriched, or {@code null} for none:
     * then a request is built without a template when nothing else needs one.
     */
    private final MethodInterceptor methodInterceptor;
    /**
     * Whether a request may be built without a template: no request or method interceptor, the wire encoder not
     * replaced. Only for a {@link Target.HardCodedTarget} itself, whose URL never changes and whose {@code apply} only
     * prefixes it; any other target's {@code url()} and {@code apply} run on every request, as Feign runs them.
     */
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
               List<MethodInterceptor> methodInterceptors, Logger logger, Logger.Level logLevel, ResponseHandler answers) {
        this.contract = contract;
        this.handlers = handlers;
        this.client = client;
        this.options = options;
        this.encoder = encoder;
        this.interceptors = interceptors.toArray(new RequestInterceptor[0]);
        this.methodInterceptor = methodInterceptors.stream().reduce(MethodInterceptor::andThen).orElse(null);
        this.direct = interceptors.isEmpty() && methodInterceptor == null && encoder == settings.wireEncoder();
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
        List<DefaultMethod> defaults = new java.util.ArrayList<>();
        boolean direct = this.direct && target.getClass() == Target.HardCodedTarget.class;
        for (Method method : target.type().getMethods()) {
            if (method.getDeclaringClass() == Object.class || Modifier.isStatic(method.getModifiers())) {
                continue;
            }
            if (method.isDefault()) {
                DefaultMethod handler = new DefaultMethod(method);
                defaults.add(handler);
                dispatch.put(method, handler);
            } else {
                dispatch.put(method, new Operation(target, method, direct));
            }
        }
        T proxy = (T) Proxy.newProxyInstance(target.type().getClassLoader(), new Class<?>[] {target.type()},
                handlers.create(target, dispatch));
        defaults.forEach(handler -> handler.bindTo(proxy));
        return proxy;
    }

    /** One method of an API interface: prepared on its first call, then sent call after call. */
    private final class Operation implements MethodHandler {
        private final Target<?> target;
        private final Method method;
        private final boolean direct;
        private volatile PreparedOperation prepared;

        Operation(Target<?> target, Method method, boolean direct) {
            this.target = target;
            this.method = method;
            this.direct = direct;
        }

        @Override
        public Object invoke(Object[] args) throws Throwable {
            PreparedOperation operation = prepared;
            if (operation == null) {
                operation = PreparedOperation.of(metadata(target, method), target, direct, mapper);
                prepared = operation;
            }
            PreparedOperation call = operation;
            return guard.call(call.route(), method, args, (headers, status) -> direct
                    ? send(call, direct(call, args, headers), null, status)
                    : throughInterceptors(target, call, args, headers, status));
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

    /** Sends {@code request} once and hands its answer to Feign's response handler; {@code invocation} may be null. */
    private Object send(PreparedOperation operation, Request request, Invocation invocation, int[] status)
            throws Exception {
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
        if (invocation != null) {
            invocation.response(response);
        }
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

    /**
     * A call as Feign's method handler makes it: a template of the call, the method interceptors around the rest,
     * then the request interceptors in order and the target's {@code apply}.
     */
    private Object throughInterceptors(Target<?> target, PreparedOperation operation, Object[] args,
                                       Map<String, String> extraHeaders, int[] status) throws Throwable {
        RequestTemplate template = operation.newTemplate(args, encoder);
        extraHeaders.forEach((name, value) -> {
            template.removeHeader(name);
            template.header(name, value);
        });
        MethodInterceptor.Chain rest = invocation -> send(operation, request(target, invocation.requestTemplate()),
                invocation, status);
        if (methodInterceptor == null) {
            return send(operation, request(target, template), null, status);
        }
        return methodInterceptor.apply(rest).next(new Invocation(target, operation.metadata(), template, args));
    }

    private Request request(Target<?> target, RequestTemplate template) {
        for (RequestInterceptor interceptor : interceptors) {
            interceptor.apply(template);
        }
        // Signed after every interceptor and the target, over the exact body sent.
        return signing.signed(target.apply(template));
    }

    private static long elapsedMillis(long start) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    }
}
