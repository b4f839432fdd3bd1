package io.paycollect.api;

import java.time.Clock;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.ResolverStyle;

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

    // 'uuuu' with STRICT resolving refuses dates such as 20250230 instead of rolling them over.
    private static final DateTimeFormatter FORMAT =
            DateTimeFormatter.ofPattern("uuuuMMddHHmmssSSS").withResolverStyle(ResolverStyle.STRICT);

    private RequestTimestamp() {
    }

    /** The timestamp of {@code instant}, in Vietnam time. */
    public static String format(Instant instant) {
        return FORMAT.format(LocalDateTime.ofInstant(instant, VIETNAM));
    }

    /** The timestamp of the clock's current instant, in Vietnam time. */
    public static String now(Clock clock) {
        return format(clock.instant());
    }

    /**
     * Reads a timestamp written in Vietnam time.
     *
     * @throws IllegalArgumentException if the value is not 17 digits or not a real date and time;
     *     the message says which, without echoing the value
     */
    public static Instant parse(String value) {
        if (value == null || value.length() != LENGTH || !value.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new IllegalArgumentException("must be 17 digits, yyyyMMddHHmmssSSS");
        }
        try {
            return LocalDateTime.parse(value, FORMAT).atZone(VIETNAM).toInstant();
        } catch (DateTimeException e) {
            throw new IllegalArgumentException("is not a real date and time (yyyyMMddHHmmssSSS, Vietnam time)");
        }
    }
}
