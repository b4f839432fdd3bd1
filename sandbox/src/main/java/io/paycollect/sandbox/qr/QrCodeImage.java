package io.paycollect.sandbox.qr;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * Renders a QR payload as a PNG and writes it as the {@code data:image/png;base64,...} URL that the
 * {@code qrCodeImage} field carries, so a web page can show it with {@code <img src=...>}.
 */
public final class QrCodeImage {

    private static final String PREFIX = "data:image/png;base64,";
    private static final int BLACK = 0xFF000000;
    private static final int WHITE = 0xFFFFFFFF;

    private final int size;

    /** A renderer of square images {@code size} pixels wide, quiet zone included. */
    public QrCodeImage(int size) {
        if (size < 21) {
            throw new IllegalArgumentException("a QR code needs at least 21 pixels");
        }
        this.size = size;
    }

    /** The PNG of {@code payload} as a data URL. */
    public String dataUrl(String payload) {
        return PREFIX + Base64.getEncoder().encodeToString(png(payload));
    }

    /** The PNG bytes of {@code payload}. */
    public byte[] png(String payload) {
        BitMatrix matrix;
        try {
            // Level M is what banking apps print; margin 2 modules keeps the image small yet scannable.
            matrix = new QRCodeWriter().encode(payload, BarcodeFormat.QR_CODE, size, size,
                    Map.of(EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M,
                            EncodeHintType.CHARACTER_SET, "UTF-8",
                            EncodeHintType.MARGIN, 2));
        } catch (WriterException e) {
            throw new IllegalArgumentException("payload does not fit a QR code", e);
        }
        BufferedImage image = new BufferedImage(matrix.getWidth(), matrix.getHeight(), BufferedImage.TYPE_BYTE_BINARY);
        for (int y = 0; y < matrix.getHeight(); y++) {
            for (int x = 0; x < matrix.getWidth(); x++) {
                image.setRGB(x, y, matrix.get(x, y) ? BLACK : WHITE);
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

    /** The PNG bytes inside a data URL written by {@link #dataUrl(String)}. */
    public static byte[] pngOf(String dataUrl) {
        if (!dataUrl.startsWith(PREFIX)) {
            throw new IllegalArgumentException("not a data:image/png;base64 URL");
        }
        return Base64.getDecoder().decode(dataUrl.substring(PREFIX.length()));
    }
}
