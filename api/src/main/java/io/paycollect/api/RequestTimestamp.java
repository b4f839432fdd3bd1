package io.paycollect.api;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.List;

/**
 * The {@code x-request-timestamp} value: {@code yyyyMMddHHmmssSSS}, 17 digits, always in Vietnam time
 * (Asia/Ho_Chi_Minh, UTC+7) whatever the time zone of the machine. The service refuses a timestamp
 * more than about ten minutes away from its own clock, so a client on a UTC host that wrote local
 * time would be seven hours off.
 */
public final class RequestTimestamp {

    /** The time zone of every timestamp on the wire. Vietnam has no daylight-saving time. */
    public static final ZoneId VIETNAM = ZoneId.of("Asia/Ho_Chi_Minh");

    /** Number of digits of a timestamp. */
    public static final int LENGTH = 17;

    // Only for instants outside years 0000-9999, which the digit writer below does not cover.
    private static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("uuuuMMddHHmmssSSS");

    private static final long MILLIS_PER_DAY = 86_400_000L;

    /**
     * Vietnam's offset since its last change (1975), and from when: every instant a request is sent at lies after it,
     * and the zone rules would search the zone's history for each one (a visible share of a verified notification's
     * CPU). Earlier instants still go through the rules.
     */
    private static final ZoneOffset STEADY_OFFSET;
    private static final long STEADY_FROM_MILLI;
    private static final LocalDateTime STEADY_FROM_LOCAL;

    static {
        ZoneRules rules = VIETNAM.getRules();
        List<ZoneOffsetTransition> changes = rules.getTransitions();
        if (!rules.getTransitionRules().isEmpty()) {
            // A zone with recurring changes has no last one: no shortcut.
            STEADY_OFFSET = null;
            STEADY_FROM_MILLI = Long.MAX_VALUE;
            STEADY_FROM_LOCAL = LocalDateTime.MAX;
        } else if (changes.isEmpty()) {
            STEADY_OFFSET = rules.getOffset(Instant.EPOCH);
            STEADY_FROM_MILLI = Long.MIN_VALUE;
            STEADY_FROM_LOCAL = LocalDateTime.MIN;
        } else {
            ZoneOffsetTransition last = changes.get(changes.size() - 1);
            STEADY_OFFSET = last.getOffsetAfter();
            STEADY_FROM_MILLI = last.getInstant().toEpochMilli();
            // Past both sides of the change, so that no local time there is in its gap or overlap.
            STEADY_FROM_LOCAL = last.getDateTimeBefore().isAfter(last.getDateTimeAfter()) ? last.getDateTimeBefore()
                    : last.getDateTimeAfter();
        }
    }

    private RequestTimestamp() {
    }

    /** The timestamp of {@code instant}, in Vietnam time. */
    public static String format(Instant instant) {
        return formatEpochMilli(instant.toEpochMilli());
    }

    /** The timestamp of the clock's current instant, in Vietnam time. */
    public static String now(Clock clock) {
        return formatEpochMilli(clock.millis());
    }

    /**
     * Writes the 17 digits straight into a byte array: every request is stamped, and a
     * {@link DateTimeFormatter} costs several times the signature's own allocation. The offset still
     * comes from the zone rules, so the historical offsets of Asia/Ho_Chi_Minh stay right.
     */
    private static String formatEpochMilli(long epochMilli) {
        int offsetSeconds = (STEADY_OFFSET != null && epochMilli >= STEADY_FROM_MILLI ? STEADY_OFFSET
                : VIETNAM.getRules().getOffset(Instant.ofEpochMilli(epochMilli))).getTotalSeconds();
        long localMilli = epochMilli + offsetSeconds * 1000L;
        long epochDay = Math.floorDiv(localMilli, MILLIS_PER_DAY);
        int milliOfDay = (int) Math.floorMod(localMilli, MILLIS_PER_DAY);
        LocalDate date = LocalDate.ofEpochDay(epochDay);
        int year = date.getYear();
        if (year < 0 || year > 9999) {
            // Not a time any request is sent at; the formatter writes it the long way ("+10000...").
            return FORMAT.format(LocalDateTime.ofInstant(Instant.ofEpochMilli(epochMilli), VIETNAM));
        }
        byte[] digits = new byte[LENGTH];
        put(digits, 0, year, 4);
        put(digits, 4, date.getMonthValue(), 2);
        put(digits, 6, date.getDayOfMonth(), 2);
        put(digits, 8, milliOfDay / 3_600_000, 2);
        put(digits, 10, milliOfDay / 60_000 % 60, 2);
        put(digits, 12, milliOfDay / 1000 % 60, 2);
        put(digits, 14, milliOfDay % 1000, 3);
        return new String(digits, StandardCharsets.US_ASCII);
    }

    private static void put(byte[] digits, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            digits[i] = (byte) ('0' + value % 10);
            value /= 10;
        }
    }

    /**
     * Reads a timestamp written in Vietnam time.
     *
     * @throws IllegalArgumentException if the value is not 17 digits or not a real date and time;
     *     the message says which, without echoing the value
     */
    public static Instant parse(String value) {
        if (!isSeventeenDigits(value)) {
            throw new IllegalArgumentException("must be 17 digits, yyyyMMddHHmmssSSS");
        }
        try {
            // LocalDateTime.of refuses fields out of range (month 13, 30 February, hour 25): the strict
            // reading, without a DateTimeFormatter on every verified request.
            LocalDateTime local = LocalDateTime.of(digits(value, 0, 4), digits(value, 4, 2), digits(value, 6, 2),
                    digits(value, 8, 2), digits(value, 10, 2), digits(value, 12, 2), digits(value, 14, 3) * 1_000_000);
            return STEADY_OFFSET != null && local.isAfter(STEADY_FROM_LOCAL) ? local.toInstant(STEADY_OFFSET) : local.atZone(VIETNAM).toInstant();
        } catch (DateTimeException e) {
            throw new IllegalArgumentException("is not a real date and time (yyyyMMddHHmmssSSS, Vietnam time)");
        }
    }

    /** Whether {@code value} has the form of a timestamp: exactly 17 ASCII digits (a real date or not). */
    public static boolean isSeventeenDigits(String value) {
        if (value == null || value.length() != LENGTH) {
            return false;
        }
        for (int i = 0; i < LENGTH; i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    private static int digits(String value, int at, int width) {
        int n = 0;
        for (int i = at; i < at + width; i++) {
            n = n * 10 + (value.charAt(i) - '0');
        }
        return n;
    }
}
