package io.paycollect.client.reconciliation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The service's transaction list over real HTTP on loopback, as far as reconciliation uses it: answers
 * {@code POST /v1/transaction/get-paging} with the transactions dated within {@code startTime}..{@code endTime}
 * ({@code yyyyMMddHHmmss}, inclusive, Vietnam time), oldest first, paged by {@code skipCount} and
 * {@code maxResultCount}; records each request's body; can refuse one call.
 */
final class TransactionListServer implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final DateTimeFormatter QUERY_TIME = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");

    /** A listed transaction: its code, amount, type and date (Vietnam time), listed to {@code clientId} (null: to any). */
    record Listed(String code, long amount, String type, LocalDateTime date, String clientId) {
    }

    private final HttpServer server;
    private final List<Listed> transactions = Collections.synchronizedList(new ArrayList<>());
    private final List<JsonNode> requests = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger refuseCall = new AtomicInteger(-1);

    TransactionListServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/transaction/get-paging", exchange -> {
            JsonNode request = JSON.readTree(exchange.getRequestBody().readAllBytes());
            requests.add(request);
            String caller = exchange.getRequestHeaders().getFirst("x-client-id");
            byte[] answer = (requests.size() - 1 == refuseCall.get()
                    ? "{\"code\":\"91\",\"message\":\"Time-out\"}"
                    : JSON.writeValueAsString(page(request, caller))).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        server.start();
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    TransactionListServer add(String code, long amount, String type, LocalDateTime date) {
        transactions.add(new Listed(code, amount, type, date, null));
        return this;
    }

    /** A transaction of the merchant {@code clientId}: listed only to that client, as the service lists a merchant's own. */
    TransactionListServer addFor(String clientId, String code, long amount, LocalDateTime date) {
        transactions.add(new Listed(code, amount, null, date, clientId));
        return this;
    }

    /** The call with this index (0 for the first) answers code 91 instead of a page. */
    void refuseCall(int index) {
        refuseCall.set(index);
    }

    List<JsonNode> requests() {
        synchronized (requests) {
            return List.copyOf(requests);
        }
    }

    private ObjectNode page(JsonNode request, String caller) {
        LocalDateTime start = LocalDateTime.parse(request.get("startTime").asText(), QUERY_TIME);
        LocalDateTime end = LocalDateTime.parse(request.get("endTime").asText(), QUERY_TIME);
        List<Listed> inWindow;
        synchronized (transactions) {
            inWindow = transactions.stream().filter(t -> t.clientId() == null || t.clientId().equals(caller))
                    .filter(t -> !t.date().isBefore(start) && !t.date().isAfter(end))
                    .sorted((a, b) -> a.date().compareTo(b.date())).toList();
        }
        int skip = request.get("skipCount").asInt();
        int max = request.get("maxResultCount").asInt();
        ObjectNode envelope = JSON.createObjectNode().put("code", "00").put("message", "Success");
        ObjectNode data = envelope.putObject("data").put("totalCount", inWindow.size());
        ArrayNode items = data.putArray("items");
        for (Listed t : inWindow.subList(Math.min(skip, inWindow.size()), Math.min(skip + max, inWindow.size()))) {
            ObjectNode item = items.addObject().put("transactionId", "TXN-" + t.code()).put("code", t.code())
                    .put("amount", t.amount()).put("bankBin", "970422").put("accountNumber", "0123456789")
                    .put("vaAccountNumber", "9000000001").put("content", "Don hang " + t.code())
                    .put("transactionDate", t.date().toString());
            if (t.type() != null) {
                item.put("type", t.type());
            }
        }
        return envelope;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
