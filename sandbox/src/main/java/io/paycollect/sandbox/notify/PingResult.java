package io.paycollect.sandbox.notify;

/**
 * What a receiver made of the dashboard's connection test; a null component is left out of the answer.
 *
 * @param url where it was sent
 * @param status the receiver's HTTP status, when one came
 * @param acknowledged whether it answered 2xx, what the dashboard's test asks
 * @param outcome what came of it: {@code HTTP <status>} or why nothing came
 */
public record PingResult(String url, Integer status, boolean acknowledged, String outcome) {
}
