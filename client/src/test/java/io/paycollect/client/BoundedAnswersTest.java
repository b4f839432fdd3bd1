package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/** The answer cap holds however a decoder reads the body: one byte at a time is counted as a bulk read is. */
class BoundedAnswersTest {

    @Test
    void aBodyReadOneByteAtATimeStopsAtTheFirstBytePastTheLimit() throws IOException {
        InputStream body = new BoundedAnswers.Counted(new ByteArrayInputStream(new byte[] {'a', 'b', 'c', 'd'}), 3, 200, null);

        assertEquals('a', body.read());
        assertEquals('b', body.read());
        assertEquals('c', body.read());
        AnswerLimitExceeded e = assertThrows(AnswerLimitExceeded.class, body::read);
        assertEquals(3, e.limit());
    }

    @Test
    void aBodyOfExactlyTheLimitReadOneByteAtATimeGivesEveryByteThenItsEnd() throws IOException {
        InputStream body = new BoundedAnswers.Counted(new ByteArrayInputStream(new byte[] {(byte) 0xff, 0}), 2, 200, null);

        assertEquals(0xff, body.read());
        assertEquals(0, body.read());
        assertEquals(-1, body.read());
    }
}
