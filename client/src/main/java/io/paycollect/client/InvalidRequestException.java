package io.paycollect.client;

import java.util.List;

/**
 * A request was refused before anything was sent: it breaks the contract's constraints (for example
 * a missing {@code bankName} or an empty {@code accountNumber}). The message names every field
 * at fault; the request never reached the network.
 */
public class InvalidRequestException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final List<String> violations;

    InvalidRequestException(String operation, List<String> violations) {
        super(operation + ": invalid request, not sent: " + String.join("; ", violations));
        this.violations = List.copyOf(violations);
    }

    /** Each constraint broken, as {@code "<field path>: <what is wrong>"}, sorted by field. */
    public List<String> violations() {
        return violations;
    }
}
