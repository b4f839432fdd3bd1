package io.paycollect.server.tomcat;

import io.paycollect.server.RefusedConnections;
import jakarta.servlet.ServletException;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.apache.coyote.ActionCode;

/**
 * Tomcat closes a refused request's connection at once instead of reading the rest of its body. Whatever answers
 * with {@code Connection: close} (the verifier's 401, 413 and 503, a gate's 403) is treated as an aborted upload
 * ({@link ActionCode#DISABLE_SWALLOW_INPUT}, what Tomcat itself does for a form too large): without it, Tomcat reads
 * up to {@code maxSwallowSize} (2 MB by default) of the body after the answer, on the request thread and at the
 * sender's pace. Answers given later, from an async cycle, use {@link RefusedConnections#DROP_BODY_ATTRIBUTE}.
 */
public final class RefusedBodyValve extends ValveBase {

    /** A valve that supports async requests, as every valve in front of a Spring application must. */
    public RefusedBodyValve() {
        super(true);
    }

    @Override
    public void invoke(Request request, Response response) throws IOException, ServletException {
        request.setAttribute(RefusedConnections.DROP_BODY_ATTRIBUTE, (Runnable) () -> dropBody(request));
        getNext().invoke(request, response);
        if (!request.isAsync() && "close".equalsIgnoreCase(response.getHeader("Connection"))) {
            dropBody(request);
        }
    }

    /** A body read to its end needs nothing (and an aborted upload's state would make Tomcat close abruptly). */
    private static void dropBody(Request request) {
        AtomicBoolean fullyRead = new AtomicBoolean();
        request.getCoyoteRequest().action(ActionCode.REQUEST_BODY_FULLY_READ, fullyRead);
        if (!fullyRead.get()) {
            request.getCoyoteRequest().action(ActionCode.DISABLE_SWALLOW_INPUT, null);
        }
    }
}
