package io.paycollect.api.gate;

/** The major number of a version string such as {@code 1.0.0}, {@code 2.0.0-SNAPSHOT} or {@code 3}. */
public final class MajorVersion {

    private MajorVersion() {
    }

    /**
     * Reads the leading number of {@code version}.
     *
     * @throws IllegalArgumentException when the version does not start with a number: the gate must
     *         not guess whether a break is allowed
     */
    public static int of(String version) {
        if (version == null) {
            throw new IllegalArgumentException("version is missing");
        }
        String trimmed = version.trim();
        int end = 0;
        while (end < trimmed.length() && Character.isDigit(trimmed.charAt(end))) {
            end++;
        }
        if (end == 0) {
            throw new IllegalArgumentException("version '" + version + "' does not start with a major number");
        }
        return Integer.parseInt(trimmed.substring(0, end));
    }
}
