package io.paycollect.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;

/** What the auto-configuration installs, and how an application replaces or turns it off. */
class AutoConfigurationTest {

    final WebApplicationContextRunner web = new WebApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(PayCollectServerAutoConfiguration.class));

    @Test
    void installs_the_filter_and_the_envelopes_in_a_servlet_application() {
        web.run(context -> assertThat(context)
                .hasSingleBean(SignatureVerificationFilter.class)
                .hasSingleBean(ClientSecretLookup.class)
                .hasSingleBean(EnvelopeExceptionResolver.class)
                .hasSingleBean(UnhandledExceptionResolver.class));
    }

    @Test
    void reads_client_secrets_from_properties() {
        web.withPropertyValues("paycollect.server.clients.shop-1.secret-token=s3cret").run(context ->
                assertThat(context.getBean(ClientSecretLookup.class).secretFor("shop-1")).contains("s3cret"));
    }

    @Test
    void an_application_lookup_replaces_the_property_one() {
        ClientSecretLookup own = id -> Optional.of("from-database");
        web.withBean(ClientSecretLookup.class, () -> own).run(context ->
                assertThat(context.getBean(ClientSecretLookup.class)).isSameAs(own));
    }

    @Test
    void can_be_turned_off() {
        web.withPropertyValues("paycollect.server.enabled=false").run(context ->
                assertThat(context).doesNotHaveBean(SignatureVerificationFilter.class).doesNotHaveBean(EnvelopeExceptionResolver.class));
    }

    @Test
    void notification_paths_without_a_secret_fail_at_startup_naming_the_property() {
        web.withPropertyValues("paycollect.server.notifications.paths=/hooks/paycollect").run(context ->
                assertThat(context).getFailure().rootCause().hasMessageContaining("paycollect.server.notifications.secret-token"));
    }

    @Test
    void a_client_without_a_secret_fails_at_startup_naming_it() {
        web.withPropertyValues("paycollect.server.clients.shop-1.secret-token=").run(context ->
                assertThat(context).getFailure().rootCause().hasMessageContaining("paycollect.server.clients.shop-1.secret-token"));
    }

    @Test
    void stays_out_of_applications_that_are_not_servlet_web_applications() {
        new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(PayCollectServerAutoConfiguration.class))
                .run(context -> assertThat(context).doesNotHaveBean(SignatureVerificationFilter.class));
    }
}
