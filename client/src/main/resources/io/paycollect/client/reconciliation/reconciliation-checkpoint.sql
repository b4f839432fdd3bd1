-- The table of JdbcReconciliationCheckpoint: one row per reconciliation (its name), holding the instant
-- up to which every transaction was reconciled, in epoch milliseconds. Standard SQL (PostgreSQL, MySQL, H2, ...).
CREATE TABLE paycollect_reconciliation_checkpoint (
    name             VARCHAR(200) NOT NULL PRIMARY KEY,
    reconciled_until BIGINT       NOT NULL
);
