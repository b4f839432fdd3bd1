package io.paycollect.sandbox.domain;

import static io.paycollect.sandbox.domain.DomainFixture.request;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.server.model.DevicePrintReceiptRequest;
import io.paycollect.server.model.DeviceReadAmountRequest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The device commands the official SDKs call beyond the interface description, seen in the box's recorded state. */
class DeviceCommandsTest {

    private final DomainFixture f = new DomainFixture();

    @Test
    void readAmountIsTheBoxsLastAnnouncementBidvByDefault() {
        f.linkedBox("SN-1", f.merchant("A"));
        f.devices.readAmount(request(DeviceReadAmountRequest.class, "uuid", "SN-1", "transactionId", "T1", "amount", 56000,
                "firstDisplayText", "Cảm ơn"));
        BoxRecords.Announcement said = f.devices.view("SN-1").lastAnnouncement();
        assertEquals(56000L, said.amount());
        assertEquals("970418", said.bankBin());
        assertEquals("Cảm ơn", said.firstDisplayText());
        f.devices.readAmount(request(DeviceReadAmountRequest.class, "uuid", "SN-1", "transactionId", "T2", "amount", 1000, "bankBin", "970422"));
        assertEquals("T2", f.devices.view("SN-1").lastAnnouncement().transactionId());

        assertEquals("1001", assertThrows(Refusal.class, () -> f.devices.readAmount(request(DeviceReadAmountRequest.class, "uuid", "SN-404",
                "transactionId", "T", "amount", 1))).code());
        f.devices.readSecurityCode(DomainFixture.request(io.paycollect.server.model.DeviceReadSecurityCodeRequest.class, "uuid", "SN-2"));
        assertEquals("1002", assertThrows(Refusal.class, () -> f.devices.readAmount(request(DeviceReadAmountRequest.class, "uuid", "SN-2",
                "transactionId", "T", "amount", 1))).code(), "not linked");
    }

    @Test
    void readAmountTakesTheBankByTheNameTheSdkTypeLacksAsItsOtherReadOutDoes() {
        f.linkedBox("SN-1", f.merchant("A"));
        f.devices.readAmount(request(DeviceReadAmountRequest.class, "uuid", "SN-1", "transactionId", "T1", "amount", 1000,
                "bankName", "MBB"));
        assertEquals("970422", f.devices.view("SN-1").lastAnnouncement().bankBin());
        assertEquals("1008 bankBin: is not the BIN of MBB", DomainFixture.refusal(() -> f.devices.readAmount(request(DeviceReadAmountRequest.class,
                "uuid", "SN-1", "transactionId", "T2", "amount", 1000, "bankName", "MBB", "bankBin", "970418"))));
        assertEquals("1008 bankName: must be a string", DomainFixture.refusal(() -> f.devices.readAmount(
                request(DeviceReadAmountRequest.class, "uuid", "SN-1", "transactionId", "T3", "amount", 1000, "bankName", 7))),
                "an open field is still read by its type");
    }

    @Test
    void aPartnerChecksTheCodeTheBoxShows() {
        long m = f.merchant("A");
        assertEquals("1001", assertThrows(Refusal.class, () -> f.devices.readPartnerSecurityCode(DomainFixture.request(io.paycollect.server.model.DeviceReadPartnerSecurityCodeRequest.class, "uuid", "SN-1",
                "securityCode", "123456"))).code());
        f.devices.readSecurityCode(DomainFixture.request(io.paycollect.server.model.DeviceReadSecurityCodeRequest.class, "uuid", "SN-1"));
        String code = f.devices.view("SN-1").securityCode();
        assertEquals("1004", assertThrows(Refusal.class, () -> f.devices.readPartnerSecurityCode(DomainFixture.request(io.paycollect.server.model.DeviceReadPartnerSecurityCodeRequest.class, "uuid", "SN-1",
                "securityCode", code.equals("000000") ? "111111" : "000000", "merchantId", m))).code());
        assertNull(f.devices.view("SN-1").partnerCodeCheck(), "a wrong code changes nothing");
        f.devices.readPartnerSecurityCode(DomainFixture.request(io.paycollect.server.model.DeviceReadPartnerSecurityCodeRequest.class, "uuid", "SN-1", "securityCode", code, "merchantId", m));
        BoxRecords.CodeCheck check = f.devices.view("SN-1").partnerCodeCheck();
        assertEquals(new BoxRecords.CodeCheck(m, "2026-01-31T09:15:00.000"), check);
        assertEquals(code, f.devices.view("SN-1").securityCode(), "the code stays for add-device-to-shop");

        f.devices.reset("SN-1");
        assertEquals("1002", assertThrows(Refusal.class, () -> f.devices.readPartnerSecurityCode(DomainFixture.request(io.paycollect.server.model.DeviceReadPartnerSecurityCodeRequest.class, "uuid", "SN-1",
                "securityCode", code))).code(), "a box showing no code");
    }

