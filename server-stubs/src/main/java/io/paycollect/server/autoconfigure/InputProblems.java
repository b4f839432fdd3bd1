package io.paycollect.server.autoconfigure;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.beans.TypeMismatchException;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.validation.BindingResult;
import org.springframework.validation.FieldError;
import org.springframework.validation.ObjectError;
import org.springframework.validation.method.ParameterErrors;
import org.springframework.validation.method.ParameterValidationResult;
import org.springframework.web.ErrorResponse;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.MissingRequestHeaderException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.method.annotation.HandlerMethodValidationException;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.NoHandlerFoundException;
import org.springframework.web.servlet.resource.NoResourceFoundException;

/**
 * Turns the exceptions Spring MVC raises for bad input into {@link Problem}s whose message names the
 * field, parameter or header at fault. Only Spring MVC types present in both Spring 6.2 (Boot 3.5) and
 * Spring 7 (Boot 4) are used.
 */
final class InputProblems {

    private InputProblems() {
    }

    /** The problem {@code error} stands for, or empty when it is not a known input error. */
    static Optional<Problem> describe(Throwable error) {
        if (error instanceof HttpMessageNotReadableException unreadable) {
            return Optional.of(Problem.of(400, unreadableBody(unreadable)));
        }
        if (error instanceof MethodArgumentNotValidException invalid) {
            return Optional.of(Problem.of(400, bindingErrors(invalid.getBindingResult())));
        }
        if (error instanceof HandlerMethodValidationException invalid) {
            return Optional.of(Problem.of(400, methodValidation(invalid)));
        }
        if (error instanceof MissingServletRequestParameterException missing) {
            return Optional.of(Problem.of(400, "query parameter '" + missing.getParameterName() + "' is missing"));
        }
        if (error instanceof MissingRequestHeaderException missing) {
            return Optional.of(Problem.of(400, "header '" + missing.getHeaderName() + "' is missing"));
        }
        if (error instanceof TypeMismatchException mismatch) {
            String name = mismatch.getPropertyName() == null ? "a parameter" : "parameter '" + mismatch.getPropertyName() + "'";
            return Optional.of(Problem.of(400, name + " has the wrong type"));
        }
        if (error instanceof HttpMediaTypeNotSupportedException unsupported) {
            return Optional.of(Problem.of(415, "content-type must be " + mediaTypes(unsupported.getSupportedMediaTypes())));
        }
        if (error instanceof HttpMediaTypeNotAcceptableException notAcceptable) {
            return Optional.of(Problem.of(406, "accept must allow " + mediaTypes(notAcceptable.getSupportedMediaTypes())));
        }
        if (error instanceof HttpRequestMethodNotSupportedException method) {
            String allowed = method.getSupportedMethods() == null ? "" : "; allowed: " + String.join(", ", method.getSupportedMethods());
            return Optional.of(Problem.of(405, "method " + method.getMethod() + " is not allowed on this path" + allowed));
        }
        if (error instanceof NoResourceFoundException || error instanceof NoHandlerFoundException) {
            return Optional.of(Problem.of(404, "no operation at this path"));
        }
        if (isTomcatParameterFailure(error)) {
            return Optional.of(Problem.of(400, "the query string could not be read"));
        }
        if (isConstraintViolation(error)) {
            return Optional.of(Problem.of(400, ConstraintViolations.describe(error)));
        }
        if (error instanceof ResponseStatusException status && status.getReason() != null) {
            return Optional.of(Problem.of(status.getStatusCode().value(), status.getReason()));
        }
        if (error instanceof ErrorResponse response) {
            int status = response.getStatusCode().value();
            return Optional.of(Problem.of(status, response.getBody().getTitle() == null ? "request failed" : response.getBody().getTitle()));
        }
        return Optional.empty();
    }

    private static String unreadableBody(HttpMessageNotReadableException error) {
        Optional<String> jackson = JacksonErrors.describe(error);
        if (jackson.isPresent()) {
            return jackson.get();
        }
        String message = error.getMessage();
        if (message != null && message.startsWith("Required request body is missing")) {
            return "request body is missing";
        }
        return "request body could not be read";
    }

    private static String bindingErrors(BindingResult result) {
        return describeErrors(result.getAllErrors(), "request body");
    }

    private static String methodValidation(HandlerMethodValidationException error) {
        List<String> parts = new ArrayList<>();
        for (ParameterValidationResult result : error.getParameterValidationResults()) {
            if (result instanceof ParameterErrors errors) {
                parts.add(describeErrors(errors.getAllErrors(), "request body"));
            } else {
                String name = result.getMethodParameter().getParameterName();
                String subject = name == null ? "a parameter" : "parameter '" + name + "'";
                result.getResolvableErrors().forEach(e -> parts.add(subject + " " + e.getDefaultMessage()));
            }
        }
        return parts.isEmpty() ? "request is not valid" : String.join("; ", parts);
    }

    private static String describeErrors(List<ObjectError> errors, String subject) {
        List<String> parts = errors.stream()
                .sorted(Comparator.comparing(e -> e instanceof FieldError f ? f.getField() : ""))
                .map(e -> e instanceof FieldError f ? fieldError(f) : subject + " " + e.getDefaultMessage())
                .distinct()
                .toList();
        return parts.isEmpty() ? subject + " is not valid" : String.join("; ", parts);
    }

    private static String fieldError(FieldError error) {
        if ("NotNull".equals(error.getCode())) {
            return "field '" + error.getField() + "' is required";
        }
        return "field '" + error.getField() + "' " + error.getDefaultMessage();
    }

    private static String mediaTypes(List<MediaType> types) {
        return types == null || types.isEmpty()
                ? MediaType.APPLICATION_JSON_VALUE
                : types.stream().map(MediaType::toString).collect(Collectors.joining(" or "));
    }

    /**
     * Tomcat's refusal of a query string it cannot parse (too many parameters, say), raised when the
     * parameters are first read, inside the controller's argument binding; by name, as Tomcat is the
     * application's choice.
     */
    private static boolean isTomcatParameterFailure(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getClass().getName().equals("org.apache.tomcat.util.http.InvalidParameterException")) {
                return true;
            }
        }
        return false;
    }

    private static boolean isConstraintViolation(Throwable error) {
        // Compared by name so that an application without Jakarta Validation never loads the class.
        return error.getClass().getName().equals("jakarta.validation.ConstraintViolationException");
    }
}
