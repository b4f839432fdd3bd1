package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feign.RequestLine;
import io.paycollect.client.api.BankApi;
import io.paycollect.client.api.EInvoiceApi;
import io.paycollect.client.api.TransactionApi;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** An operation id leads back to the method and URI template its generated interface declares. */
class OperationRouteTest {

    @Test
    void anOperationIdNamesItsMethodAndUriTemplate() {
        assertEquals(Optional.of(new OperationRoute("bank_generateCustomVietQr", "POST", "/v1/generate-viet-qr")),
                OperationRoute.of("bank_generateCustomVietQr"));
        assertEquals(Optional.of(new OperationRoute("bank_getBanks", "GET", "/v1/bank/get-banks")),
                OperationRoute.of("bank_getBanks"));
    }

    @Test
    void everyGeneratedMethodHasTheRouteOfItsRequestLine() {
        Stream.of(BankApi.class, TransactionApi.class, EInvoiceApi.class)
                .flatMap(api -> Stream.of(api.getMethods()))
                .filter(method -> method.isAnnotationPresent(RequestLine.class))
                .forEach(method -> {
                    String[] line = method.getAnnotation(RequestLine.class).value().split(" ", 2);
                    OperationRoute route = OperationRoute.of(OperationIds.of(method)).orElseThrow();
                    assertEquals(line[0], route.method(), method.toString());
                    assertEquals(line[1].split("\\?")[0], route.uriTemplate(), method.toString());
                });
    }

    @Test
    void anUnknownOperationHasNoRoute() {
        for (String id : new String[] {"bank_noSuchOperation", "nosuchtag_getBanks", "getBanks", "_", "bank_"}) {
            assertTrue(OperationRoute.of(id).isEmpty(), id);
        }
    }
}
