package io.paycollect.client;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * The default transport's network interceptor that hands a 503 asking for an immediate retry to the caller: OkHttp
 * would send the request again on its own, and a request that may have reached the service may move money.
 */
final class ImmediateRetryRefusal implements Interceptor {
    @Override
    public Response intercept(Chain chain) throws IOException {
        Response response = chain.proceed(chain.request());
        if (response.code() == 503 && triggersOkHttp(response.header("Retry-After"))) {
            return response.newBuilder().removeHeader("Retry-After").build();
        }
        return response;
    }

    /**
     * OkHttp reads an all-digit value as seconds with {@code Integer.valueOf}: "0" and "000" mean
     * "re-send now", and a value past {@code Integer.MAX_VALUE} throws out of the call instead of
     * reaching the caller as a 503.
     */
    private static boolean triggersOkHttp(String retryAfter) {
        if (retryAfter == null || retryAfter.isEmpty() || !retryAfter.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return false;
        }
        try {
            return Integer.parseInt(retryAfter) == 0;
        } catch (NumberFormatException tooLarge) {
            return true;
        }
    }
}
