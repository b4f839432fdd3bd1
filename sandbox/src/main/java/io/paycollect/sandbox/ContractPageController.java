package io.paycollect.sandbox;

import org.springframework.core.io.ClassPathResource;
import org.springframework.core.io.Resource;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * The contract page: Swagger UI (from its webjar) showing the very {@code openapi.yaml} the client and
 * the server stubs are generated from, as shipped in the {@code paycollect-api} jar. Neither is under
 * {@code /v1}, so neither needs a signature.
 */
@Controller
public class ContractPageController {

    /** Path of the page. */
    public static final String PAGE = "/contract.html";
    /** Path of the contract. */
    public static final String SPEC = "/openapi.yaml";

    private static final Resource CONTRACT = new ClassPathResource("paycollect/openapi.yaml");
    private static final MediaType YAML = MediaType.parseMediaType("application/yaml");

    /** The sandbox's home is the contract page. */
    @GetMapping("/")
    public String home() {
        return "redirect:" + PAGE;
    }

    /** The contract as YAML. */
    @GetMapping(SPEC)
    public ResponseEntity<Resource> contract() {
        return ResponseEntity.ok().contentType(YAML).body(CONTRACT);
    }
}
