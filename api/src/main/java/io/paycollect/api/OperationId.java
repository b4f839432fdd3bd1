package io.paycollect.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The contract's {@code operationId} of the operation a method calls, e.g. {@code bank_generateCustomVietQr} on the
 * generated client's {@code BankApi.generateCustomVietQr} and its {@code WithHttpInfo} twin. The generator writes it
 * from {@code openapi.yaml} onto every method of the generated API interfaces, so the id a metric, an observer or a
 * log line names is the contract's own, whatever the generator makes of the method's name.
 *
 * <p>A method of an application's own interface may carry it too; one without it (a method the contract does not
 * declare) is named by Feign's key of the method instead, e.g. {@code ShopExtras#ping()}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface OperationId {

    /**
     * The operation's id as the contract declares it.
     *
     * @return the id, e.g. {@code bank_getBanks}
     */
    String value();
}
