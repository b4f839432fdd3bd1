package io.paycollect.server.autoconfigure;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Names the fields of a {@link ConstraintViolationException} (method validation outside Spring MVC's
 * own, e.g. by a {@code @Validated} proxy). Loaded only when such an exception occurs, so an
 * application without Jakarta Validation never needs the classes.
 */
final class ConstraintViolations {

    private ConstraintViolations() {
    }

    static String describe(Throwable error) {
        ConstraintViolationException violations = (ConstraintViolationException) error;
        if (violations.getConstraintViolations() == null || violations.getConstraintViolations().isEmpty()) {
            return "request is not valid";
        }
        return violations.getConstraintViolations().stream()
                .map(v -> "field '" + field(v) + "' " + v.getMessage())
                .sorted()
                .distinct()
                .collect(Collectors.joining("; "));
    }

    /** The property path without the method and parameter nodes ({@code createVa.arg0.name} → {@code name}). */
    private static String field(ConstraintViolation<?> violation) {
        List<String> properties = new ArrayList<>();
        String parameter = "";
        for (Path.Node node : violation.getPropertyPath()) {
            if (node.getKind() == ElementKind.PARAMETER) {
                parameter = node.getName();
            } else if (node.getKind() == ElementKind.PROPERTY || node.getKind() == ElementKind.CONTAINER_ELEMENT) {
                properties.add(node.getName() + (node.getIndex() != null ? "[" + node.getIndex() + "]" : ""));
            }
        }
        return properties.isEmpty() ? parameter : String.join(".", properties);
    }
}
