package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.paycollect.client.model.CustomVietQrRequest;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Validation is bootstrapped per request model class, knowing only that class and what it cascades to: a model
 * nested through {@code @Valid} (directly or as list elements), and a subclass of a generated model, are checked as
 * thoroughly as the generated models themselves. The generated request models nest no constrained model today, so
 * these models stand for a contract that will.
 */
class NestedModelValidationTest {

    private final RequestValidator validator = RequestValidator.create();

    @Test
    void aNestedModelsConstraintIsEnforcedNamingItsPath() {
        Order order = new Order(new Line(null), List.of());

        assertEquals(List.of("first.sku: must not be null"), violations(order));
    }

    @Test
    void everyElementOfANestedListIsChecked() {
        Order order = new Order(new Line("A-1"), List.of(new Line("B-2"), new Line("")));

        assertEquals(List.of("more[1].sku: size must be between 1 and 20"), violations(order));
    }

    @Test
    void aModelReachedOnlyAsTheElementsOfAListIsChecked() {
        Basket basket = new Basket(List.of(new Item(1), new Item(null)));

        assertEquals(List.of("items[1].quantity: must not be null"), violations(basket));
    }

    @Test
    void aModelInAListMarkedValidAsAWholeIsChecked() {
        Crate crate = new Crate(List.of(new Item(null)));

        assertEquals(List.of("items[0].quantity: must not be null"), violations(crate));
    }

    @Test
    void aSubclassIsCheckedAsTheModelItExtends() {
        Order order = new Order(new Line("A-1"), List.of(new Line(null))) { };

        assertEquals(List.of("more[0].sku: must not be null"), violations(order));
    }

    @Test
    void aSubclassOfAGeneratedModelIsCheckedAsTheModelIs() {
        CustomVietQrRequest request = new CustomVietQrRequest() { };

        assertEquals(List.of("accountNumber: must not be null", "bankName: must not be null"), violations(request));
    }

    private List<String> violations(Object model) {
        return assertThrows(InvalidRequestException.class,
                () -> validator.validate(Api.class.getMethod("send", Object.class), new Object[] {model})).violations();
    }

    interface Api {
        void send(Object model);
    }

    static class Order {
        private final Line first;
        private final List<Line> more;

        Order(Line first, List<Line> more) {
            this.first = first;
            this.more = more;
        }

        @Valid
        public Line getFirst() {
            return first;
        }

        // The element form the generated models use (a @Valid on the list itself is deprecated: HV000271).
        public List<@Valid Line> getMore() {
            return more;
        }
    }

    // Item is reached from Basket only through the type argument, as in the generated models.
    record Basket(List<Item> items) {
        public List<@Valid Item> getItems() {
            return items;
        }
    }

    // The older form, deprecated by Hibernate Validator (HV000271) but still honoured by it: @Valid on the list.
    record Crate(List<Item> items) {
        @Valid
        public List<Item> getItems() {
            return items;
        }
    }

    record Item(Integer quantity) {
        @NotNull
        public Integer getQuantity() {
            return quantity;
        }
    }

    record Line(String sku) {
        @NotNull
        @Size(min = 1, max = 20)
        public String getSku() {
            return sku;
        }
    }
}
