package io.paycollect.server.autoconfigure;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.cfg.MutableCoercionConfig;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.util.Collection;
import java.util.List;
import java.util.Set;
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
            mapper.enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS);
            mapper.coercionConfigFor(LogicalType.Textual)
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
            refuseText(mapper.coercionConfigFor(LogicalType.Integer));
            refuseText(mapper.coercionConfigFor(LogicalType.Float));
            refuseText(mapper.coercionConfigFor(LogicalType.Boolean))
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
            for (Class<?> list : List.<Class<?>>of(List.class, Set.class, Collection.class)) {
                mapper.configOverride(list).setSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL));
            }
        }
        return bean;
    }

    private static MutableCoercionConfig refuseText(MutableCoercionConfig config) {
        return config.setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
    }
}
