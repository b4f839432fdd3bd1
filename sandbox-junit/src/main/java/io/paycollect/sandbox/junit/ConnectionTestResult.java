package io.paycollect.sandbox.junit;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * What a receiver answered the dashboard's connection test ({@link SandboxControl#ping}): the unsigned
 * {@code {"event":"ping","message":"Tingee Webhook Connection Test","timestamp":<ms>}} the service sends when a merchant
 * tests its webhook.
 *
 * @param url where it was POSTed
 * @param status the receiver's HTTP status, or null when no answer came
 * @param acknowledged whether it answered 2xx: what the dashboard's test asks
 * @param outcome {@code HTTP <status>}, or why no answer came ({@code connection refused}, {@code timed out}, ...)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ConnectionTestResult(String url, Integer status, boolean acknowledged, String outcome) {
}
