package io.paycollect.client;

import jakarta.validation.Valid;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.HashSet;
import java.util.Set;
import org.hibernate.validator.PredefinedScopeHibernateValidator;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;

/**
 * One Hibernate Validator per request model class, bootstrapped when a model of that class is first validated.
 *
 * <p>Why not one default validator: Hibernate Validator's default bootstrap registers every built-in constraint
 * validator (about 200 classes loaded) and reads XML configuration, which a fresh process paid on its first call. Its
 * predefined scope registers only the built-in constraints it is given and builds metadata only for the bean classes
 * given, so the scope here is the model's own runtime class (a subclass included) and every model reachable from it
 * through {@code @Valid} (a class left out would be silently accepted), with the built-in constraints those classes
 * carry: Hibernate Validator 8 (Spring Boot 3.5) finds no validator for a built-in constraint left out of the list
 * (HV000030), where 9 resolves it anyway. No XML configuration is read, and {@link ParameterMessageInterpolator}
 * needs no expression language.
 */
final class ModelValidators {

    /**
     * Hibernate Validator announces its version at INFO. Without a logging framework (a plain Java application,
     * through JBoss Logging to java.util.logging) that is a line on stderr in every run; an application that
     * configured this logger itself keeps its setting. Held here, as java.util.logging keeps its loggers only weakly.
     */
    private static final java.util.logging.Logger VERSION_LOG =
            java.util.logging.Logger.getLogger("org.hibernate.validator.internal.util.Version");

    private static final String BUILTIN_PACKAGE = "jakarta.validation.constraints";

    private static final ClassValue<Validator> BY_MODEL = new ClassValue<>() {
        @Override
        protected Validator computeValue(Class<?> model) {
            return bootstrap(model);
        }
    };

    private ModelValidators() {
    }

    /** The validator for models of this class; thread-safe, built once per class. */
    static Validator of(Class<?> model) {
        return BY_MODEL.get(model);
    }

    private static Validator bootstrap(Class<?> model) {
        if (VERSION_LOG.getLevel() == null) {
            VERSION_LOG.setLevel(java.util.logging.Level.WARNING);
        }
        Scope scope = new Scope();
        scope.collect(model);
        return Validation.byProvider(PredefinedScopeHibernateValidator.class)
                .configure()
                .ignoreXmlConfiguration()
                .builtinConstraints(scope.builtins)
                .initializeBeanMetaData(scope.models)
                .messageInterpolator(new ParameterMessageInterpolator())
                .buildValidatorFactory()
                .getValidator();
    }

    /**
     * The models one validator is bootstrapped for, read in one pass: a model and every model it cascades to through
     * its own or its superclasses' {@code @Valid}, and the built-in constraints ({@code jakarta.validation.constraints})
     * they declare.
     */
    private static final class Scope {
        final Set<Class<?>> models = new HashSet<>();
        final Set<String> builtins = new HashSet<>();

        void collect(Class<?> model) {
            if (!models.add(model)) {
                return;
            }
            for (Class<?> c = model; c != null && c != Object.class; c = c.getSuperclass()) {
                for (var field : c.getDeclaredFields()) {
                    addBuiltins(field.getAnnotations());
                    addBuiltins(field.getAnnotatedType());
                    visit(field, field.getGenericType());
                }
                for (Method method : c.getDeclaredMethods()) {
                    addBuiltins(method.getAnnotations());
                    addBuiltins(method.getAnnotatedReturnType());
                    visit(method, method.getGenericReturnType());
                    visitElements(method.getAnnotatedReturnType());
                }
            }
        }

        // List<@Min(1L) Long>: constraints on type arguments count too.
        private void addBuiltins(AnnotatedType type) {
            addBuiltins(type.getAnnotations());
            if (type instanceof AnnotatedParameterizedType p) {
                for (AnnotatedType argument : p.getAnnotatedActualTypeArguments()) {
                    addBuiltins(argument);
                }
            }
        }

        private void addBuiltins(Annotation[] annotations) {
            for (Annotation annotation : annotations) {
                Class<? extends Annotation> type = annotation.annotationType();
                if (type.getPackageName().equals(BUILTIN_PACKAGE)) {
                    builtins.add(type.getName());
                } else if (type.getSimpleName().equals("List") && type.getEnclosingClass() != null
                        && type.getEnclosingClass().getPackageName().equals(BUILTIN_PACKAGE)) {
                    builtins.add(type.getEnclosingClass().getName()); // @Size.List and the like: the repeated form
                }
            }
        }

        private void visit(AnnotatedElement element, Type type) {
            if (element.isAnnotationPresent(Valid.class)) {
                cascade(type);
            }
        }

        // List<@Valid X>: a cascade declared on the type argument (the generated getters' form).
        private void visitElements(AnnotatedType type) {
            if (type instanceof AnnotatedParameterizedType p) {
                for (AnnotatedType argument : p.getAnnotatedActualTypeArguments()) {
                    if (argument.isAnnotationPresent(Valid.class)) {
                        cascade(argument.getType());
                    }
                    visitElements(argument);
                }
            }
        }

        // A cascaded List<X> or Map<K, X> validates its elements: follow the type arguments as well.
        private void cascade(Type type) {
            if (type instanceof ParameterizedType p) {
                for (Type argument : p.getActualTypeArguments()) {
                    cascade(argument);
                }
            } else if (type instanceof Class<?> c && !c.isPrimitive() && !c.isEnum() && !c.getName().startsWith("java.")) {
                collect(c);
            }
        }
    }
}
