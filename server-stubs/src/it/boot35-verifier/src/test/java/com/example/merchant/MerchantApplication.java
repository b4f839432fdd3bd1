package com.example.merchant;

import io.paycollect.server.SignatureVerificationFilter;
import io.paycollect.server.api.DeepLinkApi;
import io.paycollect.server.model.CustomVietQrRequest;
import io.paycollect.server.model.DeepLinkGenerateRequest;
import io.paycollect.server.model.DeepLinkGenerateResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.Valid;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** A Boot 3.5 application: one generated interface implemented, one notification receiver. */
@SpringBootApplication
public class MerchantApplication {

    /** 2026-11-22 15:45:00.123 in Vietnam time, the instant the tests sign at. */
    static final Instant NOW = Instant.parse("2026-11-22T08:45:00.123Z");

    static final AtomicReference<Object> lastInput = new AtomicReference<>();

    @Bean
    Clock clock() {
        return Clock.fixed(NOW, ZoneOffset.UTC);
    }

    @RestController
    static class DeepLinks implements DeepLinkApi {
        private final HttpServletRequest request;

        DeepLinks(HttpServletRequest request) {
            this.request = request;
        }

        @Override
        public ResponseEntity<DeepLinkGenerateResponse> generate(DeepLinkGenerateRequest body) {
            lastInput.set(Map.of("body", Map.of("accountNumber", body.getAccountNumber(), "amount", body.getAmount(),
                    "unknown", body.getAdditionalProperties()),
                    "client", request.getAttribute(SignatureVerificationFilter.CLIENT_ID_ATTRIBUTE)));
            return ResponseEntity.ok(new DeepLinkGenerateResponse("00", "Success").data("https://pay.example/dl/1"));
        }

        @Override
        public ResponseEntity<io.paycollect.server.model.DeepLinkGenerateBidvTestResponse> generateBidvTest(
                io.paycollect.server.model.DeepLinkGenerateBidvTestRequest body) {
            return ResponseEntity.ok(new io.paycollect.server.model.DeepLinkGenerateBidvTestResponse("00", "Success"));
        }
    }

    @RestController
    static class Receivers {
        @PostMapping("/paycollect/notifications")
        Map<String, String> notification(@RequestBody Map<String, Object> payload) {
            lastInput.set(payload);
            return Map.of("code", "00", "message", "OK");
        }

        /** The documented model behind a plain mapping, to see Jackson 2's errors named by field. */
        @PostMapping("/v1/generate-viet-qr")
        Map<String, String> qr(@Valid @RequestBody CustomVietQrRequest body) {
            lastInput.set(body);
            return Map.of("code", "00", "message", "Success");
        }
    }
}
