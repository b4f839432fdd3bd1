package io.paycollect.client;

/**
 * Run by {@link AnswerSizeLimitSmallHeapTest} in a JVM with a small heap: calls each address given
 * once with the default {@code maxAnswerSize} and prints how each call ended, one line each; then, as
 * a control, calls the first of them with no practical limit, which such a heap cannot survive.
 */
public final class SmallHeapCaller {

    private SmallHeapCaller() {
    }

    public static void main(String[] args) {
        for (int i = 0; i < args.length - 1; i++) {
            System.out.println(outcome(AnswerSizeLimitTest.client(args[i]).build()));
        }
        PayCollectClient unbounded = AnswerSizeLimitTest.client(args[args.length - 1]).maxAnswerSize(Long.MAX_VALUE).build();
        System.out.println("control " + outcome(unbounded));
    }

    private static String outcome(PayCollectClient client) {
        try {
            client.bank().createVa(OpenPayloadCaller.request());
            return "answered";
        } catch (AnswerTooLargeException e) {
            return "AnswerTooLargeException limit=" + e.limit();
        } catch (OutOfMemoryError e) {
            return "OutOfMemoryError";
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }
}
