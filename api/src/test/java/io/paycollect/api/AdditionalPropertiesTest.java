package io.paycollect.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A field documented after callers put or read it by name: sent once, still readable by name. */
class AdditionalPropertiesTest {

    private static Map<String, Object> put(Object... namesAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return map;
    }

    @Test
    void aNameThatASetFieldWritesIsLeftOutAndTheRestKeepTheirOrder() {
        Map<String, Object> additional = put("b", 1, "status", "old", "a", 2);
        Map<String, Object> written = AdditionalProperties.toWrite(additional, null, "status");
        assertEquals(List.of("b", "a"), List.copyOf(written.keySet()));
        assertEquals(put("b", 1, "status", "old", "a", 2), additional, "the caller's map is never changed");
    }

    @Test
    void withNothingShadowedTheMapItselfIsWrittenWithoutACopy() {
        Map<String, Object> additional = put("b", 1);
        assertSame(additional, AdditionalProperties.toWrite(additional, "status", null));
        assertSame(additional, AdditionalProperties.toWrite(additional));
        assertNull(AdditionalProperties.toWrite(null, "status"));
    }

    @Test
    void aDeclaredEnumerationReadsAsTheTextItWasReadAsBefore() {
        enum Kind { PERSONAL }
        assertEquals("PERSONAL", AdditionalProperties.asUndeclared(Kind.PERSONAL));
        assertEquals("NEW_BANK", AdditionalProperties.asUndeclared(new ExtensibleEnum("NEW_BANK", false) { }));
        Object number = 12;
        assertSame(number, AdditionalProperties.asUndeclared(number));
        assertNull(AdditionalProperties.asUndeclared(null));
    }
}
