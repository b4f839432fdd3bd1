package io.paycollect.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.parser.OpenAPIV3Parser;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the generator sees of the contract's open enumerations and of its optional fields that may be null. */
class OpenEnumNormalizerTest {

    private static final String CONTRACT = """
            openapi: 3.0.3
            info: {title: t, version: '1'}
            paths: {}
            components:
              schemas:
                BankName:
                  type: string
                  x-extensible-enum: [OCB, MBB]
                Receipt:
                  type: object
                  properties:
                    line: {type: string}
                Request:
                  type: object
                  properties:
                    bankName:
                      type: string
                      nullable: true
                      anyOf:
                      - $ref: '#/components/schemas/BankName'
                      - type: string
                        nullable: true
                        enum: [null]
                    receipt:
                      description: Node.js SDK only.
                      type: object
                      nullable: true
                      anyOf:
                      - $ref: '#/components/schemas/Receipt'
                      - type: object
                        nullable: true
                        enum: [null]
            """;

    @SuppressWarnings("rawtypes")
    private static Map<String, Schema> normalized() {
        OpenAPI api = new OpenAPIV3Parser().readContents(CONTRACT).getOpenAPI();
        new OpenEnumNormalizer(api, Map.of()).normalize();
        return api.getComponents().getSchemas();
    }

    @Test
    void anOpenEnumerationIsGeneratedAsAnEnumerationMarkedExtensible() {
        Schema<?> bankName = normalized().get("BankName");
        assertEquals(List.of("OCB", "MBB"), bankName.getEnum());
        assertEquals(Boolean.TRUE, bankName.getExtensions().get("x-extensible-enum"));
    }

    @Test
    void aNullableReferenceIsGeneratedAsTheReferencedClass() {
        Map<String, Schema<?>> properties = normalized().get("Request").getProperties();
        assertEquals("#/components/schemas/BankName", properties.get("bankName").get$ref());
        assertNull(properties.get("bankName").getAnyOf());
        assertEquals("#/components/schemas/Receipt", properties.get("receipt").getAllOf().get(0).get$ref());
        assertEquals("Node.js SDK only.", properties.get("receipt").getDescription());
    }
}
