package io.paycollect.benchmarks;

import io.paycollect.server.JdbcAcceptedSignatures;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;
import javax.sql.DataSource;

/**
 * The replay guard's check-and-record of each signed request, as the PostgreSQL measurements compare it, on one
 * pool. {@link #guard}: {@link JdbcAcceptedSignatures#firstAcceptance}, which must say "first" for every new
 * signature. {@link #floor}: a bare {@code INSERT ... ON CONFLICT DO NOTHING} of the same row. Signatures are
 * random 128 hex digits, as HMAC-SHA512 signatures are, so the primary key grows at random places as it does in
 * production; requests come from four client ids.
 */
final class Signatures {

    /** The table as the migration creates it. */
    static final String TABLE = "CREATE TABLE IF NOT EXISTS paycollect_accepted_signature (client_id VARCHAR(128) NOT NULL, "
            + "signature VARCHAR(128) NOT NULL, expires_at TIMESTAMP NOT NULL, PRIMARY KEY (client_id, signature))";

    /** The index the migration creates on the expiry. */
    static final String EXPIRY_INDEX = "CREATE INDEX IF NOT EXISTS paycollect_accepted_signature_expiry ON paycollect_accepted_signature (expires_at)";

    /** A check of one new signature of worker {@code worker}. */
    @FunctionalInterface
    interface Check {
        void check(int worker) throws Exception;
    }

    final Check guard;
    final Check floor;

    Signatures(DataSource pool) {
        JdbcAcceptedSignatures store = new JdbcAcceptedSignatures(pool);
        guard = worker -> {
            if (!store.firstAcceptance(client(worker), signature(), Instant.now().plus(Duration.ofMinutes(10)))) {
                throw new IllegalStateException("a new signature was refused as a replay");
            }
        };
        floor = worker -> {
            try (Connection c = pool.getConnection(); PreparedStatement insert = c.prepareStatement("INSERT INTO "
                    + "paycollect_accepted_signature (client_id, signature, expires_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")) {
                insert.setString(1, client(worker));
                insert.setString(2, signature());
                insert.setTimestamp(3, Timestamp.from(Instant.now().plus(Duration.ofMinutes(10))));
                insert.executeUpdate();
            }
        };
    }

    Check check(String name) {
        return switch (name) {
            case "floor" -> floor;
            case "guard" -> guard;
            default -> throw new IllegalArgumentException("no check " + name + ": floor or guard");
        };
    }

    static String client(int worker) {
        return "client-" + worker % 4;
    }

    static String signature() {
        byte[] bytes = new byte[64];
        ThreadLocalRandom.current().nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }
}
