package com.example.platform;

import io.paycollect.client.api.BankApi;
import io.paycollect.client.autoconfigure.PayCollectFeignConfiguration;
import org.springframework.cloud.openfeign.FeignClient;

/** The generated BankApi as a Spring Cloud OpenFeign client of merchant shop-c, whose service hangs up. */
@FeignClient(name = "shop-c", url = "${paycollect.clients.shop-c.base-url}", configuration = PayCollectFeignConfiguration.class)
public interface ShopCBank extends BankApi {
}
