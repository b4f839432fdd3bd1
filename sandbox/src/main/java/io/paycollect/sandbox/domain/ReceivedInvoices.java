package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.pdf.OnePagePdf;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.domain.ReceivedInvoiceAnswers.Connected;
import io.paycollect.sandbox.domain.ReceivedInvoiceAnswers.Detail;
import io.paycollect.sandbox.domain.ReceivedInvoiceAnswers.Disconnected;
import io.paycollect.sandbox.domain.ReceivedInvoiceAnswers.Item;
import io.paycollect.sandbox.domain.ReceivedInvoiceAnswers.Line;
import io.paycollect.sandbox.domain.ReceivedInvoiceAnswers.Page;
import io.paycollect.sandbox.domain.ReceivedInvoiceAnswers.Preview;
import io.paycollect.sandbox.domain.ReceivedInvoiceAnswers.Synced;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.List;

/**
 * The e-invoices a merchant received, read from the tax authority's portal (e-invoice/input/*): connect an
 * account with its portal user name and password (the password is checked for presence and never kept), sync a
 * period, then list, read and preview what was synced; disconnect ends it. The sandbox has no portal: a sync
 * makes one received invoice per day of the period, the same ones however often it runs. The official SDKs
 * declare no field of these answers, so their shapes are the sandbox's own.
 */
public final class ReceivedInvoices {

    /** The longest period one sync reads, in days. */
    static final int MAX_SYNC_DAYS = 31;

    /** A connected account, by {@code key}. */
    record Connection(String key, Long merchantId, Long accountId, String tctUsername, String connectedAt) {
    }

    /** A received invoice, by {@code maHoaDon} (its code). */
    record Received(String maHoaDon, String connection, String soHoaDon, String ngayLap, String benBan, String mstBenBan,
            String benMua, long tongTien, String syncedAt) {

        Item toItem() {
            return new Item(maHoaDon, soHoaDon, ngayLap, benBan, mstBenBan, benMua, tongTien);
        }
    }

    private final MerchantService merchants;
    private final SandboxClock clock;
    private final Table<Connection> connections;
    private final Table<Received> invoices;

    /** Received invoices of {@code merchants}' merchants; each table holds at most {@code maxRecords}. */
    public ReceivedInvoices(MerchantService merchants, SandboxClock clock, int maxRecords) {
        this.merchants = merchants;
        this.clock = clock;
        this.connections = new Table<>("accountId", Connection::key, "portal connection", maxRecords);
        this.invoices = new Table<>("maHoaDon", Received::maHoaDon, "received invoice", maxRecords);
    }

    /**
     * Connects the account with {@code tctUsername}/{@code tctPassword}: {@code {accountId, tctUsername, connected}}.
     * The SDKs declare both optional, so the contract does too; the portal logs nobody in without them, which the
     * sandbox answers as refused credentials (1004) naming the one missing.
     */
    public Connected connect(Long merchantId, Long accountId, String tctUsername, String tctPassword) {
        if (tctUsername == null || tctUsername.isBlank()) {
            throw Refusal.credentialsRefused("tctUsername", "the tax authority's portal logs nobody in without a user name");
        }
        if (tctPassword == null || tctPassword.isEmpty()) {
            throw Refusal.credentialsRefused("tctPassword", "the tax authority's portal logs nobody in without a password");
        }
        if (merchantId != null) {
            merchants.requireMerchant(merchantId, "merchantId");
        }
        String key = key(merchantId, accountId);
        Connection c = connections.insertOrUpdate(key, n -> new Connection(key, merchantId, accountId, tctUsername, clock.now()),
                old -> new Connection(key, merchantId, accountId, tctUsername, clock.now()));
        return new Connected(accountId, c.tctUsername(), true);
    }

    /** Disconnects the account; its synced invoices are forgotten. Not connected: 1002. Answers {@code {connected: false}}. */
    public Disconnected disconnect(Long merchantId, Long accountId) {
        String key = requireConnected(merchantId, accountId).key();
        connections.remove(key, "accountId");
        invoices.removeAll(i -> i.connection().equals(key));
        return new Disconnected(false);
    }

