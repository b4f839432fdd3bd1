package io.paycollect.client.autoconfigure;

import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.core.env.Environment;

/**
 * Warns once the application has started when nothing keeps it running: the schedule's thread is a daemon (it
 * must not keep an application alive that is done), so an application without a web server and without
 * {@code spring.main.keep-alive} exits when its {@code main} returns, before the schedule's next run, silently.
 */
final class ReconciliationExitWarning implements ApplicationListener<ApplicationReadyEvent> {

    private static final System.Logger LOG = System.getLogger(ScheduledReconciliation.class.getName());

    @Override
    public void onApplicationEvent(ApplicationReadyEvent event) {
        if (wouldExit(event.getApplicationContext().getEnvironment())) {
            LOG.log(System.Logger.Level.WARNING, "scheduled reconciliation runs on a daemon thread, and this application"
                    + " has no web server and no spring.main.keep-alive=true: it exits when its main method returns,"
                    + " before the next run; set spring.main.keep-alive=true to keep it reconciling");
        }
    }

    /** Whether nothing keeps the application running: no web server started (its port is published), no keep-alive. */
    static boolean wouldExit(Environment environment) {
        return environment.getProperty("local.server.port") == null
                && environment.getProperty("local.management.port") == null
                && !environment.getProperty("spring.main.keep-alive", Boolean.class, false);
    }
}
