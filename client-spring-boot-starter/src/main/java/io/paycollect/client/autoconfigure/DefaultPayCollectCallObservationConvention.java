package io.paycollect.client.autoconfigure;

import io.micrometer.common.KeyValues;
import io.paycollect.client.CallOutcome;

/**
 * The starter's default: an observation named {@code paycollect.client.calls}, contextual name the operation
 * id, tagged {@code client}, {@code operation}, {@code outcome}, {@code code} and {@code status}: the same tags
 * as the timer recorded without an {@code ObservationRegistry}.
 */
public class DefaultPayCollectCallObservationConvention implements PayCollectCallObservationConvention {

    @Override
    public String getName() {
        return CallTags.NAME;
    }

    @Override
    public String getContextualName(PayCollectCallContext context) {
        return context.getOperationId();
    }

    @Override
    public KeyValues getLowCardinalityKeyValues(PayCollectCallContext context) {
        CallOutcome outcome = context.getResponse();
        return KeyValues.of(
                CallTags.CLIENT, context.getClientName(),
                CallTags.OPERATION, context.getOperationId(),
                CallTags.OUTCOME, outcome == null ? CallTags.NONE : CallTags.outcome(outcome),
                CallTags.CODE, outcome == null ? CallTags.NONE : CallTags.code(outcome),
                CallTags.STATUS, outcome == null ? CallTags.NONE : CallTags.status(outcome));
    }
}
