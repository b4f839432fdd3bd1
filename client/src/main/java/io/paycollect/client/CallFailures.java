package io.paycollect.client;

import feign.Request;
import java.io.IOException;

/**
 * How a failed call is named and what a call without a complete answer raises: what both the call guard and the
 * error decoder say, so that neither needs the other.
 */
final class CallFailures {

    private CallFailures() {
    }

    /**
     * No complete answer: never sent, or an unknown outcome ({@link AnswerTooLargeException} when the
     * answer was too large), naming the host of {@code sent}'s URL.
     */
    static PayCollectTransportException transport(String request, Request sent, Throwable cause) {
        String url = sent == null ? null : sent.url();
        AnswerLimitExceeded tooLarge = PayCollectTransportException.find(cause, AnswerLimitExceeded.class);
        if (tooLarge != null) {
            return new AnswerTooLargeException(request, PayCollectTransportException.hostOf(url), tooLarge);
        }
        // The I/O failure itself is the cause a caller inspects, not Feign's RetryableException around it
        // (whose name suggests a retry that never happens).
        IOException io = PayCollectTransportException.find(cause, IOException.class);
        if (io instanceof RequestNotSent notSent) {
            io = (IOException) notSent.getCause();
        }
        return new PayCollectTransportException(request, url, cause, io != null ? io : cause);
    }

    /** "POST /v1/bank/create-va": method and path only, never headers. */
    static String describe(Request request) {
        if (request == null) {
            return "request";
        }
        String url = request.url();
        int schemeEnd = url.indexOf("://");
        int pathStart = schemeEnd < 0 ? 0 : url.indexOf('/', schemeEnd + 3);
        String path = pathStart < 0 ? "/" : url.substring(pathStart);
        int query = path.indexOf('?');
        return request.httpMethod() + " " + (query < 0 ? path : path.substring(0, query));
    }
}
