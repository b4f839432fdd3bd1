package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.model.Notification;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The streaming read of the usual notification reads what data binding reads, and leaves it everything else. */
class PlainNotificationReadingTest {

    private static final String[] FIELDS = {"clientId", "transactionCode", "amount", "content", "bank", "bankBin",
            "accountNumber", "vaAccountNumber", "transactionDate"};

    @Test
    void readsTheUsualNotificationAsDataBindingReadsIt() throws Exception {
        byte[] body = ("{\"clientId\":\"shop\",\"transactionCode\":\"FT1\",\"amount\":50000,\"content\":\"Thanh to\u00e1n \\\"A\\\"\","
                + "\"bank\":\"MBB\",\"accountNumber\":\"0123456789\",\"transactionDate\":\"20261125100000\"}").getBytes(StandardCharsets.UTF_8);

        Notification plain = PlainNotificationReading.read(NotificationReading.NOTIFICATION, body);

        assertNotNull(plain, "read without data binding");
        assertEquals((Notification) NotificationReading.NOTIFICATION.readValue(body), plain);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"transactionCode\":\"FT1\",\"amount\":1,\"amount\":1000000}", // a key twice: data binding refuses it naming the key
            "{\"transactionCode\":\"FT1\",\"note\":\"kept\"}",               // a key data binding keeps
            "{\"transactionCode\":null}", "{\"transactionCode\":1}", "{\"transactionCode\":\"FT1\",\"amount\":\"5\"}",
            "{\"transactionCode\":\"FT1\",\"amount\":5.0}", "{\"transactionCode\":\"FT1\",\"additionalData\":[]}",
            "{\"transactionCode\":\"FT1\"} {}", "{\"transactionCode\":\"FT1\"", "[]", "null", ""})
    void leavesEverythingElseToDataBinding(String body) {
        assertNull(PlainNotificationReading.read(NotificationReading.NOTIFICATION, body.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void whateverItReadsDataBindingReadsEqually() throws Exception {
        SplittableRandom random = new SplittableRandom(20261128);
        int readPlain = 0;
        for (int i = 0; i < 20_000; i++) {
            byte[] body = randomBody(random).getBytes(StandardCharsets.UTF_8);
            Notification plain = PlainNotificationReading.read(NotificationReading.NOTIFICATION, body);
            if (plain != null) {
                readPlain++;
                assertEquals((Notification) NotificationReading.NOTIFICATION.readValue(body), plain,
                        () -> new String(body, StandardCharsets.UTF_8));
            }
        }
        assertTrue(readPlain > 2_000, "bodies read without data binding: " + readPlain);
    }

    /** Keys of a notification in any order and number, some twice or unknown, values of every JSON type. */
    private static String randomBody(SplittableRandom random) {
        List<String> members = new ArrayList<>();
        for (String field : FIELDS) {
            if (random.nextInt(3) > 0) {
                members.add(member(field, random));
            }
        }
        if (random.nextInt(10) == 0) {
            members.add(member(FIELDS[random.nextInt(FIELDS.length)], random));
        }
        if (random.nextInt(10) == 0) {
            members.add(member("extra", random));
        }
        Collections.shuffle(members, new java.util.Random(random.nextLong()));
        String space = random.nextInt(5) == 0 ? " \n" : "";
        return space + "{" + space + String.join("," + space, members) + "}" + space + (random.nextInt(20) == 0 ? "x" : "");
    }

    private static String member(String field, SplittableRandom random) {
        boolean amount = field.equals("amount");
        int kind = random.nextInt(12);
        String value;
        if (kind == 0) {
            value = "null";
        } else if (kind == 1) {
            value = amount ? "\"" + random.nextInt(100_000) + "\"" : String.valueOf(random.nextInt(100));
        } else if (kind == 2) {
            value = amount ? random.nextInt(1000) + "." + random.nextInt(100) : "true";
        } else if (amount) {
            value = switch (random.nextInt(4)) {
                case 0 -> "-" + random.nextLong(1, Long.MAX_VALUE);
                case 1 -> "123456789012345678901234567890";
                case 2 -> "0";
                default -> String.valueOf(random.nextInt(10_000_000));
            };
        } else {
            StringBuilder text = new StringBuilder("\"");
            String[] pieces = {"a", "Z", "9", " ", "\\\"", "\\\\", "\\n", "\\u00e9", "\u1ea1", "\ud83d\ude00", "/", "\\/"};
            for (int n = random.nextInt(12); n > 0; n--) {
                text.append(pieces[random.nextInt(pieces.length)]);
            }
            value = text.append('"').toString();
        }
        return "\"" + field + "\":" + value;
    }
}
