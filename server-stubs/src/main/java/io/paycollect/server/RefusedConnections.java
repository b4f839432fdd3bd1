package io.paycollect.server;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * Closes the connection of a refused request without reading what is left of its body. A container would otherwise
 * read ("swallow") the rest of the body on a request thread after the answer, to reach a next request on the same
 * connection: at the sender's pace, so a peer that sends a head and then trickles or stays silent holds the thread.
 * Setting {@code Connection: close} does not stop that on Tomcat; its own API for an aborted upload does, and the
 * server starter's valve ({@code RefusedBodyValve}) puts it on each request as {@link #DROP_BODY_ATTRIBUTE}.
 */
public final class RefusedConnections {

    /** Request attribute holding a {@link Runnable} that tells the container not to read the rest of the body. */
    public static final String DROP_BODY_ATTRIBUTE = RefusedConnections.class.getName() + ".dropBody";

    private RefusedConnections() {
    }

    /**
     * Marks {@code response} to close its connection and, where the container offers it, stops the container from
     * reading the rest of {@code request}'s body: call it before or right after writing a refusal.
     */
    public static void closeAfterAnswer(HttpServletRequest request, HttpServletResponse response) {
        response.setHeader("Connection", "close");
        if (request.getAttribute(DROP_BODY_ATTRIBUTE) instanceof Runnable dropBody) {
            dropBody.run();
        }
    }
}