    /**
     * Syncs {@code fromDate} to {@code toDate} ({@code yyyy-MM-dd}, at most {@value #MAX_SYNC_DAYS} days; by default
     * today): {@code {fromDate, toDate, synced}}, how many invoices the period holds.
     */
    public Synced sync(Long merchantId, Long accountId, String fromDate, String toDate) {
        Connection c = requireConnected(merchantId, accountId);
        LocalDate from = date(fromDate, "fromDate", clock.local().toLocalDate());
        LocalDate to = date(toDate, "toDate", from);
        if (to.isBefore(from) || ChronoUnit.DAYS.between(from, to) >= MAX_SYNC_DAYS) {
            throw Refusal.invalidValue("toDate", "must be from fromDate to " + MAX_SYNC_DAYS + " days after it");
        }
        int synced = 0;
        for (LocalDate day = from; !day.isAfter(to); day = day.plusDays(1), synced++) {
            String code = "HD" + c.key().replace(':', '-') + "-" + day.toString().replace("-", "");
            String number = String.format("%07d", day.getDayOfYear());
            long amount = 100_000L + day.getDayOfMonth() * 10_000L;
            LocalDate issued = day;
            invoices.insertOrUpdate(code, n -> new Received(code, c.key(), number, issued.toString(), "Công ty Nhà cung cấp",
                    "0101234567", c.tctUsername(), amount, clock.now()), existing -> existing);
        }
        return new Synced(from.toString(), to.toString(), synced);
    }

    /**
     * The synced invoices issued from {@code fromDate} to {@code toDate} (each optional), optionally only number
     * {@code soHoaDon}, page {@code page} (from 1) of {@code pageSize} (default 20, at most 100): {@code {totalCount, items}}.
     */
    public Page list(Long merchantId, Long accountId, String fromDate, String toDate, String soHoaDon,
            Integer page, Integer pageSize) {
        String key = requireConnected(merchantId, accountId).key();
        LocalDate from = date(fromDate, "fromDate", LocalDate.MIN);
        LocalDate to = date(toDate, "toDate", LocalDate.MAX);
        int size = pageSize == null ? 20 : pageSize;
        int number = page == null ? 1 : page;
        if (size < 1 || size > 100) {
            throw new InvalidField("pageSize", "must be 1 to 100");
        }
        if (number < 1) {
            throw new InvalidField("page", "must be 1 or more");
        }
        List<Received> all = invoices.list(i -> i.connection().equals(key)
                && !LocalDate.parse(i.ngayLap()).isBefore(from) && !LocalDate.parse(i.ngayLap()).isAfter(to)
                && (soHoaDon == null || soHoaDon.equals(i.soHoaDon())));
        return new Page(all.size(), all.stream().skip((long) (number - 1) * size).limit(size).map(Received::toItem).toList());
    }

    /** The synced invoice {@code maHoaDon}, with its line: the list's fields and {@code lines}. */
    public Detail detail(Long merchantId, Long accountId, String maHoaDon) {
        Received i = requireInvoice(merchantId, accountId, maHoaDon);
        return new Detail(i.maHoaDon(), i.soHoaDon(), i.ngayLap(), i.benBan(), i.mstBenBan(), i.benMua(), i.tongTien(),
                List.of(new Line("Hàng hóa", 1, i.tongTien(), i.tongTien())));
    }

    /** The synced invoice {@code maHoaDon} as a one-page PDF: {@code {maHoaDon, base64}}. */
    public Preview previewBase64(Long merchantId, Long accountId, String maHoaDon) {
        Received invoice = requireInvoice(merchantId, accountId, maHoaDon);
        byte[] pdf = new OnePagePdf().title("Hoa don " + invoice.soHoaDon()).line("Ma: " + invoice.maHoaDon())
                .line("Ngay lap: " + invoice.ngayLap()).line("Ben ban: " + invoice.mstBenBan())
                .boldLine("Tong tien: " + invoice.tongTien() + " VND").bytes();
        return new Preview(invoice.maHoaDon(), Base64.getEncoder().encodeToString(pdf));
    }

    private Received requireInvoice(Long merchantId, Long accountId, String maHoaDon) {
        String key = requireConnected(merchantId, accountId).key();
        Received invoice = invoices.require(maHoaDon, "maHoaDon");
        if (!invoice.connection().equals(key)) {
            throw Refusal.unknownId("maHoaDon", "received invoice of this account");
        }
        return invoice;
    }

    private Connection requireConnected(Long merchantId, Long accountId) {
        return connections.find(key(merchantId, accountId))
                .orElseThrow(() -> Refusal.wrongState("accountId", "not connected to the tax authority's portal", "read it"));
    }

    private static String key(Long merchantId, Long accountId) {
        return merchantId + ":" + accountId;
    }

    private static LocalDate date(String text, String field, LocalDate absent) {
        if (text == null) {
            return absent;
        }
        try {
            return LocalDate.parse(text);
        } catch (DateTimeParseException e) {
            // The contract's pattern states the shape; a day of that shape the calendar lacks passes it.
            throw text.matches("\\d{4}-\\d{2}-\\d{2}") ? Refusal.invalidValue(field, "is not a day of the calendar")
                    : new InvalidField(field, "must be a date, yyyy-MM-dd");
        }
    }

    /** Forgets every connection and received invoice (the sandbox's reset). */
    public void reset() {
        connections.removeAll(c -> true);
        invoices.removeAll(i -> true);
    }
}
