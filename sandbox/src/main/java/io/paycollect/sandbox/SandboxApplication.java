package io.paycollect.sandbox;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The PayCollect sandbox: the whole service in memory, on http://localhost:8080 by default. */
@SpringBootApplication
public class SandboxApplication {

    /** Starts the sandbox; {@code --server.port=...} and the other Spring properties apply. */
    public static void main(String[] args) {
        SpringApplication.run(SandboxApplication.class, args);
    }
}
