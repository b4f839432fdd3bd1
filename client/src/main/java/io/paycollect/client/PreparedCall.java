package io.paycollect.client;

import feign.Client;
import feign.FeignException;
import feign.Logger;
import feign.Request;
import feign.RequestInterceptor;
import feign.RequestTemplate;
import feign.Response;
import feign.RetryableException;
import feign.Util;
import feign.codec.DecodeException;
import feign.codec.Decoder;
import feign.codec.Encoder;
import feign.codec.ErrorDecoder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;

/**
 * Sends one call of a {@link PreparedOperation} through the client's Feign pieces: the same
 * transport, signing interceptor, decoder, error decoder and logger that Feign's method handler
 * uses, in the same order and with the same exceptions (an I/O failure becomes a
 * {@link RetryableException} that nothing retries, a decoder failure a {@link DecodeException}), but
 * without building a request template per call.
 *
 * <p>When the application adds request interceptors, or a capability enriches the encoder or an
 * interceptor, a call is built as Feign builds it instead: a request template of the call, encoded by
 * the encoder, passed through the interceptors and then the signing interceptor (each as enriched),
 * and made a request for the target. Without any, none of that runs.
 */
final class PreparedCall {

    private final Client transport;
    private final Request.Options options;
    private final SigningInterceptor signing;
    private final Decoder decoder;
    private final ErrorDecoder errorDecoder;
    private final RedactingLogger logger;
    private final Logger.Level logLevel;
    /** The interceptors of a call built as Feign builds it, signing last; {@code null} for the direct way. */
    private final RequestInterceptor[] interceptors;
    private final Encoder encoder;

    /**
     * @param interceptors when not {@code null}, every call is built as a request template, encoded by
     *     {@code encoder} and passed through these interceptors (the signing one among them), in order
     */
    PreparedCall(Client transport, Request.Options options, SigningInterceptor signing, Decoder decoder,
                 ErrorDecoder errorDecoder, RedactingLogger logger, Logger.Level logLevel,
                 List<RequestInterceptor> interceptors, Encoder encoder) {
        this.transport = Objects.requireNonNull(transport, "transport");
        this.options = Objects.requireNonNull(options, "options");
        this.signing = Objects.requireNonNull(signing, "signing");
        this.decoder = Objects.requireNonNull(decoder, "decoder");
        this.errorDecoder = Objects.requireNonNull(errorDecoder, "errorDecoder");
        this.logger = Objects.requireNonNull(logger, "logger");
        this.logLevel = Objects.requireNonNull(logLevel, "logLevel");
        this.interceptors = interceptors == null ? null : interceptors.toArray(new RequestInterceptor[0]);
        this.encoder = interceptors == null ? null : Objects.requireNonNull(encoder, "encoder");
    }

    /**
     * Sends one call.
     *
     * @param extraHeaders added to the request before it is signed (a trace context, say)
     * @param status told the HTTP status of the answer, when one comes
     */
    Object send(PreparedOperation operation, Object[] args, Map<String, String> extraHeaders, IntConsumer status)
            throws Exception {
        Request request = interceptors == null ? direct(operation, args, extraHeaders)
                : throughInterceptors(operation, args, extraHeaders);
        String configKey = operation.configKey();
        boolean logging = logLevel != Logger.Level.NONE;
        if (logging) {
            logger.request(configKey, logLevel, request);
        }
        long start = System.nanoTime();
        Response response;
        try {
            response = transport.execute(request, options);
            if (response.request() == null) {
                response = response.toBuilder().request(request).build();
            }
            status.accept(response.status());
        } catch (IOException e) {
            if (logging) {
                logger.failure(configKey, logLevel, e, elapsedMillis(start));
            }
            throw new RetryableException(-1, e.getMessage() + " executing " + request.httpMethod() + " " + request.url(),
                    request.httpMethod(), e, (Long) null, request);
        }
        try {
            if (logging) {
                response = logger.response(configKey, logLevel, response, elapsedMillis(start));
            }
            return decode(configKey, response, operation);
        } catch (IOException e) {
            if (logging) {
                logger.failure(configKey, logLevel, e, elapsedMillis(start));
            }
            throw new DecodeException(response.status(), e.getMessage() + " reading " + request.httpMethod() + " "
                    + request.url(), request, e);
        } finally {
            Util.ensureClosed(response.body());
        }
    }

    private Request direct(PreparedOperation operation, Object[] args, Map<String, String> extraHeaders) {
        byte[] body = operation.body(args);
        Map<String, Collection<String>> headers = operation.newHeaders();
        extraHeaders.forEach((name, value) -> headers.put(name, List.of(value)));
        if (body != null) {
            headers.put(Util.CONTENT_LENGTH, List.of(Integer.toString(body.length)));
        }
        signing.sign(body, headers);
        return Request.create(operation.httpMethod(), operation.url(args), headers, body,
                body == null ? null : StandardCharsets.UTF_8, operation.template());
    }

    private Request throughInterceptors(PreparedOperation operation, Object[] args, Map<String, String> extraHeaders) {
        RequestTemplate template = operation.newTemplate(args, encoder);
        extraHeaders.forEach((name, value) -> {
            template.removeHeader(name);
            template.header(name, value);
        });
        for (RequestInterceptor interceptor : interceptors) {
            interceptor.apply(template);
        }
        // What Feign's HardCodedTarget does: an interceptor may have made the URL absolute already.
        if (!template.url().startsWith("http")) {
            template.target(operation.targetUrl());
        }
        return template.request();
    }

    private Object decode(String configKey, Response response, PreparedOperation operation) throws Exception {
        if (response.status() < 200 || response.status() >= 300) {
            throw errorDecoder.decode(configKey, response);
        }
        try {
            return decoder.decode(response, operation.returnType());
        } catch (FeignException | IOException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new DecodeException(response.status(), e.getMessage(), response.request(), e);
        }
    }

    private static long elapsedMillis(long start) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    }
}
