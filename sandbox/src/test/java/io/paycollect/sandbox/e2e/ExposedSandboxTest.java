package io.paycollect.sandbox.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.AppType;
import io.paycollect.client.model.BankAccountType;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.BankName;
import io.paycollect.client.model.DirectDebitRegisterRequest;
import io.paycollect.sandbox.notify.NotificationTargets;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * A sandbox listening beyond loopback is no relay into its network: notification URLs on any address that is not
 * global unicast (loopback, private, link-local cloud metadata, unique-local, documentation, benchmarking,
 * reserved, broadcast, multicast, an IPv4 one inside IPv6) or is one of the host's own are refused at registration,
 * with the business code 1008 naming {@code webhookUrl} (the contract admits any text there).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "server.address=0.0.0.0")
class ExposedSandboxTest {

    @Value("${local.server.port}")
    int port;

    @Autowired
    NotificationTargets targets;

    @Test
    void notificationUrlsIntoTheSandboxsNetworkAreRefusedNamingTheField() {
        PayCollectClient client = PayCollectClient.builder().baseUrl("http://localhost:" + port).clientId("sandbox-client")
                .secretToken("sandbox-secret-token").build();
        assertThat(targets.allowsPrivate()).isFalse();
        for (String url : new String[] {"http://127.0.0.1:8081/admin", "http://localhost:5432/", "http://10.1.2.3/",
            "http://192.168.1.1/", "http://169.254.169.254/latest/meta-data/", "http://[::1]:8080/", "http://[fd00::1]/",
            "http://192.0.2.10/", "http://198.18.0.1/", "http://240.0.0.1/", "http://255.255.255.255/",
            "http://[::127.0.0.1]/", "http://[::ffff:10.0.0.1]/", "http://[64:ff9b::a00:1]/", "http://[2002:7f00:1::]/",
            "http://[2001:db8::1]/", "http://[ff02::1]/", ownAddressUrl()}) {
            var refused = client.bank().createVa(new BankCreateVaRequest().accountType(BankAccountType.fromValue("personal-account"))
                    .appType(AppType.fromValue("tingee-web")).bankName(BankName.MBB).webhookUrl(url));
            assertThat(refused.getCode()).as(url).isEqualTo("1008");
            assertThat(refused.getMessage()).as(url).startsWith("webhookUrl: ").contains("not a public address");
        }
        assertThat(targets.refusal("http://93.184.216.34/")).as("a global address").isEmpty();
        assertThat(targets.refusal("http://[2606:4700::1111]/")).as("a global IPv6 address").isEmpty();
        DirectDebitRegisterRequest register = new DirectDebitRegisterRequest().requestId("REQ-SSRF").phone("0901234567")
                .returnUrl("https://shop.example/return");
        register.putAdditionalProperty("webhookUrl", "http://127.0.0.1:9200/_cluster/health");
        assertThat(client.directDebit().register(register).getCode()).isEqualTo("1008");
    }

    /** A URL of one of this host's own non-loopback addresses (a delivery there reaches the sandbox itself), else loopback. */
    private static String ownAddressUrl() {
        try {
            for (java.net.NetworkInterface nic : java.util.Collections.list(java.net.NetworkInterface.getNetworkInterfaces())) {
                for (java.net.InetAddress address : java.util.Collections.list(nic.getInetAddresses())) {
                    if (address instanceof java.net.Inet4Address && !address.isLoopbackAddress()) {
                        return "http://" + address.getHostAddress() + "/sandbox/reset";
                    }
                }
            }
        } catch (java.net.SocketException e) {
            // none readable
        }
        return "http://127.0.0.2/sandbox/reset";
    }
}
