package io.paycollect.client.autoconfigure;

import io.paycollect.client.CallOutcome;
import java.util.Locale;

/**
 * The tags of a call's timer and observation. All are of low cardinality (client names, operation ids, a few
 * outcomes, the service's codes, HTTP statuses); none carries a body, a header or a credential.
 */
final class CallTags {

    /** Name of the timer and of the observation. */
    static final String NAME = "paycollect.client.calls";
    /** The client's name: {@code default} for {@code paycollect.client.*}, else its key under {@code paycollect.clients}. */
    static final String CLIENT = "client";
    static final String OPERATION = "operation";
    static final String OUTCOME = "outcome";
    static final String CODE = "code";
    static final String STATUS = "status";
    static final String NONE = "none";

    private CallTags() {
    }

    static String outcome(CallOutcome outcome) {
        return outcome.kind().name().toLowerCase(Locale.ROOT);
    }

    static String code(CallOutcome outcome) {
        return outcome.code() == null ? NONE : outcome.code();
    }

    static String status(CallOutcome outcome) {
        return outcome.status() == 0 ? NONE : Integer.toString(outcome.status());
    }
}
