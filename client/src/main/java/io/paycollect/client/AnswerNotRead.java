package io.paycollect.client;

import java.io.IOException;

/**
 * The answer's body could not be read to its end, or its bytes are not text: the call's outcome is
 * unknown, since the service may have done the work whatever it was answering. The client reports
 * it as a {@link PayCollectTransportException}, never as an answer the service gave.
 */
class AnswerNotRead extends IOException {

    private static final long serialVersionUID = 1L;

    AnswerNotRead(String message, Throwable cause) {
        super(message, cause);
    }
}
