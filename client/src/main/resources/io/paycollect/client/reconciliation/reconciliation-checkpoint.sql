-- The table of JdbcReconciliationCheckpoint: one row per reconciliation (its name), holding the instant
-- up to which every transaction was reconciled, in epoch milliseconds. Runs as it is on PostgreSQL, MySQL,
-- MariaDB and H2: what only MySQL and MariaDB need is in their executable comments (/*! ... */).
CREATE TABLE paycollect_reconciliation_checkpoint (
    -- MySQL, MariaDB: a binary string, compared byte for byte (their default collation is case-insensitive).
    name             VARCHAR(200) /*! CHARACTER SET binary */ NOT NULL PRIMARY KEY,
    reconciled_until BIGINT       NOT NULL
);
