-- For JdbcProcessedNotifications.forgetProcessedBefore: finds the rows past the horizon without reading the
-- whole table. Run it once, after processed-notifications.sql.
CREATE INDEX paycollect_processed_notification_at ON paycollect_processed_notification (processed_at);
