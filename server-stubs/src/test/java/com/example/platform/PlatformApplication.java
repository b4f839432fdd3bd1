package com.example.platform;

// README:begin
import io.paycollect.client.notification.JdbcProcessedNotifications;
import io.paycollect.client.notification.NotificationHandler;
import io.paycollect.client.notification.StoreTransaction;
import io.paycollect.client.reconciliation.JdbcReconciliationCheckpoint;
import io.paycollect.server.SignatureVerificationFilter;
import io.paycollect.server.model.Notification;
import jakarta.servlet.http.HttpServletRequest;
import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Map;
import javax.sql.DataSource;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
public class PlatformApplication {

    public static void main(String[] args) {
        SpringApplication.run(PlatformApplication.class, args);
    }

    /** Which payments were processed, of every merchant: the receiver's store, and reconciliation's. */
    @Bean
    JdbcProcessedNotifications processedNotifications(DataSource dataSource) {
        return new JdbcProcessedNotifications(dataSource);
    }

    /** Up to when each merchant was reconciled, shared by the platform's nodes. */
    @Bean
    JdbcReconciliationCheckpoint reconciliationCheckpoint(DataSource dataSource) {
        return new JdbcReconciliationCheckpoint(dataSource);
    }

    /** What reconciliation does with a payment whose notification never came: the same credit. */
    @Bean
    NotificationHandler credit() {
        return (notification, transaction) -> credit(transaction, notification.getClientId(), notification.getTransactionCode(),
                notification.getAmount());
    }

    /** Each merchant's notifications, verified with that merchant's secret before they reach it. */
    @RestController
    static class Notifications {

        private final JdbcProcessedNotifications processed;

        Notifications(JdbcProcessedNotifications processed) {
            this.processed = processed;
        }

        @PostMapping("/paycollect/notifications")
        Map<String, String> received(@RequestBody Notification notification, HttpServletRequest request) throws Exception {
            String clientId = (String) request.getAttribute(SignatureVerificationFilter.CLIENT_ID_ATTRIBUTE);
            processed.forClient(clientId).processOnce(notification.getTransactionCode(),
                    transaction -> credit(transaction, clientId, notification.getTransactionCode(), notification.getAmount()));
            return Map.of("code", "00", "message", "OK");
        }
    }

    /** Written in the transaction that records the payment as processed: both commit, or neither. */
    static void credit(StoreTransaction transaction, String clientId, String transactionCode, BigDecimal amount)
            throws SQLException {
        try (PreparedStatement insert = transaction.connection().prepareStatement(
                "INSERT INTO credit (client_id, transaction_code, amount) VALUES (?, ?, ?)")) {
            insert.setString(1, clientId);
            insert.setString(2, transactionCode);
            insert.setLong(3, amount.longValueExact());
            insert.executeUpdate();
        }
    }
}
// README:end
