package io.paycollect.vietqr;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.client.j2se.BufferedImageLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

class VietQrImageTest {

    private final VietQrImage renderer = VietQrImage.ofSize(300);

    @Test
    void aDecoderReadsThePayloadBackFromThePng() throws Exception {
        VietQr qr = VietQr.builder().bankBin("970422").accountNumber("0123456789")
                .amount(new BigDecimal("50000")).purpose("Thanh toán đơn hàng 001", QrText.Mode.LENIENT).build();

        String dataUrl = renderer.dataUrl(qr);

        assertTrue(dataUrl.startsWith("data:image/png;base64,"));
        assertEquals(qr, VietQr.parse(decode(VietQrImage.pngOf(dataUrl))));
    }

    @Test
    void theImageIsAPngOfTheRequestedSize() throws Exception {
        byte[] png = renderer.png("hello");
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, java.util.Arrays.copyOf(png, 4));
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(300, image.getWidth());
        assertEquals(300, image.getHeight());
    }

    @Test
    void refusesWhatIsNotADataUrl() {
        assertThrows(IllegalArgumentException.class, () -> VietQrImage.pngOf("iVBORw0KGgo="));
    }

    @Test
    void anImageSmallerThanTheSmallestQrCodeIsRefused() {
        assertEquals("size: a QR code needs at least 21 pixels, not 20",
                assertThrows(IllegalArgumentException.class, () -> VietQrImage.ofSize(20)).getMessage());
    }

    private static String decode(byte[] png) throws Exception {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        BinaryBitmap bitmap = new BinaryBitmap(new HybridBinarizer(new BufferedImageLuminanceSource(image)));
        return new QRCodeReader().decode(bitmap).getText();
    }
}
