package io.paycollect.client;

import jakarta.validation.ConstraintViolation;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Checks the arguments of an API call against the contract before anything is sent: a required
 * argument (marked {@code @Nonnull} by the generator) must be present, and every request model must
 * satisfy its Jakarta Validation constraints ({@code @NotNull}, {@code @Size}, ...), which the
 * generator derives from the contract's {@code required}, {@code minLength} and so on.
 *
 * <p>Uses Hibernate Validator, scoped per model class ({@link ModelValidators}), so no expression-language
 * implementation is needed at run time. Thread-safe; build one and share it.
 */
final class RequestValidator {

    private static final String NONNULL = "jakarta.annotation.Nonnull";

    private static final RequestValidator INSTANCE = new RequestValidator();

    private RequestValidator() {
    }

    /**
     * The validator shared by every client: Hibernate Validator's validators are thread-safe, and each is
     * bootstrapped only when a request model of its class is first validated ({@link ModelValidators}), so a
     * client built and never used, or used only for bodiless calls, never starts it.
     */
    public static RequestValidator create() {
        return INSTANCE;
    }

    /**
     * Checks the arguments of one call.
     *
     * @throws InvalidRequestException naming every field at fault
     */
    public void validate(Method method, Object[] args) {
        Map<Method, Parameters> read = PARAMETERS.get(method.getDeclaringClass());
        Parameters parameters = read.get(method);
        if (parameters == null) {
            parameters = read.computeIfAbsent(method, Parameters::of);
        }
        List<String> violations = null;
        for (int i = 0; i < parameters.names.length; i++) {
            Object arg = args == null ? null : args[i];
            if (arg == null) {
                if (parameters.required[i]) {
                    violations = add(violations, parameters.names[i] + ": must not be null");
                }
            } else if (isModel(arg)) {
                for (ConstraintViolation<Object> v : ModelValidators.of(arg.getClass()).validate(arg)) {
                    violations = add(violations, v.getPropertyPath() + ": " + v.getMessage());
                }
            }
        }
        if (violations != null) {
            violations.sort(null);
            throw new InvalidRequestException(method.getDeclaringClass().getSimpleName() + "." + method.getName(),
                    violations);
        }
    }

    private static List<String> add(List<String> violations, String violation) {
        List<String> to = violations == null ? new ArrayList<>() : violations;
        to.add(violation);
        return to;
    }

    /**
     * What each API method's parameters require, read on its first call instead of on every call, and not for the
     * interface's other methods, which a process may never call.
     */
    private static final ClassValue<Map<Method, Parameters>> PARAMETERS = new ClassValue<>() {
        @Override
        protected Map<Method, Parameters> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };

    private record Parameters(String[] names, boolean[] required) {
        static Parameters of(Method method) {
            Parameter[] parameters = method.getParameters();
            String[] names = new String[parameters.length];
            boolean[] required = new boolean[parameters.length];
            for (int i = 0; i < parameters.length; i++) {
                names[i] = parameters[i].getName();
                required[i] = isRequired(parameters[i]);
            }
            return new Parameters(names, required);
        }
    }

    private static boolean isRequired(Parameter parameter) {
        for (Annotation a : parameter.getAnnotations()) {
            if (a.annotationType().getName().equals(NONNULL)) {
                return true;
            }
        }
        return false;
    }

    // Only generated models carry constraints here; a query parameter's range or pattern is the service's to refuse.
    private static boolean isModel(Object arg) {
        return !(arg instanceof Map || arg instanceof Collection || arg instanceof CharSequence
                || arg instanceof Number || arg instanceof Boolean || arg.getClass().isEnum());
    }

    @Override
    public String toString() {
        return "RequestValidator[Hibernate Validator, ParameterMessageInterpolator]";
    }
}
