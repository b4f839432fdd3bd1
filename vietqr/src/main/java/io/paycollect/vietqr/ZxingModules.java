package io.paycollect.vietqr;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import java.util.Map;

/**
 * The one class that touches ZXing, so that {@link VietQrImage} loads without it and can say, as documented,
 * that it is missing (a class naming ZXing types in its own code fails to load instead).
 */
final class ZxingModules {

    private ZxingModules() {
    }

    /** The dark modules of the QR code of {@code payload}, {@code size} pixels a side, quiet zone included. */
    static boolean[][] of(String payload, int size) {
        BitMatrix matrix;
        try {
            // Level M is what banking apps print; a margin of 2 modules keeps the image small yet scannable.
            matrix = new QRCodeWriter().encode(payload, BarcodeFormat.QR_CODE, size, size,
                    Map.of(EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M,
                            EncodeHintType.CHARACTER_SET, "UTF-8",
                            EncodeHintType.MARGIN, 2));
        } catch (WriterException e) {
            throw new IllegalArgumentException("payload does not fit a QR code", e);
        }
        boolean[][] dark = new boolean[matrix.getHeight()][matrix.getWidth()];
        for (int y = 0; y < matrix.getHeight(); y++) {
            for (int x = 0; x < matrix.getWidth(); x++) {
                dark[y][x] = matrix.get(x, y);
            }
        }
        return dark;
    }
}
