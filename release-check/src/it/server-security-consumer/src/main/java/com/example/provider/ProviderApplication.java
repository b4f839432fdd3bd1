package com.example.provider;

import io.paycollect.server.api.AccountNumberApi;
import io.paycollect.server.model.AccountNumberGetAllDdlRequest;
import io.paycollect.server.model.AccountNumberGetAllDdlResponse;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.http.ResponseEntity;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * A provider with the server stubs and Spring Security. The signed paths ({@code /v1/**}) are permitted to Spring
 * Security, since its authentication filters do not run on the async dispatch in which the verifier hands on a
 * signed request: there the signature is the authentication. Everything else needs the operator's login.
 */
@SpringBootApplication
public class ProviderApplication {

    public static void main(String[] args) {
        SpringApplication.run(ProviderApplication.class, args);
    }

    @Bean
    SecurityFilterChain security(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(paths -> paths
                        .requestMatchers("/v1/**").permitAll()
                        .anyRequest().authenticated())
                .httpBasic(Customizer.withDefaults());
        return http.build();
    }

    @Bean
    InMemoryUserDetailsManager operators() {
        return new InMemoryUserDetailsManager(User.withUsername("operator").password("{noop}operator-password")
                .roles("OPERATOR").build());
    }

    /** A group of the contract, implemented from its generated interface. */
    @RestController
    static class AccountNumbers implements AccountNumberApi {
        @Override
        public ResponseEntity<AccountNumberGetAllDdlResponse> getAllDdl(AccountNumberGetAllDdlRequest body) {
            return ResponseEntity.ok(new AccountNumberGetAllDdlResponse("00", "Success"));
        }
    }

    /** A path of the provider's own, behind the operator's login. */
    @RestController
    static class Status {
        @GetMapping("/admin/status")
        String status() {
            return "up";
        }
    }
}
