package com.example.platform;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A service that accepts connections and never answers: only the caller's deadline ends a call. */
final class SilentService {

    private final ServerSocket server;
    private final List<Socket> held = new CopyOnWriteArrayList<>();

    SilentService() {
        try {
            server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        Thread acceptor = new Thread(() -> {
            while (!server.isClosed()) {
                try {
                    held.add(server.accept());
                } catch (IOException closed) {
                    return;
                }
            }
        }, "silent-service");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getLocalPort();
    }

    void stop() {
        try {
            server.close();
            for (Socket socket : held) {
                socket.close();
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
