package io.paycollect.sandbox.qr;

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

class QrCodeImageTest {

    private final QrCodeImage renderer = new QrCodeImage(300);

    @Test
    void aDecoderReadsThePayloadBackFromThePng() throws Exception {
        String payload = VietQrPayload.builder().bank(NapasBank.MBB).accountNumber("0123456789")
                .amount(new BigDecimal("50000")).content("Thanh toán đơn hàng 001").build().text();

        String dataUrl = renderer.dataUrl(payload);

        assertTrue(dataUrl.startsWith("data:image/png;base64,"));
        assertEquals(payload, decode(QrCodeImage.pngOf(dataUrl)));
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
        assertThrows(IllegalArgumentException.class, () -> QrCodeImage.pngOf("iVBORw0KGgo="));
    }

    private static String decode(byte[] png) throws Exception {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        BinaryBitmap bitmap = new BinaryBitmap(new HybridBinarizer(new BufferedImageLuminanceSource(image)));
        return new QRCodeReader().decode(bitmap).getText();
    }
}
