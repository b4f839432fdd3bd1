package io.paycollect.client;

import java.io.IOException;
import okhttp3.Call;
import okhttp3.Interceptor;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.Okio;

/**
 * The default transport's answer cap ({@code maxAnswerSize}), as an OkHttp <em>application</em> interceptor: an
 * answer whose {@code Content-Length} exceeds the limit is refused before a byte of its body is read, and any other
 * is counted as it is read ({@link BoundedAnswers.Counted}), a body closed before its end cancelling the call so that
 * the connection is closed rather than drained. An application interceptor, not a network one, because the cap
 * bounds what the decoder reads: OkHttp asks for gzip itself and inflates the body between the two (its bridge), so
 * a network interceptor would count compressed bytes, and a small gzip body could inflate far past the cap.
 * Its cost: about 1.1 KB more allocated per call than counting in the transport (the response rebuilt, the stream
 * wrapped for OkHttp; benchmarks/README.md, 2026-12-02).
 */
final class AnswerLimitInterceptor implements Interceptor {

    private final long limit;

    AnswerLimitInterceptor(long limit) {
        this.limit = limit;
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Response response = chain.proceed(chain.request());
        ResponseBody body = response.body();
        long length = body.contentLength();
        Call call = chain.call();
        if (length > limit) {
            // The connection is closed, not drained of a body nobody reads.
            call.cancel();
            response.close();
            throw new AnswerLimitExceeded(limit, response.code(), "declares " + length + " bytes (Content-Length), over");
        }
        BoundedAnswers.Counted counted = new BoundedAnswers.Counted(body.byteStream(), limit, response.code(), call::cancel);
        return response.newBuilder()
                .body(ResponseBody.create(Okio.buffer(Okio.source(counted)), body.contentType(), length))
                .build();
    }
}
