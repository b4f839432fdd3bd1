package io.paycollect.client;

import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/**
 * What a refusal most likely means and what to do about it, for the message of a {@link PayCollectApiException}:
 * the reported codes of the service (docs/protocol.md, "Results") and an HTTP 401. Never names a secret.
 */
final class RefusalHint {

    private RefusalHint() {
    }

    /**
     * The hint for {@code code} (or, without one, for the HTTP {@code status}), with this host's clock offset from
     * the service's when the answer's {@code Date} header gave it.
     */
    static Optional<String> of(String code, int status, Optional<Duration> clockOffset) {
        if ("97".equals(code) || code == null && status == 401) {
            return Optional.of("the signature was refused: check that the secret token is the one issued with this "
                    + "client id (the developer section of the merchant web application), and that nothing between here "
                    + "and the service changes the body");
        }
        if ("90".equals(code)) {
            return Optional.of("the request's time was refused: the service accepts a timestamp within about 10 minutes "
                    + "of its own clock; check this host's clock" + clockOffset.map(RefusalHint::offset).orElse(""));
        }
        if ("91".equals(code)) {
            return Optional.of("the service timed out: what it did is unknown; look the payment up in the transaction "
                    + "list (client.transaction().getPaging) before sending it again");
        }
        return Optional.empty();
    }

    /** How far this host's clock is from the one that wrote {@code dateHeader} (RFC 1123, whole seconds). */
    static Optional<Duration> clockOffset(String dateHeader, Clock clock) {
        if (dateHeader == null) {
            return Optional.empty();
        }
        try {
            ZonedDateTime service = ZonedDateTime.parse(dateHeader.strip(), DateTimeFormatter.RFC_1123_DATE_TIME);
            return Optional.of(Duration.between(service.toInstant(), clock.instant()));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private static String offset(Duration hostMinusService) {
        long seconds = hostMinusService.getSeconds();
        if (Math.abs(seconds) < 2) {
            return " (it agrees with the answer's Date header to the second: check the time zone is not written by hand)";
        }
        return " (by the answer's Date header, this host is " + Math.abs(seconds) + " s "
                + (seconds > 0 ? "ahead of" : "behind") + " the service)";
    }
}
