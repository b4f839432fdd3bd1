-- processed-notifications-by-client.sql on PostgreSQL, which names the primary key it created and changes the table
-- in one statement (so the table is never without a key).
ALTER TABLE paycollect_processed_notification
    ADD COLUMN client_id VARCHAR(128) DEFAULT '' NOT NULL,
    DROP CONSTRAINT paycollect_processed_notification_pkey,
    ADD PRIMARY KEY (client_id, transaction_code);
