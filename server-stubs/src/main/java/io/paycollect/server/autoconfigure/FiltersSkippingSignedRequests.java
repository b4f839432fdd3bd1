package io.paycollect.server.autoconfigure;

import io.paycollect.server.SignatureVerificationFilter;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.Filter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.boot.web.servlet.AbstractFilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletContextInitializer;
import org.springframework.boot.web.servlet.ServletContextInitializerBeans;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses to let the application start while a filter of its own, ordered after the verifier, would never see a
 * signed request. The verifier reads a body without blocking and continues the request in an async dispatch; a filter
 * registered for request dispatches only (as Spring Boot registers a plain {@link Filter} bean) or a
 * {@link OncePerRequestFilter} that skips async dispatches (its default) is then left out without a word, so a
 * tenant gate or a block list would let every signed call through. Spring's own filters are not checked: they are
 * plumbing (request context, form content, character encoding) whose work the signed request does not need again.
 * Filters are listed as Spring Boot registers them ({@link ServletContextInitializerBeans}), with their order.
 */
final class FiltersSkippingSignedRequests implements SmartInitializingSingleton {

    private final ListableBeanFactory beans;

    FiltersSkippingSignedRequests(ListableBeanFactory beans) {
        this.beans = beans;
    }

    @Override
    public void afterSingletonsInstantiated() {
        List<String> skipping = find();
        if (!skipping.isEmpty()) {
            throw new FiltersSkippedException(skipping);
        }
    }

    /** Each filter after the verifier that a signed request would pass by, named with the reason. */
    List<String> find() {
        List<AbstractFilterRegistrationBean<?>> filters = new ArrayList<>();
        for (ServletContextInitializer initializer : new ServletContextInitializerBeans(beans)) {
            if (initializer instanceof AbstractFilterRegistrationBean<?> filter && filter.isEnabled()) {
                filters.add(filter);
            }
        }
        SignatureVerificationFilter verifier = null;
        int verifierOrder = 0;
        for (AbstractFilterRegistrationBean<?> filter : filters) {
            if (filter.getFilter() instanceof SignatureVerificationFilter found) {
                verifier = found;
                verifierOrder = filter.getOrder();
            }
        }
        List<String> skipping = new ArrayList<>();
        if (verifier == null || verifier.readsBodyOnOriginalDispatch()) {
            return skipping;
        }
        for (AbstractFilterRegistrationBean<?> registration : filters) {
            Filter filter = registration.getFilter();
            if (registration.getOrder() <= verifierOrder || filter == null
                    || filter.getClass().getName().startsWith("org.springframework.")) {
                continue;
            }
            String reason = reasonSkipped(registration, filter);
            if (reason != null) {
                skipping.add("'" + registration.getFilterName() + "' (" + filter.getClass().getName() + ", order "
                        + registration.getOrder() + "): " + reason);
            }
        }
        return skipping;
    }

    private static String reasonSkipped(AbstractFilterRegistrationBean<?> registration, Filter filter) {
        EnumSet<DispatcherType> types = registration.determineDispatcherTypes();
        if (!types.contains(DispatcherType.ASYNC)) {
            return "registered for " + types + " dispatches, not ASYNC";
        }
        if (filter instanceof OncePerRequestFilter && !declaresAsyncChoice(filter.getClass())) {
            return "a OncePerRequestFilter skips async dispatches unless shouldNotFilterAsyncDispatch() answers false";
        }
        return null;
    }

    /** Whether a subclass of OncePerRequestFilter says itself whether it filters async dispatches. */
    private static boolean declaresAsyncChoice(Class<?> type) {
        for (Class<?> c = type; c != null && c != OncePerRequestFilter.class; c = c.getSuperclass()) {
            for (var method : c.getDeclaredMethods()) {
                if (method.getName().equals("shouldNotFilterAsyncDispatch") && method.getParameterCount() == 0) {
                    return true;
                }
            }
        }
        return false;
    }
}
