package com.example.platform;

import io.paycollect.client.api.BankApi;
import io.paycollect.client.autoconfigure.PayCollectFeignConfiguration;
import org.springframework.cloud.openfeign.FeignClient;

/** The generated BankApi as a Spring Cloud OpenFeign client of merchant shop-b (paycollect.clients.shop-b.*). */
@FeignClient(name = "shop-b", url = "${paycollect.clients.shop-b.base-url}", configuration = PayCollectFeignConfiguration.class)
public interface ShopBBank extends BankApi {
}
