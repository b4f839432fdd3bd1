package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feign.Contract;
import feign.RequestLine;
import io.paycollect.client.api.BankApi;
import io.paycollect.client.api.EInvoiceApi;
import io.paycollect.client.api.TransactionApi;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Each call's observer is told the operation's id, method and URI template, as the generated interface declares them. */
class OperationRouteTest extends AgainstRecordingServer {

    @Test
    void anObserverIsToldTheRouteOfEachCall() {
        List<OperationRoute> routes = new CopyOnWriteArrayList<>();
        PayCollectClient observed = TestClients.builder(server).callObserver(new CallObserver() {
            @Override
            public Call started(String operationId, BiConsumer<String, String> headers) {
                throw new AssertionError("the client gives the route");
            }

            @Override
            public Call started(OperationRoute route, BiConsumer<String, String> headers) {
                routes.add(route);
                return outcome -> { };
            }
        }).build();

        observed.bank().generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789"));
        observed.bank().getBanks();

        assertEquals(List.of(new OperationRoute("bank_generateCustomVietQr", "POST", "/v1/generate-viet-qr"),
                new OperationRoute("bank_getBanks", "GET", "/v1/bank/get-banks")), routes);
    }

    @Test
    void everyGeneratedMethodHasTheRouteOfItsRequestLine() {
        Stream.of(BankApi.class, TransactionApi.class, EInvoiceApi.class)
                .flatMap(api -> new Contract.Default().parseAndValidateMetadata(api).stream())
                .forEach(metadata -> {
                    String[] line = metadata.method().getAnnotation(RequestLine.class).value().split(" ", 2);
                    OperationRoute route = OperationRoute.of(metadata);
                    assertEquals(OperationIds.of(metadata.method()), route.operationId());
                    assertEquals(line[0], route.method(), metadata.configKey());
                    assertEquals(line[1].split("\\?")[0], route.uriTemplate(), metadata.configKey());
                });
    }
}
