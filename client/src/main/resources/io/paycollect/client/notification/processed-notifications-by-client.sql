-- Moves a table created by an earlier processed-notifications.sql (keyed by the transaction code alone) to the key
-- (client_id, transaction_code), for a receiver of several merchants; the rows it holds become the client id ''
-- (what a receiver for one merchant records). MySQL, MariaDB and H2 (PostgreSQL:
-- processed-notifications-by-client-postgresql.sql). Between the second and third statements the table has no
-- key: run it while no node receives or reconciles.
ALTER TABLE paycollect_processed_notification ADD COLUMN client_id VARCHAR(128) /*! CHARACTER SET binary */ DEFAULT '' NOT NULL;
ALTER TABLE paycollect_processed_notification DROP PRIMARY KEY;
ALTER TABLE paycollect_processed_notification ADD PRIMARY KEY (client_id, transaction_code);
