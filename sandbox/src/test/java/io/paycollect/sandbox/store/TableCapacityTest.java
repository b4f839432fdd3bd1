package io.paycollect.sandbox.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** A table holds at most its capacity, counting every way a record comes and goes. */
class TableCapacityTest {

    /** A record of the smallest kind: a key and one changing field. */
    record Named(long id, String name) {
    }

    private static Table<Named> table(int capacity) {
        return new Table<>("id", Named::id, "merchant", capacity);
    }

    @Test
    void refusesOneRecordMoreAndTakesOneAgainWhenOneIsRemoved() {
        Table<Named> table = table(2);
        table.insert(n -> new Named(n, null));
        table.insertOrUpdate(99L, n -> new Named(99L, "x"), existing -> existing);

        Refusal full = assertThrows(Refusal.class, () -> table.insert(n -> new Named(n, null)));
        assertEquals(Refusal.STORE_FULL, full.code());
        assertThrows(Refusal.class, () -> table.insertOrUpdate(100L, n -> new Named(100L, "y"), e -> e));

        table.insertOrUpdate(99L, n -> new Named(99L, null), existing -> new Named(existing.id(), "updated"));
        table.remove(99L, "id");
        table.insertOrUpdate(100L, n -> new Named(100L, "y"), e -> e);
        assertEquals(2, table.list(record -> true).size());
    }

    @Test
    void aMillionCreatesLeaveAtMostTheCapacityStored() {
        Table<Named> table = table(1_000);
        int refused = 0;
        for (int i = 0; i < 1_000_000; i++) {
            try {
                table.insert(n -> new Named(n, null));
            } catch (Refusal full) {
                refused++;
            }
        }

        assertEquals(1_000, table.list(record -> true).size());
        assertEquals(999_000, refused);
    }
}
