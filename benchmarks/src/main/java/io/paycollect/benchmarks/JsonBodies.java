package io.paycollect.benchmarks;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/** Request bodies of an exact length that look like what the client sends: compact JSON. */
final class JsonBodies {

    private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ";

    private JsonBodies() {
    }

    /**
     * A compact JSON object of exactly {@code length} UTF-8 bytes ({@code length >= 16}): an account
     * number followed by free text padded to size; seeded, so every fork signs the same bytes.
     */
    static byte[] ofLength(int length, SplittableRandom random) {
        String head = "{\"accountNumber\":\"0123456789\",\"content\":\"";
        String tail = "\"}";
        int textLength = length - head.length() - tail.length();
        if (textLength < 0) {
            throw new IllegalArgumentException("a body needs at least " + (head.length() + tail.length()) + " bytes");
        }
        StringBuilder json = new StringBuilder(length).append(head);
        for (int i = 0; i < textLength; i++) {
            json.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        byte[] bytes = json.append(tail).toString().getBytes(StandardCharsets.UTF_8);
        if (bytes.length != length) {
            throw new IllegalStateException("built " + bytes.length + " bytes, wanted " + length);
        }
        return bytes;
    }
}
