package io.paycollect.server.autoconfigure;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.util.List;
import org.springframework.beans.factory.config.BeanPostProcessor;

/**
 * The reading rules of {@link StrictJsonReading}, for Jackson 2: Spring Boot 3.5 reads request bodies with
 * its {@code jacksonObjectMapper} bean, which this configures when it is created. Only that bean is
 * touched: other mappers of the application (a client's, say) keep their own rules.
 */
final class StrictObjectMapperReading implements BeanPostProcessor {

    /** The name Spring Boot 3.5 gives the mapper its HTTP message converters read with. */
    static final String BOOT_MAPPER = "jacksonObjectMapper";

    @Override
    @SuppressWarnings("deprecation") // ALLOW_COERCION_OF_SCALARS: the mapper is built already, so no builder is left to set it on.
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (bean instanceof ObjectMapper mapper && BOOT_MAPPER.equals(beanName)) {
            mapper.disable(com.fasterxml.jackson.databind.MapperFeature.ALLOW_COERCION_OF_SCALARS);
            mapper.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
            mapper.registerModule(WholeNumberObjectMapperDeserializers.module());
            mapper.coercionConfigFor(LogicalType.Textual)
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
            // Every array of the contract is a List in the generated models.
            mapper.configOverride(List.class).setSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL));
        }
        return bean;
    }
}
