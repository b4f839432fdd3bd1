package io.paycollect.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.paycollect.api.RealPostgres;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.UUID;
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
    class InPostgreSql extends InADatabase {

        @Override
        DataSource database() throws Exception {
            return RealPostgres.freshSchema(migration());
        }
    }

    /** The JDBC store on each database: {@link InH2}, and a real PostgreSQL server in {@link InPostgreSql}. */
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
