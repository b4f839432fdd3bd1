package io.paycollect.sandbox.store;

import java.util.Locale;

/** A paging request's free-text {@code filter}, as the official SDKs send it. */
public final class TextFilter {

    private TextFilter() {
    }

    /**
     * Whether a paging request's {@code filter} keeps a record: no filter keeps everything, else one of its
     * {@code values} must contain it, ignoring case.
     */
    public static boolean matches(String filter, Object... values) {
        if (filter == null) {
            return true;
        }
        String wanted = filter.toLowerCase(Locale.ROOT);
        for (Object value : values) {
            if (value != null && value.toString().toLowerCase(Locale.ROOT).contains(wanted)) {
                return true;
            }
        }
        return false;
    }
}
