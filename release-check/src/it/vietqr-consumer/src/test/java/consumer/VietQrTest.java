package consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.paycollect.vietqr.QrText;
import io.paycollect.vietqr.VietQr;
import io.paycollect.vietqr.VietQrException;
import io.paycollect.vietqr.VietQrImage;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * A user of the published VietQR jar: builds the payload github.com/subiz/vietqr publishes, reads it
 * back and renders it, with paycollect-vietqr and ZXing core as its only dependencies.
 */
class VietQrTest {

    private static final String PUBLISHED = "00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA"
            + "530370454061200005802VN62170813ung ho lu lut6304C15C";

    @Test
    void buildsReadsAndRendersAPayload() throws Exception {
        VietQr qr = VietQr.builder().bankBin("970415").accountNumber("0011001932418")
                .amount(new BigDecimal("120000")).purpose("ủng hộ lũ lụt", QrText.Mode.LENIENT).build();

        assertEquals(PUBLISHED, qr.text());
        assertEquals("0011001932418", VietQr.parse(PUBLISHED).accountNumber());
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(VietQrImage.ofSize(240).png(qr)));
        assertEquals(240, image.getWidth());
    }

    @Test
    void aBrokenPayloadIsRefusedNamingIt() {
        VietQrException e = assertThrows(VietQrException.class, () -> VietQr.parse(PUBLISHED.replace("C15C", "C15D")));
        assertEquals("qrCode", e.field());
    }
}
