package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.URI;
import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * What the annotation gives a test class: its own sandbox on loopback, with the properties asked for, the
 * same one for every parameter and for its nested classes; the injected client's requests are accepted.
 */
@PayCollectSandbox(properties = "paycollect.sandbox.secret-token=merchant-secret-token")
class ExtensionLifecycleTest {

    static RunningSandbox ofTheClass;

    @Test
    void theClassHasOneSandboxOnLoopbackWithTheCredentialsItWasGiven(RunningSandbox sandbox, URI baseUrl,
            SandboxCredentials credentials, PayCollectClient client, SandboxControl control) {
        ofTheClass = sandbox;

        assertEquals("127.0.0.1", baseUrl.getHost());
        assertEquals(sandbox.baseUrl(), baseUrl);
        assertEquals(new SandboxCredentials("sandbox-client", "merchant-secret-token"), credentials);
        assertSame(sandbox.client(), client);
        assertSame(sandbox.control(), control);
        assertEquals("00", client.bank().generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.MBB)
                .accountNumber("0123456789").amount(new BigDecimal("50000")).content("Don hang 1")).getCode(),
                "the injected client signs with the sandbox's secret");
    }

    @Test
    void itCannotBeReachedFromAnotherMachine(URI baseUrl) throws IOException {
        Optional<InetAddress> outward = NetworkInterface.networkInterfaces().flatMap(NetworkInterface::inetAddresses)
                .filter(a -> !a.isLoopbackAddress() && !a.isLinkLocalAddress()).findFirst();
        assumeTrue(outward.isPresent(), "this machine has an address other than loopback");

        assertThrows(IOException.class, () -> {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(outward.get(), baseUrl.getPort()), 10_000);
            }
        }, "the sandbox's port on " + outward.get());
    }

    @Test
    void theSecretTokenIsNeverPrinted(SandboxCredentials credentials) {
        assertEquals("SandboxCredentials[clientId=sandbox-client, secretToken=***]", credentials.toString());
    }

    @Nested
    class ANestedClass {

        @Test
        void usesTheSandboxOfItsOuterClass(RunningSandbox sandbox) {
            assertSame(ofTheClass == null ? sandbox : ofTheClass, sandbox);
            assertEquals("merchant-secret-token", sandbox.credentials().secretToken());
        }
    }
}
