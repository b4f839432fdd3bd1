-- The table of JdbcProcessedNotifications: one row per processed notification, keyed by the
-- service's transaction code. Standard SQL (PostgreSQL, MySQL, H2, ...).
CREATE TABLE paycollect_processed_notification (
    transaction_code VARCHAR(128) NOT NULL PRIMARY KEY,
    processed_at     TIMESTAMP    NOT NULL
);
