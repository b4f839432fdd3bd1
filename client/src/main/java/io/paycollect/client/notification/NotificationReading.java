package io.paycollect.client.notification;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.paycollect.client.PayCollectJson;
import io.paycollect.client.model.Notification;
import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * How a notification's body is read: the wire's JSON form ({@link PayCollectJson}) under the server's reading
 * rules (docs/notifications.md): a value is read only into a field of its own JSON type (no text for a number,
 * no number for a text), a list holds no null, and the amount is a whole number of VND. What breaks a rule is
 * described naming the field, for the 400 the service is answered.
 */
final class NotificationReading {

    private static final int MAX_PATH_LENGTH = 100;

    private NotificationReading() {
    }

    /** The wire's mapper, reading strictly. */
    static ObjectMapper mapper() {
        ObjectMapper mapper = PayCollectJson.newObjectMapper();
        // A text field takes any scalar unless told otherwise.
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        // The amount, the one number of a notification: never from text.
        mapper.coercionConfigFor(LogicalType.Float)
                .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        // Every array of the contract is a List in the generated models.
        mapper.configOverride(List.class).setSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL));
        return mapper;
    }

    /** What is wrong with the field a mapping error stopped at, e.g. {@code field 'amount' must be a number}. */
    static String describe(JsonMappingException error) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : error.getPath()) {
            if (reference.getFieldName() != null) {
                path.append(path.length() > 0 ? "." : "").append(reference.getFieldName());
            } else if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        if (path.length() == 0) {
            return "a JSON object was expected";
        }
        String field = "field '" + (path.length() > MAX_PATH_LENGTH ? path.substring(0, MAX_PATH_LENGTH) + "…" : path) + "'";
        if (error instanceof InvalidNullException) {
            return field + " must not be null";
        }
        Class<?> target = error instanceof com.fasterxml.jackson.databind.exc.MismatchedInputException m ? m.getTargetType() : null;
        if (target == null) {
            return field + " has the wrong type";
        }
        if (CharSequence.class.isAssignableFrom(target)) {
            return field + " must be a string";
        }
        if (Number.class.isAssignableFrom(target)) {
            return field + " must be a number";
        }
        if (target == Boolean.class) {
            return field + " must be true or false";
        }
        return field + (Collection.class.isAssignableFrom(target) ? " must be an array" : " must be a JSON object");
    }

    /** Why {@code notification} breaks a rule Jackson does not check: a fraction of a dong. */
    static Optional<String> problem(Notification notification) {
        BigDecimal amount = notification.getAmount();
        if (amount != null && amount.stripTrailingZeros().scale() > 0) {
            return Optional.of("field 'amount' must be a whole number of VND");
        }
        return Optional.empty();
    }
}
