-- The table of JdbcAcceptedSignatures (the opt-in replay guard, for providers running several nodes):
-- one row per accepted request signature, until it expires. Standard SQL (PostgreSQL, MySQL, H2, ...).
CREATE TABLE paycollect_accepted_signature (
    client_id  VARCHAR(128) NOT NULL,
    signature  VARCHAR(128) NOT NULL,
    expires_at TIMESTAMP    NOT NULL,
    PRIMARY KEY (client_id, signature)
);
-- Finds the expired rows without reading the whole table: each node deletes a few of them every 128 acceptances.
CREATE INDEX paycollect_accepted_signature_expiry ON paycollect_accepted_signature (expires_at);
