package io.paycollect.sandbox.notify;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import io.paycollect.api.ClientSecretLookup;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.server.model.Notification;
import java.io.IOException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * An exposed sandbox connects a delivery only to addresses it checked, over real sockets: a name that answers a
 * public address when checked and loopback afterwards (DNS rebinding) reaches nothing on loopback, and a URL naming
 * one of this host's own addresses reaches no listener there. Outcomes are counted at listeners that count every
 * connection they accept.
 */
class CheckedAddressesOnlyTest {

    private static final DeliveryPolicy ONE_ATTEMPT = new DeliveryPolicy(1, Duration.ofMillis(50), Duration.ofMillis(50),
            Duration.ofSeconds(30));
    private static final Notification NOTIFICATION = new Notification().clientId("merchant")
            .transactionCode("FT26329000002").amount(java.math.BigDecimal.valueOf(10000L));

    private final List<ServerSocket> listeners = new ArrayList<>();
    private final AtomicInteger accepted = new AtomicInteger();
    private NotificationDeliveries deliveries;

    @AfterEach
    void stop() throws IOException {
        if (deliveries != null) {
            deliveries.close();
        }
        for (ServerSocket listener : listeners) {
            listener.close();
        }
    }

    @Test
    void aNameRePointedAtLoopbackAfterItsCheckReachesNothingThere() throws Exception {
        ServerSocket loopback = listen(InetAddress.getLoopbackAddress());
        AtomicInteger lookups = new AtomicInteger();
        InetAddress publicAddress = InetAddress.getByAddress("rebinding.test", new byte[] {93, (byte) 184, (byte) 216, 34});
        InetAddress loopbackAddress = InetAddress.getByAddress("rebinding.test", new byte[] {127, 0, 0, 1});
        // The first answer passes the check; every later one (a zero DNS lifetime) points at the sandbox's machine.
        NotificationTargets targets = new NotificationTargets(false, new GlobalAddresses(Set.of()),
                host -> new InetAddress[] {lookups.getAndIncrement() == 0 ? publicAddress : loopbackAddress});
        deliveries = new NotificationDeliveries(ClientSecretLookup.of(Map.of("merchant", "secret")),
                new SandboxClock(Clock.systemUTC()), ONE_ATTEMPT, targets, 100);

        DeliveryView done = awaitSettled(deliveries.deliver(
                "http://rebinding.test:" + loopback.getLocalPort() + "/notifications", "merchant", NOTIFICATION).deliveryId());

        assertThat(accepted).hasValue(0);
        assertThat(lookups.get()).isGreaterThanOrEqualTo(2);
        assertThat(NotificationDeliveriesTest.attempts(done)).singleElement().satisfies(attempt -> {
            assertThat(attempt.outcome()).isEqualTo("target not allowed");
            assertThat(String.valueOf(attempt.detail())).contains(NotificationTargets.REFUSED);
        });
    }

    @Test
    void aUrlNamingOneOfThisHostsOwnAddressesReachesNoListenerThere() throws Exception {
        List<InetAddress> own = ownNonLoopbackAddresses();
        assumeFalse(own.isEmpty(), "this host has no address beyond loopback to listen on");
        deliveries = new NotificationDeliveries(ClientSecretLookup.of(Map.of("merchant", "secret")),
                new SandboxClock(Clock.systemUTC()), ONE_ATTEMPT, NotificationTargets.publicOnly(), 100);

        List<Object> details = new ArrayList<>();
        for (InetAddress address : own) {
            ServerSocket listener = listen(address);
            String host = address instanceof Inet6Address ? "[" + address.getHostAddress().replaceAll("%.*", "") + "]"
                    : address.getHostAddress();
            DeliveryView done = awaitSettled(deliveries.deliver(
                    "http://" + host + ":" + listener.getLocalPort() + "/sandbox/reset", "merchant", NOTIFICATION)
                    .deliveryId());
            details.add(NotificationDeliveriesTest.attempts(done).get(0).detail());
        }

        assertThat(accepted).hasValue(0);
        assertThat(details).hasSize(own.size()).allSatisfy(detail ->
                assertThat(String.valueOf(detail)).contains(NotificationTargets.REFUSED));
    }

    /** This host's addresses beyond loopback and link-local (which need a scope to listen on). */
    private static List<InetAddress> ownNonLoopbackAddresses() throws SocketException {
        List<InetAddress> own = new ArrayList<>();
        for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            for (InetAddress address : Collections.list(nic.getInetAddresses())) {
                if (!address.isLoopbackAddress() && !address.isLinkLocalAddress()) {
                    own.add(address);
                }
            }
        }
        return own;
    }

    /** A listener on {@code address} that counts and closes every connection. */
    private ServerSocket listen(InetAddress address) throws IOException {
        ServerSocket listener = new ServerSocket(0, 50, address);
        listeners.add(listener);
        Thread acceptor = new Thread(() -> {
            while (!listener.isClosed()) {
                try (Socket ignored = listener.accept()) {
                    accepted.incrementAndGet();
                } catch (IOException closed) {
                    return;
                }
            }
        }, "listener-" + address.getHostAddress());
        acceptor.setDaemon(true);
        acceptor.start();
        return listener;
    }

    /** The delivery {@code id} once no longer pending, read again each time an attempt is recorded, within a minute. */
    private DeliveryView awaitSettled(String id) throws InterruptedException {
        DeliveryView delivery = deliveries.awaitAttempts(() -> deliveries.get(id), d -> !"pending".equals(d.status()),
                Duration.ofSeconds(60));
        assertThat(delivery.status()).as("still pending: " + delivery).isNotEqualTo("pending");
        return delivery;
    }
}
