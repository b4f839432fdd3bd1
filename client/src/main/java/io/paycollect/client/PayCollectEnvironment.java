package io.paycollect.client;

/**
 * The service's hosted environments, by name: {@link #PRODUCTION} moves real money, {@link #UAT} is the
 * service's own test environment. Their addresses are those the service's official SDKs use (recorded with
 * their source in docs/protocol.md, "Environments"); the local sandbox, or any other address, is given with
 * {@link PayCollectClient.Builder#baseUrl(String)}.
 */
public enum PayCollectEnvironment {

    /** The live service: {@code https://open-api.tingee.vn}. */
    PRODUCTION("https://open-api.tingee.vn"),
    /** The service's test environment: {@code https://uat-open-api.tingee.vn}. */
    UAT("https://uat-open-api.tingee.vn");

    private final String baseUrl;

    PayCollectEnvironment(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** The environment's base URL, without a trailing slash. */
    public String baseUrl() {
        return baseUrl;
    }
}
