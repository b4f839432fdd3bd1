package io.paycollect.server.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.tomcat.util.http.InvalidParameterException;
import org.junit.jupiter.api.Test;

/** What the envelope says for input failures that reach the exception resolvers. */
class InputProblemsTest {

    @Test
    void tomcatRefusingTheQueryStringIsA400NotAFault() {
        // Raised when a controller's parameters are first read, e.g. past Tomcat's parameter count limit.
        assertThat(InputProblems.describe(new InvalidParameterException("too many parameters", 400)))
                .contains(Problem.of(400, "the query string could not be read"));
        assertThat(InputProblems.describe(new IllegalStateException(new InvalidParameterException("bad"))))
                .contains(Problem.of(400, "the query string could not be read"));
    }
}
