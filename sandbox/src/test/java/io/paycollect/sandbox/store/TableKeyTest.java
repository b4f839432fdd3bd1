package io.paycollect.sandbox.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A record stays under its key: a change may not move it, and a creation that fails takes no room. */
class TableKeyTest {

    record Named(long id, String name) {
    }

    private final Table<Named> table = new Table<>("id", Named::id, "merchant", 1);

    @Test
    void aChangeThatWouldMoveTheRecordIsRefusedAndChangesNothing() {
        table.insert(n -> new Named(n, "first"));

        assertThrows(IllegalStateException.class, () -> table.update(1L, existing -> new Named(2L, "moved")));
        assertThrows(IllegalStateException.class,
                () -> table.insertOrUpdate(1L, n -> new Named(1L, "new"), existing -> new Named(2L, "moved")));

        assertEquals(List.of(new Named(1L, "first")), table.list(record -> true));
    }

    @Test
    void aCreationWhoseRecordLacksItsKeyTakesNoRoom() {
        assertThrows(IllegalStateException.class, () -> table.insertOrUpdate(7L, n -> new Named(8L, "elsewhere"), e -> e));

        table.insertOrUpdate(7L, n -> new Named(7L, "here"), e -> e);
        assertEquals(List.of(new Named(7L, "here")), table.list(record -> true));
    }
}
