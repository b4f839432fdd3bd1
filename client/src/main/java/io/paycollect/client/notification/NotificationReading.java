package io.paycollect.client.notification;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.paycollect.client.PayCollectJson;
import io.paycollect.client.model.Notification;
import io.paycollect.client.model.VaLinkResult;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;

/**
 * How a notification's body is read: the wire's JSON form ({@link PayCollectJson}) under the server's reading
 * rules (docs/notifications.md): a value is read only into a field of its own JSON type (no text for a number,
 * no number for a text), a list holds no null, and the amount is a whole number of VND. What breaks a rule is
 * described naming the field, for the 400 the service is answered.
 */
final class NotificationReading {

    private static final int MAX_PATH_LENGTH = 100;
    /** Built once: a reader of the type avoids resolving the type and finding its deserializer on every body. */
    private static final ObjectReader NOTIFICATION = mapper().readerFor(Notification.class);
    private static final ObjectReader LINK_RESULT = NOTIFICATION.forType(VaLinkResult.class);

    private NotificationReading() {
    }

    /** A body read: its value, or (then {@code value} is null) the 400 that refuses it. */
    record Read<T>(T value, NotificationAnswer refusal) {

        private static <T> Read<T> refused(String message) {
            return new Read<>(null, NotificationAnswer.refused(400, "400", message));
        }
    }

    /**
     * The notification in {@code body} (verified already), read under the server's rules; refused when it is not one,
     * or has no transaction code, or one longer than {@link NotificationReceiver#MAX_TRANSACTION_CODE_LENGTH}.
     */
    static Read<Notification> read(byte[] body) {
        Read<Notification> read = parse(NOTIFICATION, body, "the body is not a notification: ");
        if (read.refusal() != null) {
            return read;
        }
        Notification notification = read.value();
        // The one rule Jackson does not check: no fraction of a dong.
        BigDecimal amount = notification == null ? null : notification.getAmount();
        if (amount != null && amount.stripTrailingZeros().scale() > 0) {
            return Read.refused("the body is not a notification: field 'amount' must be a whole number of VND");
        }
        String transactionCode = notification == null ? null : notification.getTransactionCode();
        if (transactionCode == null || transactionCode.isBlank()) {
            return Read.refused("transactionCode is missing: the notification cannot be processed once");
        }
        if (transactionCode.length() > NotificationReceiver.MAX_TRANSACTION_CODE_LENGTH) {
            // Refused before the store sees it: a code longer than its column failed there on every delivery, as 500.
            return Read.refused("transactionCode is longer than " + NotificationReceiver.MAX_TRANSACTION_CODE_LENGTH
                    + " characters: no transaction code is");
        }
        return read;
    }

    /** The VA-link or unlink result in {@code body} (verified already), read under the same rules. */
    static Read<VaLinkResult> readLinkResult(byte[] body) {
        return parse(LINK_RESULT, body, "the body is not a link result: ");
    }

    private static <T> Read<T> parse(ObjectReader reader, byte[] body, String notA) {
        try {
            T value = reader.readValue(body);
            return value == null ? Read.refused(notA + "a JSON object was expected") : new Read<>(value, null);
        } catch (JsonParseException e) {
            // The parser names a key given twice in its message ("Duplicate field 'amount'"); other
            // syntax errors quote input, which is not echoed.
            String duplicate = duplicateKey(e);
            return Read.refused(notA + (duplicate != null ? "key '" + duplicate + "' appears twice" : "a JSON object was expected"));
        } catch (JsonMappingException e) {
            return Read.refused(notA + describe(e));
        } catch (IOException | RuntimeException e) {
            return Read.refused(notA + "a JSON object was expected");
        }
    }

    /** The wire's mapper, reading strictly. */
    private static ObjectMapper mapper() {
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

    /** The key Jackson's strict duplicate detection found twice, or null when that is not the error. */
    private static String duplicateKey(JsonParseException e) {
        String message = e.getOriginalMessage();
        String prefix = "Duplicate field '";
        if (message == null || !message.startsWith(prefix)) {
            return null;
        }
        int end = message.indexOf('\'', prefix.length());
        String key = end < 0 ? null : message.substring(prefix.length(), end);
        return key == null || key.length() > 100 ? null : key;
    }

    /** What is wrong with the field a mapping error stopped at, e.g. {@code field 'amount' must be a number}. */
    private static String describe(JsonMappingException error) {
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
}
