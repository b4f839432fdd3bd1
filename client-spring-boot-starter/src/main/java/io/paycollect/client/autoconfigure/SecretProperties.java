package io.paycollect.client.autoconfigure;

import java.util.regex.Pattern;
import org.springframework.boot.actuate.endpoint.SanitizableData;

/**
 * Masks paycollect's secrets wherever Actuator shows property values: {@code paycollect.client.secret-token},
 * a client's secret under {@code paycollect.server.clients}, a notification secret. Actuator shows no
 * values by default; this holds even when an application turns them on.
 */
final class SecretProperties {

    // Keys as /env names them (paycollect.client.secret-token) and as /configprops does (secretToken).
    private static final Pattern SECRET = Pattern.compile(".*secret[-_.]?(token)?$");

    private SecretProperties() {
    }

    static SanitizableData sanitize(SanitizableData data) {
        return data.getValue() != null && SECRET.matcher(data.getLowerCaseKey()).matches()
                ? data.withValue(SanitizableData.SANITIZED_VALUE) : data;
    }
}
