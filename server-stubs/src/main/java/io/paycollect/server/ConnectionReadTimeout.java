package io.paycollect.server;

import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletRequestWrapper;
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

/**
 * The read time-out of the connection a request arrived on, where the container lets it be set: embedded Tomcat
 * reads a body with blocking reads, each waiting up to the connection's read time-out
 * ({@code server.tomcat.connection-timeout}), and its servlet API has no time-out per request. Setting that
 * connection's time-out to what is left of the body's deadline before each read makes the deadline a bound on the
 * socket: a read blocked on a peer that stopped sending ends at the deadline, not a connection time-out later.
 *
 * <p>Reached through Tomcat's own classes (the request facade's request, its Coyote request, the processor's socket
 * wrapper), since no supported API reaches it; resolved once. Elsewhere (another container, HTTP/2, a Tomcat whose
 * classes moved) {@link #of} answers {@link #NONE}, which sets nothing: the deadline is then checked between reads
 * only, and that is logged once at WARN.
 */
abstract class ConnectionReadTimeout {

    private static final Log log = LogFactory.getLog(ConnectionReadTimeout.class);

    /** Sets nothing: one read may wait the container's own time-out. */
    static final ConnectionReadTimeout NONE = new ConnectionReadTimeout() {
        @Override
        void set(long millis) {
            // no socket to bound
        }

        @Override
        void restore() {
            // nothing was changed
        }

        @Override
        boolean bounds() {
            return false;
        }
    };

    private static volatile TomcatAccess tomcat;
    // Once Tomcat's classes could not be reached, they are not looked for again (and the warning is not repeated).
    private static volatile boolean unavailable;

    /** Whether reads on this connection end at the time set. */
    abstract boolean bounds();

    /** Makes the next reads wait at most {@code millis} (at least 1: 0 would mean for ever). */
    abstract void set(long millis);

    /** Puts back the time-out the connection had before {@link #set}. */
    abstract void restore();

    /** The read time-out of {@code request}'s connection, or {@link #NONE} where it cannot be set. */
    static ConnectionReadTimeout of(ServletRequest request) {
        if (unavailable) {
            return NONE;
        }
        ServletRequest inner = request;
        while (inner instanceof ServletRequestWrapper wrapper) {
            inner = wrapper.getRequest();
        }
        try {
            TomcatAccess access = tomcat;
            if (access == null) {
                access = TomcatAccess.resolve(inner);
                tomcat = access;
            }
            Object socket = access.socketOf(inner);
            if (socket != null) {
                return new OnSocket(access, socket);
            }
        } catch (ReflectiveOperationException | RuntimeException | LinkageError unreachable) {
            if (!unavailable) {
                unavailable = true;
                log.warn("The request body's read deadline is checked between reads only on this server ("
                        + inner.getClass().getName() + "): one read may wait the connection's own time-out; "
                        + "keep server.tomcat.connection-timeout short", unreachable);
            }
        }
        return NONE;
    }

    /** Tomcat's socket wrapper of one connection. */
    private static final class OnSocket extends ConnectionReadTimeout {
        private final TomcatAccess access;
        private final Object socket;
        private long before = Long.MIN_VALUE;

        OnSocket(TomcatAccess access, Object socket) {
            this.access = access;
            this.socket = socket;
        }

        @Override
        boolean bounds() {
            return true;
        }

        @Override
        void set(long millis) {
            try {
                if (before == Long.MIN_VALUE) {
                    before = (long) access.getReadTimeout.invoke(socket);
                }
                access.setReadTimeout.invoke(socket, Math.max(1L, millis));
            } catch (ReflectiveOperationException failed) {
                throw new IllegalStateException("cannot set the connection's read time-out", failed);
            }
        }

        @Override
        void restore() {
            if (before != Long.MIN_VALUE) {
                try {
                    access.setReadTimeout.invoke(socket, before);
                } catch (ReflectiveOperationException failed) {
                    throw new IllegalStateException("cannot restore the connection's read time-out", failed);
                }
            }
        }
    }

    /** The path from Tomcat's request facade to its connection's socket wrapper, resolved once. */
    private record TomcatAccess(Field facadeRequest, Method coyoteRequest, Field hook, Class<?> http11,
            Method socketWrapper, Method getReadTimeout, Method setReadTimeout) {

        static TomcatAccess resolve(ServletRequest facade) throws ReflectiveOperationException {
            Field facadeRequest = field(facade.getClass(), "request");
            Object request = facadeRequest.get(facade);
            Method coyoteRequest = request.getClass().getMethod("getCoyoteRequest");
            Object coyote = coyoteRequest.invoke(request);
            Field hook = field(coyote.getClass(), "hook");
            Object processor = hook.get(coyote);
            ClassLoader tomcatClasses = processor.getClass().getClassLoader();
            Class<?> http11 = Class.forName("org.apache.coyote.http11.Http11Processor", false, tomcatClasses);
            Method socketWrapper = method(http11, "getSocketWrapper");
            Class<?> wrapperType = Class.forName("org.apache.tomcat.util.net.SocketWrapperBase", false, tomcatClasses);
            return new TomcatAccess(facadeRequest, coyoteRequest, hook, http11, socketWrapper,
                    wrapperType.getMethod("getReadTimeout"), wrapperType.getMethod("setReadTimeout", long.class));
        }

        Object socketOf(ServletRequest facade) throws ReflectiveOperationException {
            if (!facadeRequest.getDeclaringClass().isInstance(facade)) {
                return null;
            }
            Object coyote = coyoteRequest.invoke(facadeRequest.get(facade));
            Object processor = hook.get(coyote);
            if (!http11.isInstance(processor)) {
                return null; // another protocol's processor (HTTP/2): its reads are not this socket's
            }
            return socketWrapper.invoke(processor);
        }

        private static Field field(Class<?> type, String name) throws ReflectiveOperationException {
            return declared(type, name, c -> c.getDeclaredField(name));
        }

        private static Method method(Class<?> type, String name) throws ReflectiveOperationException {
            return declared(type, name + "()", c -> c.getDeclaredMethod(name));
        }

        /** The member {@code lookup} finds in {@code type} or its nearest superclass, made accessible. */
        private static <T extends AccessibleObject> T declared(Class<?> type, String name, Lookup<T> lookup)
                throws ReflectiveOperationException {
            for (Class<?> c = type; c != null; c = c.getSuperclass()) {
                try {
                    T found = lookup.in(c);
                    found.setAccessible(true);
                    return found;
                } catch (NoSuchFieldException | NoSuchMethodException next) {
                    // look in the superclass
                }
            }
            throw new NoSuchFieldException(type.getName() + "." + name);
        }

        private interface Lookup<T> {
            T in(Class<?> type) throws ReflectiveOperationException;
        }
    }
}
