package io.paycollect.client.reconciliation;

import io.paycollect.api.RequestTimestamp;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.TransactionGetPagingData;
import io.paycollect.client.model.TransactionGetPagingRequest;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

/** The service's transaction list ({@code transaction_getPaging}) as a {@link PaymentReconciler} reads it: its filters, one page a call. */
record TransactionPages(PayCollectClient client, int pageSize, Long merchantId, List<Long> shopIds,
        List<String> vaAccountNumbers, String bankBin) {

    /** The time filters' form, in Vietnam time, as the service's documentation gives it. */
    private static final DateTimeFormatter QUERY_TIME = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");

    /** The page of the transactions from {@code start} to {@code end} after the first {@code skip}; what the client throws otherwise. */
    TransactionGetPagingData page(Instant start, Instant end, long skip) {
        TransactionGetPagingRequest request = new TransactionGetPagingRequest().merchantId(merchantId)
                .shopIds(shopIds).vaAccountNumbers(vaAccountNumbers).bankBin(bankBin)
                .startTime(queryTime(start)).endTime(queryTime(end)).skipCount(skip).maxResultCount((long) pageSize);
        return client.transaction().getPaging(request).requireSuccess().getData();
    }

    private static String queryTime(Instant instant) {
        return LocalDateTime.ofInstant(instant, RequestTimestamp.VIETNAM).format(QUERY_TIME);
    }
}
