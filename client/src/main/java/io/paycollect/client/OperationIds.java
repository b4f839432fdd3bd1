package io.paycollect.client;

import java.lang.reflect.Method;

/**
 * The contract's operation id of a method of a generated API interface: {@code BankApi.generateCustomVietQr} and
 * its {@code WithHttpInfo} twin are {@code bank_generateCustomVietQr}. The generator names the interface after the
 * operation's tag and the method after the id with the tag prefix removed (client/generator-config.yaml), so the
 * id is read back from the two names, once per operation.
 */
final class OperationIds {

    private static final String TWIN = "WithHttpInfo";

    private OperationIds() {
    }

    static String of(Method method) {
        String api = method.getDeclaringClass().getSimpleName();
        String group = api.endsWith("Api") ? api.substring(0, api.length() - 3) : api;
        String tag = group.isEmpty() ? group : Character.toLowerCase(group.charAt(0)) + group.substring(1);
        String name = method.getName();
        return tag + "_" + (name.endsWith(TWIN) ? name.substring(0, name.length() - TWIN.length()) : name);
    }
}
