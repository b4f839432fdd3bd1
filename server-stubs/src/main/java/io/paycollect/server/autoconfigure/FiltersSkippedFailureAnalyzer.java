package io.paycollect.server.autoconfigure;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/** Says which filters would skip signed requests, and the three ways to make the application start. */
final class FiltersSkippedFailureAnalyzer extends AbstractFailureAnalyzer<FiltersSkippedException> {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, FiltersSkippedException cause) {
        StringBuilder description = new StringBuilder("The paycollect signature verifier reads a signed request's body "
                + "without blocking and continues the request in an async dispatch. These filters, ordered after it, "
                + "would never run on a signed request:");
        cause.filters().forEach(filter -> description.append(System.lineSeparator()).append("    - ").append(filter));
        return new FailureAnalysis(description.toString(), "Say how each should run: register it for async dispatches "
                + "too (FilterRegistrationBean.setDispatcherTypes(REQUEST, ASYNC); a OncePerRequestFilter also "
                + "overriding shouldNotFilterAsyncDispatch() to answer false), order it before the verifier "
                + "(paycollect.server.filter-order), or set paycollect.server.read-body-on-original-dispatch=true to "
                + "read bodies blocking in the original dispatch, where every filter runs.", cause);
    }
}
