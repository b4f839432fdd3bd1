package com.example.platform;

import io.paycollect.client.api.BankApi;
import io.paycollect.client.autoconfigure.PayCollectFeignConfiguration;
import org.springframework.cloud.openfeign.FeignClient;

/**
 * The generated BankApi as a Spring Cloud OpenFeign client of the platform's own credentials: a named client
 * (paycollect.clients.platform.*) too, for with named clients set a @FeignClient never falls back to
 * paycollect.client.*.
 */
@FeignClient(name = "platform", url = "${paycollect.clients.platform.base-url}", configuration = PayCollectFeignConfiguration.class)
public interface PlatformBank extends BankApi {
}
