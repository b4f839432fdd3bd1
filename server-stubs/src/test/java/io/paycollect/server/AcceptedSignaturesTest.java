package io.paycollect.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.paycollect.api.RealMariaDb;
import io.paycollect.api.RealPostgres;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The replay guard's stores: a signature is accepted once until it expires, and memory stays bounded. */
class AcceptedSignaturesTest {

    static final Instant NOW = Instant.parse("2026-11-24T08:00:00Z");
    final AtomicReference<Instant> now = new AtomicReference<>(NOW);
    final Clock clock = new Clock() {
        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now.get();
        }
    };
    final Instant inTenMinutes = NOW.plus(Duration.ofMinutes(10));

    void specifies(AcceptedSignatures store) {
        assertThat(store.firstAcceptance("c", "sig-1", inTenMinutes)).isTrue();
        assertThat(store.firstAcceptance("c", "sig-1", inTenMinutes)).as("a replay").isFalse();
        assertThat(store.firstAcceptance("other", "sig-1", inTenMinutes)).as("another client's").isTrue();
        now.set(inTenMinutes.plusMillis(1));
        assertThat(store.firstAcceptance("c", "sig-1", inTenMinutes.plus(Duration.ofMinutes(10))))
                .as("after it expired (the verifier refuses its timestamp by then anyway)").isTrue();
    }

    @Nested
    class InMemory {

        @Test
        void acceptsASignatureOnceUntilItExpires() {
            specifies(new InMemoryAcceptedSignatures(10, clock));
        }

        @Test
        void dropsExpiredSignaturesAndRefusesToForgetUnexpiredOnes() {
            InMemoryAcceptedSignatures store = new InMemoryAcceptedSignatures(3, clock);
            for (int i = 0; i < 3; i++) {
                store.firstAcceptance("c", "sig-" + i, inTenMinutes);
            }

            assertThatThrownBy(() -> store.firstAcceptance("c", "sig-3", inTenMinutes))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("3 unexpired signatures");

            now.set(inTenMinutes.plusMillis(1));
            assertThat(store.firstAcceptance("c", "sig-3", inTenMinutes.plus(Duration.ofMinutes(10)))).isTrue();
            assertThat(store.size()).isEqualTo(1);
        }

        @Test
        void aClientThatFillsItsShareIsRefusedAloneAndAnotherIsStillAnswered() {
            InMemoryAcceptedSignatures store = new InMemoryAcceptedSignatures(3, clock);
            for (int i = 0; i < 3; i++) {
                store.firstAcceptance("flooder", "sig-" + i, inTenMinutes);
            }

            assertThatThrownBy(() -> store.firstAcceptance("flooder", "sig-3", inTenMinutes)).isInstanceOf(IllegalStateException.class);
            assertThat(store.firstAcceptance("honest", "sig-0", inTenMinutes)).isTrue();
            assertThat(store.firstAcceptance("", "notification-sig", inTenMinutes)).as("notifications have a share too").isTrue();
            assertThat(store.firstAcceptance("honest", "sig-0", inTenMinutes)).as("and are still guarded").isFalse();
        }

        @Test
        void anExpiryBeyondTwiceTheWindowIsRefusedAndNotStored() {
            InMemoryAcceptedSignatures store = new InMemoryAcceptedSignatures(10, Duration.ofMinutes(10), clock);

            assertThat(store.firstAcceptance("c", "at-the-edge", NOW.plus(Duration.ofMinutes(20)))).isTrue();
            assertThatThrownBy(() -> store.firstAcceptance("c", "far-ahead", NOW.plus(Duration.ofMinutes(20)).plusMillis(1)))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ahead of the clock");
            assertThat(store.size()).isEqualTo(1);
        }
    }

    static String migration() throws IOException {
        try (InputStream migration = JdbcAcceptedSignatures.class.getResourceAsStream("accepted-signatures.sql")) {
            return new String(migration.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Nested
    class InH2 extends InADatabase {

        @Override
        DataSource database() throws Exception {
            JdbcDataSource h2 = new JdbcDataSource();
            h2.setURL("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
            try (Connection c = h2.getConnection(); Statement s = c.createStatement()) {
                s.execute(migration());
            }
            return h2;
        }
    }

    @Nested
    class InPostgreSql extends OnAServer {

        @Override
        DataSource database() throws Exception {
            return RealPostgres.freshSchema(migration());
        }

        @Test
        void theExpiryReadsOnlyExpiredRowsEvenInAPlanPreparedOnce() throws Exception {
            DataSource database = database();
            try (Connection c = database.getConnection(); Statement s = c.createStatement()) {
                s.execute("INSERT INTO paycollect_accepted_signature SELECT 'c', md5(i::text), TIMESTAMP '2026-11-24 08:10:00' "
                        + "FROM generate_series(1, 200000) AS i");
                s.execute("INSERT INTO paycollect_accepted_signature SELECT 'c', 'old-' || i, TIMESTAMP '2026-11-24 07:59:00' "
                        + "FROM generate_series(1, 300) AS i");
                s.execute("ANALYZE paycollect_accepted_signature");
                // As a server-side prepared statement, which the driver makes of a statement used a few times, and
                // which PostgreSQL may then plan once for every value of its parameters (a "generic" plan).
                String numbered = JdbcAcceptedSignatures.PURGE;
                for (int n = 1; numbered.contains("?"); n++) {
                    numbered = numbered.replaceFirst("\\?", "\\$" + n);
                }
                s.execute("PREPARE purge(timestamp) AS " + numbered);
                for (String planning : List.of("auto", "force_generic_plan")) {
                    s.execute("SET plan_cache_mode = " + planning);
                    StringBuilder plan = new StringBuilder();
                    try (ResultSet rows = s.executeQuery("EXPLAIN EXECUTE purge(TIMESTAMP '2026-11-24 08:00:00')")) {
                        while (rows.next()) {
                            plan.append(rows.getString(1)).append('\n');
                        }
                    }
                    assertThat(plan.toString()).as(planning + " plan").doesNotContain("Seq Scan");
                }
            }
        }
    }

    @Nested
    class InMariaDb extends OnAServer {

        @Override
        DataSource database() throws Exception {
            return RealMariaDb.freshDatabase(RealMariaDb.Driver.MARIADB, migration());
        }

        @Test
        void theExpiryReadsOnlyExpiredRowsThroughTheIndex() throws Exception {
            DataSource database = database();
            try (Connection c = database.getConnection(); Statement s = c.createStatement()) {
                s.execute("INSERT INTO paycollect_accepted_signature SELECT 'c', MD5(seq), TIMESTAMP '2026-11-24 08:10:00' "
                        + "FROM seq_1_to_200000");
                s.execute("INSERT INTO paycollect_accepted_signature SELECT 'c', CONCAT('old-', seq), TIMESTAMP '2026-11-24 07:59:00' "
                        + "FROM seq_1_to_300");
                s.execute("ANALYZE TABLE paycollect_accepted_signature");
                AcceptedSignatures store = new JdbcAcceptedSignatures(RealMariaDb.onlyConnection(c), clock);
                long scannedBefore = RealMariaDb.rowsReadByTableScans(c);

                for (int i = 0; i < JdbcAcceptedSignatures.PURGE_EVERY; i++) {
                    assertThat(store.firstAcceptance("c", "new-" + i, inTenMinutes)).isTrue();
                }

                assertThat(RealMariaDb.rowsReadByTableScans(c) - scannedBefore)
                        .as("rows read by scanning the table in one purge and %d acceptances", JdbcAcceptedSignatures.PURGE_EVERY)
                        .isLessThan(1000);
                try (ResultSet rows = s.executeQuery("SELECT COUNT(*) FROM paycollect_accepted_signature WHERE signature LIKE 'old-%'")) {
                    rows.next();
                    assertThat(rows.getInt(1)).as("expired rows left after one purge").isEqualTo(300 - JdbcAcceptedSignatures.PURGE_BATCH);
                }
            }
        }
    }

    @Nested
    class InMariaDbWithMySqlsDriver extends OnAServer {

        @Override
        DataSource database() throws Exception {
            return RealMariaDb.freshDatabase(RealMariaDb.Driver.MYSQL, migration());
        }

        @Test
        void theDriverNamesTheDatabaseSoThePurgeThatUsesTheIndexIsChosen() throws Exception {
            try (Connection c = database().getConnection()) {
                assertThat(JdbcAcceptedSignatures.purgeOn(c.getMetaData().getDatabaseProductName()))
                        .isEqualTo(JdbcAcceptedSignatures.PURGE_ON_MYSQL);
            }
        }
    }

    /** The store on a database server several nodes share. */
    abstract class OnAServer extends InADatabase {

        @Test
        void aSignatureTwoNodesAcceptAtOnceIsAcceptedOnce() throws Exception {
            DataSource shared = database();
            List<AcceptedSignatures> nodes = List.of(new JdbcAcceptedSignatures(shared, clock), new JdbcAcceptedSignatures(shared, clock));
            int signatures = 300;
            ExecutorService threads = Executors.newFixedThreadPool(8);
            try {
                CountDownLatch start = new CountDownLatch(1);
                List<Future<Integer>> accepted = new ArrayList<>();
                for (int t = 0; t < 8; t++) {
                    AcceptedSignatures node = nodes.get(t % 2);
                    accepted.add(threads.submit(() -> {
                        start.await();
                        int firsts = 0;
                        for (int i = 0; i < signatures; i++) {
                            firsts += node.firstAcceptance("c", "sig-" + i, inTenMinutes) ? 1 : 0;
                        }
                        return firsts;
                    }));
                }
                start.countDown();
                int total = 0;
                for (Future<Integer> f : accepted) {
                    total += f.get(60, TimeUnit.SECONDS);
                }
                assertThat(total).as("each signature accepted by exactly one of eight threads on two nodes").isEqualTo(signatures);
            } finally {
                threads.shutdownNow();
            }
        }
    }

    /** The JDBC store on each database: {@link InH2}, and real PostgreSQL and MariaDB servers ({@link OnAServer}). */
    abstract class InADatabase {

        abstract DataSource database() throws Exception;

        @Test
        void acceptsASignatureOnceUntilItExpires() throws Exception {
            specifies(new JdbcAcceptedSignatures(database(), clock));
        }

        @Test
        void aRequestAcceptedByOneNodeIsAReplayOnAnother() throws Exception {
            DataSource shared = database();
            AcceptedSignatures nodeA = new JdbcAcceptedSignatures(shared, clock);
            AcceptedSignatures nodeB = new JdbcAcceptedSignatures(shared, clock);

            assertThat(nodeA.firstAcceptance("c", "sig-1", inTenMinutes)).isTrue();
            assertThat(nodeB.firstAcceptance("c", "sig-1", inTenMinutes)).isFalse();
        }

        @Test
        void anExpiryBeyondTwiceTheWindowIsRefusedAndNotStored() throws Exception {
            DataSource database = database();
            AcceptedSignatures store = new JdbcAcceptedSignatures(database, Duration.ofMinutes(10), clock);

            assertThat(store.firstAcceptance("c", "at-the-edge", NOW.plus(Duration.ofMinutes(20)))).isTrue();
            assertThatThrownBy(() -> store.firstAcceptance("c", "far-ahead", NOW.plus(Duration.ofMinutes(20)).plusMillis(1)))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ahead of the clock");
            try (Connection c = database.getConnection(); Statement s = c.createStatement();
                 var rows = s.executeQuery("SELECT COUNT(*) FROM paycollect_accepted_signature")) {
                rows.next();
                assertThat(rows.getInt(1)).isEqualTo(1);
            }
        }

        @Test
        void expiredSignaturesAreDeletedAFewAtATimeAsNewOnesAreAccepted() throws Exception {
            DataSource database = database();
            try (Connection c = database.getConnection();
                 PreparedStatement insert = c.prepareStatement("INSERT INTO paycollect_accepted_signature VALUES ('c', ?, ?)")) {
                for (int i = 0; i < 1000; i++) {
                    insert.setString(1, "expired-" + i);
                    insert.setTimestamp(2, Timestamp.from(NOW.minusSeconds(60)));
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            AcceptedSignatures store = new JdbcAcceptedSignatures(database, clock);

            accept(store, JdbcAcceptedSignatures.PURGE_EVERY - 1, "a");
            assertThat(expired(database)).as("before the first purge").isEqualTo(1000);
            accept(store, 1, "b");
            assertThat(expired(database)).as("one purge deletes a bounded batch").isEqualTo(1000 - JdbcAcceptedSignatures.PURGE_BATCH);
            accept(store, 3 * JdbcAcceptedSignatures.PURGE_EVERY, "c");
            assertThat(expired(database)).as("and the next ones the rest").isZero();
            assertThat(store.firstAcceptance("c", "a-0", inTenMinutes)).as("unexpired ones are kept").isFalse();
        }

        void accept(AcceptedSignatures store, int count, String prefix) {
            for (int i = 0; i < count; i++) {
                assertThat(store.firstAcceptance("c", prefix + "-" + i, inTenMinutes)).isTrue();
            }
        }

        long expired(DataSource database) throws Exception {
            try (Connection c = database.getConnection(); Statement s = c.createStatement();
                 var rows = s.executeQuery("SELECT COUNT(*) FROM paycollect_accepted_signature WHERE signature LIKE 'expired-%'")) {
                rows.next();
                return rows.getLong(1);
            }
        }

        @Test
        void aStoreThatCannotAnswerFailsInsteadOfLettingTheRequestThrough() throws Exception {
            DataSource noTable = database();
            try (Connection c = noTable.getConnection(); Statement s = c.createStatement()) {
                s.execute("DROP TABLE paycollect_accepted_signature");
            }

            assertThatThrownBy(() -> new JdbcAcceptedSignatures(noTable, clock).firstAcceptance("c", "sig", inTenMinutes))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("replay guard");
        }
    }
}
