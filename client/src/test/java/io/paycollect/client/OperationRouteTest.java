package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import feign.Contract;
import feign.RequestLine;
import io.paycollect.api.OperationId;
import io.paycollect.client.api.BankApi;
import io.paycollect.client.model.BankGetBanksResponse;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Each call's observer is told the operation's id, method and URI template: the id as the contract declares it
 * (the generator writes it on each method as {@link OperationId}), the route as the generated interface declares it.
 */
class OperationRouteTest extends AgainstRecordingServer {

    @Test
    void anObserverIsToldTheRouteOfEachCall() {
        List<OperationRoute> routes = new CopyOnWriteArrayList<>();
        PayCollectClient observed = TestClients.builder(server).callObserver(recordingRoutes(routes)).build();

        observed.bank().generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789"));
        observed.bank().getBanks();

        assertEquals(List.of(new OperationRoute("bank_generateCustomVietQr", "POST", "/v1/generate-viet-qr"),
                new OperationRoute("bank_getBanks", "GET", "/v1/bank/get-banks")), routes);
    }

    /** Read from api/openapi.yaml, not from the generated names: each route's id is the one the contract gives it. */
    @Test
    void everyOperationOfTheContractIsNamedByItsOwnIdOnItsMethodAndItsTwin() {
        Map<String, String> contract = ContractExamples.operationIdsByRoute();
        Map<String, List<String>> methodsById = new TreeMap<>();
        Stream.of(PayCollectClient.class.getMethods())
                .map(java.lang.reflect.Method::getReturnType)
                .filter(type -> type.getPackageName().equals("io.paycollect.client.api"))
                .flatMap(api -> new Contract.Default().parseAndValidateMetadata(api).stream())
                .forEach(metadata -> {
                    OperationRoute route = OperationRoute.of(metadata);
                    String[] line = metadata.method().getAnnotation(RequestLine.class).value().split(" ", 2);
                    assertEquals(line[0], route.method(), metadata.configKey());
                    assertEquals(line[1].split("\\?")[0], route.uriTemplate(), metadata.configKey());
                    assertEquals(contract.get(route.method() + " " + route.uriTemplate()), route.operationId(),
                            metadata.configKey() + " is not named by the id the contract gives its route");
                    methodsById.computeIfAbsent(route.operationId(), id -> new ArrayList<>()).add(metadata.configKey());
                });

        assertEquals(new java.util.TreeSet<>(contract.values()), methodsById.keySet());
        methodsById.forEach((id, methods) -> assertEquals(2, methods.size(), id + " names " + methods
                + ": each operation has exactly one method and its WithHttpInfo twin"));
    }

    /** An application's interface that extends a generated one keeps the contract's ids of the inherited methods. */
    interface ShopBank extends BankApi {

        /** An operation the contract does not declare, named by the application. */
        @OperationId("shop_getBanks")
        @RequestLine("GET /v1/shop/banks")
        BankGetBanksResponse namedBanks();

        /** An operation the contract does not declare, left unnamed. */
        @RequestLine("GET /v1/shop/ping")
        BankGetBanksResponse ping();
    }

    @Test
    void aMethodTheContractDoesNotDeclareIsNamedByItsMarkElseByFeignsKeyOfIt() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":[]}");
        List<OperationRoute> routes = new CopyOnWriteArrayList<>();
        ShopBank shop = PayCollectFeignParts.of(TestClients.builder(server).callObserver(recordingRoutes(routes)))
                .feignBuilder().target(ShopBank.class, server.baseUrl());

        shop.getBanks();
        shop.namedBanks();
        shop.ping();

        assertEquals(List.of(new OperationRoute("bank_getBanks", "GET", "/v1/bank/get-banks"),
                new OperationRoute("shop_getBanks", "GET", "/v1/shop/banks"),
                new OperationRoute("ShopBank#ping()", "GET", "/v1/shop/ping")), routes);
    }

    private static CallObserver recordingRoutes(List<OperationRoute> routes) {
        return new CallObserver() {
            @Override
            public Call started(String operationId, BiConsumer<String, String> headers) {
                throw new AssertionError("the client gives the route");
            }

            @Override
            public Call started(OperationRoute route, BiConsumer<String, String> headers) {
                routes.add(route);
                return outcome -> { };
            }
        };
    }
}
