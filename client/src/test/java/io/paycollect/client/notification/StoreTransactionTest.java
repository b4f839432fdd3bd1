package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.TestDatabases;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What each store hands the work it runs: its own transaction, or none it could commit a handler's effects with. */
class StoreTransactionTest {

    @Test
    void aStoreInMemoryHandsNoConnectionAndSaysWhichStoreHasOne() throws Exception {
        List<StoreTransaction> handed = new ArrayList<>();
        assertTrue(new InMemoryProcessedNotifications().processOnce("FT1", handed::add));

        StoreTransaction transaction = handed.get(0);
        assertTrue(transaction.connectionIfAny().isEmpty());
        IllegalStateException refused = assertThrows(IllegalStateException.class, transaction::connection);
        assertTrue(refused.getMessage().contains("JdbcProcessedNotifications"), refused.getMessage());
    }

    @Test
    void aStoreInADatabaseHandsTheOpenTransactionThatRecordsTheCode() throws Exception {
        var database = TestDatabases.h2();
        TestDatabases.run(database, TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications.sql"));
        List<Boolean> autoCommit = new ArrayList<>();

        assertTrue(new JdbcProcessedNotifications(database).processOnce("FT1",
                transaction -> autoCommit.add(transaction.connection().getAutoCommit())));

        assertEquals(List.of(false), autoCommit, "the store commits the work's effects with the record");
    }

    @Test
    void theViewOfOneMerchantHandsTheStoresTransactionOn() throws Exception {
        List<StoreTransaction> handed = new ArrayList<>();
        try (Connection connection = TestDatabases.h2().getConnection()) {
            StoreTransaction own = StoreTransaction.of(connection);
            ProcessedNotifications applicationsStore = new ProcessedNotifications() {
                @Override
                public boolean processOnce(String transactionCode, Work work) throws Exception {
                    work.run(own);
                    return true;
                }
            };

            assertTrue(applicationsStore.forClient("shop-a").processOnce("FT1", handed::add));
            assertSame(own, handed.get(0));
        }
    }
}
