package com.example.platform;

import io.paycollect.client.api.BankApi;
import io.paycollect.client.autoconfigure.PayCollectFeignConfiguration;
import org.springframework.cloud.openfeign.FeignClient;

/** The generated BankApi as a Spring Cloud OpenFeign client of merchant shop-a (paycollect.clients.shop-a.*). */
@FeignClient(name = "shop-a", url = "${paycollect.clients.shop-a.base-url}", configuration = PayCollectFeignConfiguration.class)
public interface ShopABank extends BankApi {
}
