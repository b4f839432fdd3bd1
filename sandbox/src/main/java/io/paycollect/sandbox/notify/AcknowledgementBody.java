package io.paycollect.sandbox.notify;

import java.io.ByteArrayOutputStream;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * Reads a receiver's answer to a notification, at most {@link #LIMIT} bytes of it: an acknowledgement is a
 * few dozen bytes, and a receiver that answers more (or without end) must not fill the sandbox's memory.
 * The body is empty when the answer was longer than the limit: it cannot be an acknowledgement then.
 */
final class AcknowledgementBody implements HttpResponse.BodySubscriber<Optional<String>> {

    /** Longest answer read; anything longer is not an acknowledgement. */
    static final int LIMIT = 64 * 1024;

    /** A handler whose subscribers read at most {@link #LIMIT} bytes. */
    static final HttpResponse.BodyHandler<Optional<String>> HANDLER = info -> new AcknowledgementBody();

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final CompletableFuture<Optional<String>> result = new CompletableFuture<>();
    private Flow.Subscription subscription;

    @Override
    public CompletionStage<Optional<String>> getBody() {
        return result;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        this.subscription = subscription;
        subscription.request(1);
    }

    @Override
    public void onNext(List<ByteBuffer> buffers) {
        for (ByteBuffer buffer : buffers) {
            if (bytes.size() + buffer.remaining() > LIMIT) {
                subscription.cancel();
                result.complete(Optional.empty());
                return;
            }
            byte[] chunk = new byte[buffer.remaining()];
            buffer.get(chunk);
            bytes.writeBytes(chunk);
        }
        subscription.request(1);
    }

    @Override
    public void onError(Throwable throwable) {
        result.completeExceptionally(throwable);
    }

    @Override
    public void onComplete() {
        result.complete(Optional.of(bytes.toString(StandardCharsets.UTF_8)));
    }
}
