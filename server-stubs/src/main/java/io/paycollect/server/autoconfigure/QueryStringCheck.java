package io.paycollect.server.autoconfigure;

import io.paycollect.server.ProtectedPaths;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import org.springframework.core.MethodParameter;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Refuses, before any parameter is bound, a query string that has no single reading: a parameter without a
 * name ({@code ?=x}), a name given twice ({@code ?id=1&id=2}: one binder takes the first, another joins them
 * as {@code 1,2}), or broken percent-encoding. The refusal is a {@link ResponseStatusException}, which
 * {@link EnvelopeExceptionResolver} answers with a 400 envelope saying what is wrong. Empty segments
 * ({@code ?a=1&&b=2}) carry nothing and are skipped, as every servlet container does.
 *
 * <p>It also refuses an empty or blank value of a parameter the handler types other than text
 * ({@code merchantId=}, {@code skipCount=}): the contract types it a number, which empty text is not (standard
 * validators refuse it), and the official SDKs leave an unset parameter out rather than send it empty. Spring alone
 * would read it as absent: its default number editor takes empty text for null. An empty text parameter is the
 * text the contract allows (or refuses by its {@code minLength}), and is left to the binding.
 */
final class QueryStringCheck implements HandlerInterceptor {

    private static final int MAX_NAME_SHOWN = 60;

    private final ProtectedPaths paths;

    QueryStringCheck(ProtectedPaths paths) {
        this.paths = paths;
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
        String query = request.getQueryString();
        if (query != null && !query.isEmpty() && paths.matches(request)) {
            check(query);
            if (handler instanceof HandlerMethod method) {
                checkTypedValues(request, method);
            }
        }
        return true;
    }

    private static void checkTypedValues(HttpServletRequest request, HandlerMethod method) {
        for (MethodParameter parameter : method.getMethodParameters()) {
            RequestParam annotation = parameter.getParameterAnnotation(RequestParam.class);
            if (annotation == null || CharSequence.class.isAssignableFrom(parameter.nestedIfOptional().getNestedParameterType())) {
                continue;
            }
            String name = !annotation.name().isEmpty() ? annotation.name()
                    : !annotation.value().isEmpty() ? annotation.value() : parameter.getParameterName();
            String value = name == null ? null : request.getParameter(name);
            if (value != null && value.isBlank()) {
                throw refusal("query parameter '" + shown(name) + "' is empty: leave it out or give a value");
            }
        }
    }

    static void check(String query) {
        Set<String> names = new HashSet<>();
        for (String segment : query.split("&", -1)) {
            if (segment.isEmpty()) {
                continue;
            }
            int equals = segment.indexOf('=');
            String name = decode(equals < 0 ? segment : segment.substring(0, equals));
            if (equals >= 0) {
                decode(segment.substring(equals + 1));
            }
            if (name.isEmpty()) {
                throw refusal("the query string has a parameter without a name");
            }
            if (!names.add(name)) {
                throw refusal("query parameter '" + shown(name) + "' is given more than once");
            }
        }
    }

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw refusal("the query string is not valid percent-encoding");
        }
    }

    private static String shown(String name) {
        return name.length() > MAX_NAME_SHOWN ? name.substring(0, MAX_NAME_SHOWN) + "…" : name;
    }

    private static ResponseStatusException refusal(String reason) {
        return new ResponseStatusException(HttpStatus.BAD_REQUEST, reason);
    }
}
