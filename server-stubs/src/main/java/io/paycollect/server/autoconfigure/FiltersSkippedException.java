package io.paycollect.server.autoconfigure;

import java.util.List;

/** Start-up stopped: filters ordered after the verifier would never see a signed request (listed, with why). */
public final class FiltersSkippedException extends IllegalStateException {

    private final transient List<String> filters;

    FiltersSkippedException(List<String> filters) {
        super("Filters ordered after the paycollect signature verifier would never run on a signed request: "
                + String.join("; ", filters));
        this.filters = List.copyOf(filters);
    }

    /** Each filter, named, with the reason it would be skipped. */
    public List<String> filters() {
        return filters;
    }
}
