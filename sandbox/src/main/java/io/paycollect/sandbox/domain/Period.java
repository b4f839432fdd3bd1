package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * The period filter of the listing operations ({@code startTime}, {@code endTime}, each optional): which
 * records, by the time they were stamped, a listing shows. A time that is not a date is refused naming the field:
 * with a 400 when the contract's pattern refuses its shape, with {@link Refusal#INVALID_VALUE} when only the calendar
 * does ({@code 20260230091500}).
 */
final class Period {

    private static final DateTimeFormatter COMPACT_TIME = DateTimeFormatter.ofPattern("uuuuMMddHHmmss")
            .withResolverStyle(ResolverStyle.STRICT);

    // The contract's pattern for these filters, blank (absent) aside.
    private static final Pattern SHAPE = Pattern.compile(
            "\\d{14}|\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?");

    private static final DateTimeFormatter WHOLE_SECONDS = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss");
    private static final int WHOLE_SECONDS_LENGTH = "2026-01-31T09:15:00".length();

    private Period() {
    }

    /** Whether a record stamped at a time is from {@code startTime} to {@code endTime} (each optional). */
    static Predicate<String> of(String startTime, String endTime) {
        LocalDateTime start = time("startTime", startTime);
        LocalDateTime end = time("endTime", endTime);
        // Records are stamped in SandboxClock.FORMAT, fixed-width, so their text sorts as their time: compared
        // as text, a page of a long list costs no date parsing. The filters name whole seconds (the service's
        // documented form has no fraction), so a record stamped within the second endTime names is inside.
        String from = start == null ? null : start.format(SandboxClock.FORMAT);
        String to = end == null ? null : end.format(WHOLE_SECONDS);
        return at -> (from == null || at.compareTo(from) >= 0)
                && (to == null || at.substring(0, WHOLE_SECONDS_LENGTH).compareTo(to) <= 0);
    }

    /**
     * A time filter in Vietnam local time: {@code 20260131091500} (the form the service's documentation gives,
     * and its notifications use), {@code 2026-01-31T09:15:00}, or with an offset, converted.
     */
    private static LocalDateTime time(String name, String given) {
        String text = Given.optionalText(given).orElse(null);
        if (text == null) {
            return null;
        }
        if (text.length() == 14 && text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            try {
                return LocalDateTime.parse(text, COMPACT_TIME);
            } catch (DateTimeParseException e) {
                throw notADate(name, text, "must be a date-time such as 20260131091500");
            }
        }
        try {
            return LocalDateTime.parse(text);
        } catch (DateTimeParseException notLocal) {
            try {
                return OffsetDateTime.parse(text).atZoneSameInstant(SandboxClock.VIETNAM).toLocalDateTime();
            } catch (DateTimeParseException e) {
                throw notADate(name, text, "must be a date-time such as 2026-01-31T09:15:00");
            }
        }
    }

    private static RuntimeException notADate(String name, String text, String reason) {
        return SHAPE.matcher(text).matches()
                ? Refusal.invalidValue(name, "is not a day and time of the calendar")
                : new InvalidField(name, reason);
    }
}
