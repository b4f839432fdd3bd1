package io.paycollect.sandbox.domain;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** How the sandbox keeps a provider account's password: its SHA-256, compared in constant time, never the text. */
final class PasswordDigest {

    private PasswordDigest() {
    }

    /** The digest kept for {@code password}. */
    static String of(String password) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(password.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether {@code password} is the one {@code digest} was kept for. */
    static boolean matches(String password, String digest) {
        return MessageDigest.isEqual(of(password).getBytes(StandardCharsets.US_ASCII), digest.getBytes(StandardCharsets.US_ASCII));
    }
}
