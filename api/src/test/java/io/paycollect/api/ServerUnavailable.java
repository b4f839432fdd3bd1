package io.paycollect.api;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Skips a test that needs a database server which cannot be had here, saying why on the console (once per
 * reason and test JVM) as well as in the test report, where a skip's reason is otherwise only written.
 */
final class ServerUnavailable {

    private static final Set<String> SAID = ConcurrentHashMap.newKeySet();

    private ServerUnavailable() {
    }

    /**
     * Skips the test, or fails it in CI ({@code CI=true}) when the script that starts the server did not run:
     * then nobody asked for the server.
     *
     * @param server the server's name, such as {@code PostgreSQL}
     * @param urlVariable the variable naming the server
     * @param unavailableVariable the variable the script sets instead, saying why there is no server
     * @param script the {@code .ci/} script that starts it and sets the variables
     */
    static void skip(String server, String urlVariable, String unavailableVariable, String script) {
        String unavailable = System.getenv(unavailableVariable);
        String reason;
        if (unavailable != null) {
            reason = "no " + server + " server: " + unavailable;
        } else if ("true".equals(System.getenv("CI"))) {
            Assertions.fail("CI runs the " + server + " tests: .ci/run calls " + script + ", which sets " + urlVariable
                    + " or says why it could not");
            return;
        } else {
            reason = "no " + server + " server: run eval \"$(" + script + ")\" first, or set " + urlVariable;
        }
        skipBecause(server, reason);
    }

    /** Skips the test because {@code reason}, saying so on the console once per reason and test JVM. */
    static void skipBecause(String server, String reason) {
        if (SAID.add(reason)) {
            System.err.println("[SKIPPED] the " + server + " tests: " + reason);
        }
        Assumptions.abort(reason);
    }
}
