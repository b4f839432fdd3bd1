-- The table of JdbcProcessedNotifications: one row per processed notification, keyed by the
-- service's transaction code. Runs as it is on PostgreSQL, MySQL, MariaDB and H2: what only MySQL and
-- MariaDB need is in their executable comments (/*! ... */), which they run and the others skip.
CREATE TABLE paycollect_processed_notification (
    -- MySQL, MariaDB: a binary string, compared byte for byte (their default collation takes 'ft1' for 'FT1').
    transaction_code VARCHAR(128) /*! CHARACTER SET binary */ NOT NULL PRIMARY KEY,
    -- Microseconds (MySQL's and MariaDB's TIMESTAMP alone keeps whole seconds).
    processed_at     TIMESTAMP(6) NOT NULL
);
