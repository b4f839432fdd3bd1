package io.paycollect.client;

import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;

/**
 * The contract's operation id of a method of a generated API interface:
 * {@code BankApi.generateCustomVietQr} and its {@code WithHttpInfo} twin are
 * {@code bank_generateCustomVietQr}. The generator names the interface after the operation's tag and
 * the method after the id with the tag prefix removed, so the id is read back from the two names.
 */
final class OperationIds {

    private static final String TWIN = "WithHttpInfo";

    private static final ClassValue<Map<Method, String>> IDS = new ClassValue<>() {
        @Override
        protected Map<Method, String> computeValue(Class<?> api) {
            String simple = api.getSimpleName();
            String group = simple.endsWith("Api") ? simple.substring(0, simple.length() - 3) : simple;
            String tag = group.isEmpty() ? group : Character.toLowerCase(group.charAt(0)) + group.substring(1);
            Map<Method, String> ids = new HashMap<>();
            for (Method method : api.getMethods()) {
                String name = method.getName();
                String operation = name.endsWith(TWIN) ? name.substring(0, name.length() - TWIN.length()) : name;
                ids.put(method, tag + "_" + operation);
            }
            return Map.copyOf(ids);
        }
    };

    private OperationIds() {
    }

    static String of(Method method) {
        String id = IDS.get(method.getDeclaringClass()).get(method);
        return id != null ? id : method.getDeclaringClass().getSimpleName() + "_" + method.getName();
    }
}
