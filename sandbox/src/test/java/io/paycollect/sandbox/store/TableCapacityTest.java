package io.paycollect.sandbox.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** A table holds at most its capacity, counting every way a record comes and goes. */
class TableCapacityTest {

    @Test
    void refusesOneRecordMoreAndTakesOneAgainWhenOneIsRemoved() {
        Table table = new Table("id", "merchant", 2);
        table.insert(n -> Map.of("id", n));
        table.insertOrUpdate(99L, n -> Map.of("name", "x"), existing -> existing);

        Refusal full = assertThrows(Refusal.class, () -> table.insert(n -> Map.of("id", n)));
        assertEquals(Refusal.STORE_FULL, full.code());
        assertThrows(Refusal.class, () -> table.insertOrUpdate(100L, n -> Map.of("name", "y"), e -> e));

        table.insertOrUpdate(99L, n -> Map.of(), existing -> Table.merge(existing, Map.of("name", "updated")));
        table.remove(99L, "id");
        table.insertOrUpdate(100L, n -> Map.of("name", "y"), e -> e);
        assertEquals(2, table.list(record -> true).size());
    }

    @Test
    void aMillionCreatesLeaveAtMostTheCapacityStored() {
        Table table = new Table("id", "merchant", 1_000);
        int refused = 0;
        for (int i = 0; i < 1_000_000; i++) {
            try {
                table.insert(n -> Map.of("id", n));
            } catch (Refusal full) {
                refused++;
            }
        }

        assertEquals(1_000, table.list(record -> true).size());
        assertEquals(999_000, refused);
    }
}
