-- The table of JdbcAcceptedSignatures (the opt-in replay guard, for providers running several nodes):
-- one row per accepted request signature, until it expires. Runs as it is on PostgreSQL, MySQL, MariaDB
-- and H2: what only MySQL and MariaDB need is in their executable comments (/*! ... */).
CREATE TABLE paycollect_accepted_signature (
    -- MySQL, MariaDB: binary strings, compared byte for byte (their default collation is case-insensitive).
    client_id  VARCHAR(128) /*! CHARACTER SET binary */ NOT NULL,
    signature  VARCHAR(128) /*! CHARACTER SET binary */ NOT NULL,
    -- Microseconds (MySQL's and MariaDB's TIMESTAMP alone keeps whole seconds).
    expires_at TIMESTAMP(6) NOT NULL,
    PRIMARY KEY (client_id, signature)
);
-- Finds the expired rows without reading the whole table: each node deletes a few of them every 128 acceptances.
CREATE INDEX paycollect_accepted_signature_expiry ON paycollect_accepted_signature (expires_at);
