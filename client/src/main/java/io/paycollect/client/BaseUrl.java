package io.paycollect.client;

import java.net.URI;
import java.net.URISyntaxException;

/** The base URL a client calls: checked when it is set, so a bad one never reaches the network. */
final class BaseUrl {

    private BaseUrl() {
    }

    /**
     * {@code url} as the contract's paths are appended to it: an absolute http or https URL without query,
     * fragment, user info or trailing slash.
     *
     * @throws IllegalArgumentException saying what is wrong with it
     */
    static String normalise(String url) {
        if (url == null || url.isBlank()) {
            throw new IllegalArgumentException("baseUrl must not be blank");
        }
        URI uri;
        try {
            uri = new URI(url.trim());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("baseUrl is not a valid URL: " + e.getReason());
        }
        String scheme = uri.getScheme();
        if (scheme == null || !(scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https"))
                || uri.getHost() == null) {
            throw new IllegalArgumentException("baseUrl must be an absolute http or https URL");
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException("baseUrl must not carry a query, fragment or user info");
        }
        return uri.toString().replaceFirst("/+$", "");
    }
}
