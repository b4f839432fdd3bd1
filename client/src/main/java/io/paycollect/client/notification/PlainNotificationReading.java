package io.paycollect.client.notification;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectReader;
import io.paycollect.client.model.Notification;
import java.io.IOException;

/**
 * The usual notification read with Jackson's streaming parser, without data binding: one JSON object whose keys are
 * the notification's text fields and {@code amount}, each at most once, with a text value each (a whole number for
 * the amount), and nothing after it. Data binding (its context, its duplicate-key set, its setters called through
 * reflection) was the largest part of a delivery's CPU beyond the database's (benchmarks/README.md). Anything else
 * (another key, which data binding keeps; a null; a list; a key twice; a syntax error) is left to data binding, which
 * reads or refuses it as before; where both read a body they read an equal notification
 * (PlainNotificationReadingTest).
 */
final class PlainNotificationReading {

    private static final int AMOUNT = 2;

    private PlainNotificationReading() {
    }

    /** The notification in {@code body}, read by {@code reader}'s parser; null when data binding is to read it. */
    static Notification read(ObjectReader reader, byte[] body) {
        try (JsonParser parser = reader.createParser(body)) {
            // Keys are counted here: a key given twice is left to data binding, which refuses it naming the key.
            parser.disable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            Notification notification = new Notification();
            int seen = 0;
            for (String name = parser.nextFieldName(); name != null; name = parser.nextFieldName()) {
                int field = field(name);
                if (field < 0 || (seen & 1 << field) != 0) {
                    return null;
                }
                seen |= 1 << field;
                JsonToken value = parser.nextToken();
                if (value != (field == AMOUNT ? JsonToken.VALUE_NUMBER_INT : JsonToken.VALUE_STRING)) {
                    return null;
                }
                set(notification, field, parser);
            }
            return parser.currentToken() == JsonToken.END_OBJECT && parser.nextToken() == null ? notification : null;
        } catch (IOException | RuntimeException anyProblem) {
            return null;
        }
    }

    private static int field(String name) {
        return switch (name) {
            case Notification.JSON_PROPERTY_CLIENT_ID -> 0;
            case Notification.JSON_PROPERTY_TRANSACTION_CODE -> 1;
            case Notification.JSON_PROPERTY_AMOUNT -> AMOUNT;
            case Notification.JSON_PROPERTY_CONTENT -> 3;
            case Notification.JSON_PROPERTY_BANK -> 4;
            case Notification.JSON_PROPERTY_BANK_BIN -> 5;
            case Notification.JSON_PROPERTY_ACCOUNT_NUMBER -> 6;
            case Notification.JSON_PROPERTY_VA_ACCOUNT_NUMBER -> 7;
            case Notification.JSON_PROPERTY_TRANSACTION_DATE -> 8;
            default -> -1;
        };
    }

    private static void set(Notification notification, int field, JsonParser parser) throws IOException {
        switch (field) {
            case 0 -> notification.setClientId(parser.getText());
            case 1 -> notification.setTransactionCode(parser.getText());
            case AMOUNT -> notification.setAmount(parser.getDecimalValue());
            case 3 -> notification.setContent(parser.getText());
            case 4 -> notification.setBank(parser.getText());
            case 5 -> notification.setBankBin(parser.getText());
            case 6 -> notification.setAccountNumber(parser.getText());
            case 7 -> notification.setVaAccountNumber(parser.getText());
            default -> notification.setTransactionDate(parser.getText());
        }
    }
}
