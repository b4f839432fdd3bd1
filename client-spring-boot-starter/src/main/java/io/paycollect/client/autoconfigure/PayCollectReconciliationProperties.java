package io.paycollect.client.autoconfigure;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The {@code paycollect.client.reconciliation.*} properties: scheduled reconciliation of the payments whose
 * notification never arrived, through the transaction list.
 *
 * @param enabled Whether the payments of the transaction list are reconciled on a schedule. Needs a
 *     NotificationHandler bean and the ProcessedNotifications bean the notification receiver uses.
 * @param interval Time between the end of one run and the start of the next; the first runs at start-up.
 * @param overlap How far before the checkpoint each run reads again, for transactions the service lists late.
 * @param firstWindow How far back the first run reads when no checkpoint exists yet.
 * @param pageSize Transactions per call of the transaction list (1 to 1000).
 * @param name Name of the checkpoint, one per reconciliation sharing a checkpoint table.
 * @param merchantId Only the transactions of this merchant (required by the service for a master merchant).
 * @param vaAccountNumbers Only the transactions into these virtual accounts.
 */
@ConfigurationProperties("paycollect.client.reconciliation")
public record PayCollectReconciliationProperties(
        @DefaultValue("false") boolean enabled,
        @DefaultValue("5m") Duration interval,
        @DefaultValue("15m") Duration overlap,
        @DefaultValue("1d") Duration firstWindow,
        @DefaultValue("1000") int pageSize,
        @DefaultValue("default") String name,
        Long merchantId,
        List<String> vaAccountNumbers) {
}
