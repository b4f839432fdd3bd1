-- The table of JdbcProcessedNotifications: one row per processed notification, keyed by the merchant's client
-- id and the service's transaction code, so that two merchants' codes never collide (a receiver for one merchant
-- records the client id ''). Runs as it is on PostgreSQL, MySQL, MariaDB and H2: what only MySQL and MariaDB
-- need is in their executable comments (/*! ... */), which they run and the others skip. A table created by an
-- earlier version (keyed by the code alone) moves to this key with processed-notifications-by-client.sql.
CREATE TABLE paycollect_processed_notification (
    -- MySQL, MariaDB: binary strings, compared byte for byte (their default collation takes 'ft1' for 'FT1').
    transaction_code VARCHAR(128) /*! CHARACTER SET binary */ NOT NULL,
    -- Microseconds (MySQL's and MariaDB's TIMESTAMP alone keeps whole seconds).
    processed_at     TIMESTAMP(6) NOT NULL,
    -- Last, as the migration of an earlier table adds it.
    client_id        VARCHAR(128) /*! CHARACTER SET binary */ DEFAULT '' NOT NULL,
    PRIMARY KEY (client_id, transaction_code)
);
