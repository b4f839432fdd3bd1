package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.SECRET;

import io.paycollect.server.testapp.TestApplication;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The test application on a random port with the golden client, another client and the merchant's notification
 * path configured: one application context, shared by every test class that names it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(
        classes = TestApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "paycollect.server.clients.golden-client.secret-token=" + SECRET,
            "paycollect.server.clients.other-client.secret-token=another-secret",
            "paycollect.server.notifications.paths=/paycollect/notifications",
            "paycollect.server.notifications.secret-token=" + SignedRequestsOverHttpTest.MERCHANT_SECRET,
        })
@interface GoldenClientsApplication {
}
