package io.paycollect.vietqr;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;
import javax.imageio.ImageIO;

/**
 * Renders a payload as a square PNG, or as the {@code data:image/png;base64,...} URL a web page shows with
 * {@code <img src=...>}. Needs ZXing ({@code com.google.zxing:core}) on the classpath, which this module
 * declares optional: add it to render; building and parsing payloads never need it. Immutable and
 * thread-safe.
 */
public final class VietQrImage {

    private static final String DATA_URL_PREFIX = "data:image/png;base64,";
    private static final int BLACK = 0xFF000000;
    private static final int WHITE = 0xFFFFFFFF;

    private final int size;

    private VietQrImage(int size) {
        this.size = size;
    }

    /**
     * A renderer of images {@code size} pixels wide and high, quiet zone included.
     *
     * @throws IllegalArgumentException when {@code size} is below the 21 pixels of the smallest QR code
     * @throws IllegalStateException when ZXing is not on the classpath
     */
    public static VietQrImage ofSize(int size) {
        if (size < 21) {
            throw new IllegalArgumentException("size: a QR code needs at least 21 pixels, not " + size);
        }
        try {
            Class.forName("com.google.zxing.qrcode.QRCodeWriter", false, VietQrImage.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("rendering a VietQR needs ZXing: add com.google.zxing:core to the classpath", e);
        }
        return new VietQrImage(size);
    }

    /** The PNG of {@code qr}. */
    public byte[] png(VietQr qr) {
        return png(qr.text());
    }

    /** The PNG of {@code qr} as a data URL. */
    public String dataUrl(VietQr qr) {
        return dataUrl(qr.text());
    }

    /** The PNG of any payload text as a data URL. */
    public String dataUrl(String payload) {
        return DATA_URL_PREFIX + Base64.getEncoder().encodeToString(png(payload));
    }

    /** The PNG bytes of any payload text. */
    public byte[] png(String payload) {
        boolean[][] dark = ZxingModules.of(payload, size);
        BufferedImage image = new BufferedImage(dark[0].length, dark.length, BufferedImage.TYPE_BYTE_BINARY);
        for (int y = 0; y < dark.length; y++) {
            for (int x = 0; x < dark[y].length; x++) {
                image.setRGB(x, y, dark[y][x] ? BLACK : WHITE);
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /**
     * The PNG bytes inside a data URL written by {@link #dataUrl(String)}.
     *
     * @throws IllegalArgumentException when it is not a base64 PNG data URL
     */
    public static byte[] pngOf(String dataUrl) {
        if (dataUrl == null || !dataUrl.startsWith(DATA_URL_PREFIX)) {
            throw new IllegalArgumentException("not a data:image/png;base64 URL");
        }
        return Base64.getDecoder().decode(dataUrl.substring(DATA_URL_PREFIX.length()));
    }
}
