package io.paycollect.sandbox;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/**
 * Tells whoever started the sandbox where it runs, where the contract page is, and which credentials to
 * call it with. The demo secret token is printed; a secret token you chose never is.
 */
@Component
public class StartupBanner implements ApplicationListener<ApplicationReadyEvent> {

    private static final Logger LOG = LoggerFactory.getLogger(StartupBanner.class);

    private final SandboxProperties sandbox;
    private final Environment environment;
    private final SandboxNetworkProperties network;
    private final ControlToken controlToken;

    StartupBanner(SandboxProperties sandbox, Environment environment, SandboxNetworkProperties network,
            ControlToken controlToken) {
        this.sandbox = sandbox;
        this.environment = environment;
        this.network = network;
        this.controlToken = controlToken;
    }

    @Override
    public void onApplicationEvent(ApplicationReadyEvent event) {
        LOG.info(text());
    }

    /** The lines logged at start-up. */
    String text() {
        String base = "http://localhost:" + environment.getProperty("local.server.port", "8080");
        String secret = sandbox.usesDemoSecret()
                ? SandboxProperties.DEMO_SECRET_TOKEN + "   (demo; set PAYCOLLECT_SANDBOX_SECRET_TOKEN to choose one)"
                : "(the one you set; not shown)";
        String address = environment.getProperty("server.address");
        String listening = !network.exposed(address)
                ? "listening on " + address + " only: this machine alone can call it"
                : "listening on " + (address == null || address.isBlank() ? "every interface" : address)
                        + ", answering to " + network.hosts() + ": other machines can call it; notifications go to "
                        + (network.targets(address).allowsPrivate()
                                ? "any address (allow-private-targets)" : "public addresses only");
        String control = controlToken.value() == null ? "none needed (loopback only)"
                : controlToken.generated() ? controlToken.value() + "   (made up at start-up; send 'Authorization: Bearer <token>')"
                : "(the one you set; not shown)";
        return String.join(System.lineSeparator(),
                "PayCollect sandbox is running at " + base + " (" + listening + ")",
                "  contract page: " + base + ContractPageController.PAGE,
                "  contract:      " + base + ContractPageController.SPEC,
                "  client id:     " + sandbox.clientId(),
                "  secret token:  " + secret,
                "  control token: " + control);
    }
}
