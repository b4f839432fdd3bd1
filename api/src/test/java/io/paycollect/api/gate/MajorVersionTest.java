package io.paycollect.api.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The gate reads the major number of Maven and contract versions, and refuses to guess. */
class MajorVersionTest {

    @ParameterizedTest
    @CsvSource({"1.0.0, 1", "1.0.0-SNAPSHOT, 1", "2.3.4, 2", "12, 12", "10.0-rc1, 10"})
    void readsTheLeadingNumber(String version, int major) {
        assertEquals(major, MajorVersion.of(version));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "v1.0.0", "SNAPSHOT"})
    void refusesAVersionWithoutALeadingNumber(String version) {
        IllegalArgumentException failure = assertThrows(IllegalArgumentException.class, () -> MajorVersion.of(version));
        assertEquals("version '" + version + "' does not start with a major number", failure.getMessage());
    }

    @Test
    void refusesAMissingVersion() {
        assertThrows(IllegalArgumentException.class, () -> MajorVersion.of(null));
    }
}
