package com.example.platform;

import io.paycollect.client.api.BankApi;
import io.paycollect.client.autoconfigure.PayCollectFeignConfiguration;
import org.springframework.cloud.openfeign.FeignClient;

/** The generated BankApi as a Spring Cloud OpenFeign client of merchant shop-d, whose service never answers. */
@FeignClient(name = "shop-d", url = "${paycollect.clients.shop-d.base-url}", configuration = PayCollectFeignConfiguration.class)
public interface ShopDBank extends BankApi {
}
