package io.paycollect.server.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.ClientSecretLookup;
import io.paycollect.server.SignatureVerificationFilter;
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
    void installsTheFilterAndTheEnvelopesInAServletApplication() {
        web.run(context -> assertThat(context)
                .hasSingleBean(SignatureVerificationFilter.class)
                .hasSingleBean(ClientSecretLookup.class)
                .hasSingleBean(EnvelopeExceptionResolver.class)
                .hasSingleBean(UnhandledExceptionResolver.class));
    }

    @Test
    void readsClientSecretsFromProperties() {
        web.withPropertyValues("paycollect.server.clients.shop-1.secret-token=s3cret").run(context ->
                assertThat(context.getBean(ClientSecretLookup.class).secretFor("shop-1")).contains("s3cret"));
    }

    @Test
    void anApplicationLookupReplacesThePropertyOne() {
        ClientSecretLookup own = id -> Optional.of("from-database");
        web.withBean(ClientSecretLookup.class, () -> own).run(context ->
                assertThat(context.getBean(ClientSecretLookup.class)).isSameAs(own));
    }

    @Test
    void canBeTurnedOff() {
        web.withPropertyValues("paycollect.server.enabled=false").run(context ->
                assertThat(context).doesNotHaveBean(SignatureVerificationFilter.class).doesNotHaveBean(EnvelopeExceptionResolver.class));
    }

    @Test
    void notificationPathsWithoutASecretFailAtStartupNamingTheProperty() {
        web.withPropertyValues("paycollect.server.notifications.paths=/hooks/paycollect").run(context ->
                assertThat(context).getFailure().rootCause().hasMessageContaining("paycollect.server.notifications.secret-token"));
    }

    @Test
    void aClientWithoutASecretFailsAtStartupNamingIt() {
        web.withPropertyValues("paycollect.server.clients.shop-1.secret-token=").run(context ->
                assertThat(context).getFailure().rootCause().hasMessageContaining("paycollect.server.clients.shop-1.secret-token"));
    }

    @Test
    void staysOutOfApplicationsThatAreNotServletWebApplications() {
        new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(PayCollectServerAutoConfiguration.class))
                .run(context -> assertThat(context).doesNotHaveBean(SignatureVerificationFilter.class));
    }
}