    @Test
    void printedReceiptsAreAppendedWithTheirItemsAndTotal() {
        f.linkedBox("SN-1", f.merchant("A"));
        f.devices.printReceipt(request(DevicePrintReceiptRequest.class, "uuid", "SN-1", "storeName", "Cà phê", "orderCode", "HD-1", "totalAmount", 70000,
                "items", List.of(Map.of("name", "Cà phê sữa", "quantity", 2, "unitPrice", 25000),
                        Map.of("name", "Bánh mì", "quantity", 1, "unitPrice", 20000))));
        f.devices.printReceipt(request(DevicePrintReceiptRequest.class, "uuid", "SN-1", "storeName", "Cà phê", "totalAmount", 0, "copies", 2,
                "items", List.of(Map.of("name", "Nước", "quantity", 1, "unitPrice", 0))));
        List<PrintedReceipt> receipts = f.devices.view("SN-1").receipts();
        assertEquals(2, receipts.size());
        assertEquals(70000L, receipts.get(0).totalAmount());
        assertEquals("HD-1", receipts.get(0).orderCode());
        assertEquals(List.of(new PrintedReceipt.Line("Cà phê sữa", 2, 25000L),
                new PrintedReceipt.Line("Bánh mì", 1, 20000L)), receipts.get(0).items());
        assertEquals(2L, receipts.get(1).copies());

        assertEquals("items[0].quantity", assertThrows(InvalidField.class, () -> f.devices.printReceipt(request(DevicePrintReceiptRequest.class, "uuid", "SN-1",
                "storeName", "S", "totalAmount", 1, "items", List.of(Map.of("name", "X", "quantity", 0, "unitPrice", 1))))).field());
        assertEquals("items[0].unitPrice", assertThrows(InvalidField.class, () -> f.devices.printReceipt(request(DevicePrintReceiptRequest.class, "uuid", "SN-1",
                "storeName", "S", "totalAmount", 1, "items", List.of(Map.of("name", "X", "quantity", 1, "unitPrice", -1))))).field());
        assertEquals("items", assertThrows(InvalidField.class, () -> f.devices.printReceipt(request(DevicePrintReceiptRequest.class, "uuid", "SN-1",
                "storeName", "S", "totalAmount", 1, "items", List.of()))).field());
        assertEquals("items[0]: must not be null", assertThrows(InvalidField.class, () -> f.devices.printReceipt(
                request(DevicePrintReceiptRequest.class, "uuid", "SN-1", "storeName", "S", "totalAmount", 1,
                        "items", java.util.Arrays.asList((Object) null)))).getMessage());
        assertEquals(2, f.devices.view("SN-1").receipts().size(), "a refused receipt is not printed");
    }

    @Test
    void nfcSettingsAreRecorded() {
        f.linkedBox("SN-1", f.merchant("A"));
        f.devices.nfcCommand(DomainFixture.request(io.paycollect.server.model.DeviceNfcCommandRequest.class, "uuid", "SN-1", "nfcUrl", "https://shop.example/nfc", "nfcPackageName", "vn.example"));
        assertEquals(Map.of("enableNfc", true, "nfcUrl", "https://shop.example/nfc", "nfcPackageName", "vn.example",
                "at", "2026-01-31T09:15:00.000"), DomainFixture.fields(f.devices.view("SN-1").nfc()));
        f.devices.nfcCommand(DomainFixture.request(io.paycollect.server.model.DeviceNfcCommandRequest.class, "uuid", "SN-1", "nfcUrl", "u", "nfcPackageName", "p", "enableNfc", false, "playSound", true));
        assertEquals(false, f.devices.view("SN-1").nfc().enableNfc());
        assertEquals("nfcUrl", assertThrows(InvalidField.class, () -> f.devices.nfcCommand(DomainFixture.request(io.paycollect.server.model.DeviceNfcCommandRequest.class, "uuid", "SN-1",
                "nfcPackageName", "p"))).field());
    }

    @Test
    void resetDeviceUnlinksAndClearsAsResetDoes() {
        long m = f.merchant("A");
        f.linkedBox("SN-1", m);
        f.devices.readAmount(request(DeviceReadAmountRequest.class, "uuid", "SN-1", "transactionId", "T1", "amount", 1));
        f.devices.nfcCommand(DomainFixture.request(io.paycollect.server.model.DeviceNfcCommandRequest.class, "uuid", "SN-1", "nfcUrl", "u", "nfcPackageName", "p"));
        f.devices.printReceipt(request(DevicePrintReceiptRequest.class, "uuid", "SN-1", "storeName", "S", "totalAmount", 1,
                "items", List.of(Map.of("name", "X", "quantity", 1, "unitPrice", 1))));
        f.devices.readSecurityCode(DomainFixture.request(io.paycollect.server.model.DeviceReadSecurityCodeRequest.class, "uuid", "SN-1"));
        f.devices.resetDevice(DomainFixture.request(io.paycollect.server.model.DeviceResetDeviceRequest.class, "uuid", "SN-1", "phoneNumber", "0901234567", "isBankRequest", true));
        Map<String, Object> box = DomainFixture.fields(f.devices.view("SN-1"));
        assertEquals(java.util.Set.of("uuid", "id", "type", "shopIds", "vaAccountNumbers"), box.keySet(), box.toString());
        assertEquals(List.of(), box.get("shopIds"));
        assertEquals(0L, f.devices.getPaging(DomainFixture.request(io.paycollect.server.model.DeviceGetPagingRequest.class, "merchantId", m)).getTotalCount());
        assertEquals("1001", assertThrows(Refusal.class, () -> f.devices.resetDevice(DomainFixture.request(io.paycollect.server.model.DeviceResetDeviceRequest.class, "uuid", "SN-404"))).code());
    }
}
