package io.paycollect.server.tomcat;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.apache.catalina.Valve;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.boot.web.server.WebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;

/**
 * Adds the {@link RefusedBodyValve} to the Tomcat of a Spring Boot 3.5 or 4 application. The factory's class lives in
 * a different package in each (and the starter compiles against neither), so its public {@code addContextValves} is
 * looked up by name; a factory without it (Jetty, Undertow) is left alone.
 */
public final class RefusedBodyValveInstaller implements WebServerFactoryCustomizer<WebServerFactory> {

    private static final Log log = LogFactory.getLog(RefusedBodyValveInstaller.class);

    @Override
    public void customize(WebServerFactory factory) {
        Method addContextValves;
        try {
            addContextValves = factory.getClass().getMethod("addContextValves", Valve[].class);
        } catch (NoSuchMethodException notTomcat) {
            return;
        }
        try {
            addContextValves.invoke(factory, (Object) new Valve[] {new RefusedBodyValve()});
        } catch (IllegalAccessException | InvocationTargetException failed) {
            log.warn("Could not add the valve that closes refused connections to " + factory.getClass().getName()
                    + ": a refused body is read to its end by Tomcat (server.tomcat.max-swallow-size)", failed);
        }
    }
}
