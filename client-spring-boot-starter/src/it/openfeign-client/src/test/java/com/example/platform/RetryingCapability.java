package com.example.platform;

import feign.Capability;
import feign.Retryer;

/** An application's Capability that makes Feign retry, as Feign's own builder does by default. */
public class RetryingCapability implements Capability {

    @Override
    public Retryer enrich(Retryer retryer) {
        return new Retryer.Default();
    }
}
