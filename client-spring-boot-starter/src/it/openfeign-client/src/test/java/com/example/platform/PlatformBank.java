package com.example.platform;

import io.paycollect.client.api.BankApi;
import io.paycollect.client.autoconfigure.PayCollectFeignConfiguration;
import org.springframework.cloud.openfeign.FeignClient;

/** The generated BankApi as a Spring Cloud OpenFeign client of the single client's properties (paycollect.client.*). */
@FeignClient(name = "platform", url = "${paycollect.client.base-url}", configuration = PayCollectFeignConfiguration.class)
public interface PlatformBank extends BankApi {
}
