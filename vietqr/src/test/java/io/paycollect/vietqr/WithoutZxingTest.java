package io.paycollect.vietqr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * An application without ZXing on its class path, as this module's optional dependency allows: rendering is
 * refused with the documented exception naming the dependency to add, not a {@code NoClassDefFoundError}.
 */
class WithoutZxingTest {

    @Test
    void renderingWithoutZxingSaysWhichDependencyToAdd() throws Exception {
        URL classes = Path.of(VietQrImage.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toUri().toURL();
        try (URLClassLoader withoutZxing = new URLClassLoader(new URL[] {classes}, ClassLoader.getPlatformClassLoader())) {
            Class<?> image = withoutZxing.loadClass(VietQrImage.class.getName());
            assertThrows(ClassNotFoundException.class, () -> withoutZxing.loadClass("com.google.zxing.qrcode.QRCodeWriter"));

            InvocationTargetException e = assertThrows(InvocationTargetException.class,
                    () -> image.getMethod("ofSize", int.class).invoke(null, 300));

            IllegalStateException refused = assertInstanceOf(IllegalStateException.class, e.getCause());
            assertEquals("rendering a VietQR needs ZXing: add com.google.zxing:core to the classpath", refused.getMessage());
        }
    }
}
