package io.paycollect.sandbox.qr;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A VietQR payload: the EMVCo merchant-presented QR string in the NAPAS profile that Vietnamese banking
 * apps scan to transfer money to an account.
 *
 * <pre>
 * 00 02 01                      payload format indicator
 * 01 02 11 | 12                 point of initiation: 11 static (no amount), 12 dynamic (with amount)
 * 38 .. 00 10 A000000727        NAPAS GUID
 *       01 .. 00 06 &lt;BIN&gt;       beneficiary: the bank's BIN ...
 *             01 .. &lt;account&gt;   ... and the account number
 *       02 08 QRIBFTTA          service: transfer to an account
 * 53 03 704                     currency VND
 * 54 .. &lt;amount&gt;                only with an amount
 * 58 02 VN                      country
 * 62 .. 08 .. &lt;purpose&gt;         only with content, unaccented ASCII, at most 25 characters
 * 63 04 &lt;CRC&gt;                   CRC-16/CCITT-FALSE over everything before it, "6304" included
 * </pre>
 *
 * Immutable; build with {@link #builder()}.
 */
public final class VietQrPayload {

    /** Longest account number the NAPAS profile carries (consumer id, 19 characters). */
    public static final int MAX_ACCOUNT_LENGTH = 19;
    /** Longest purpose text an EMVCo additional-data sub-field carries. */
    public static final int MAX_PURPOSE_LENGTH = 25;
    /** Longest amount tag 54 carries. */
    public static final int MAX_AMOUNT_LENGTH = 13;

    // Package-private: the parser (VietQrParser) reads what this writes.
    static final String NAPAS_GUID = "A000000727";
    static final String SERVICE_TRANSFER_TO_ACCOUNT = "QRIBFTTA";
    static final String CURRENCY_VND = "704";
    static final String COUNTRY_VIETNAM = "VN";
    static final Pattern ACCOUNT = Pattern.compile("[A-Za-z0-9]{1," + MAX_ACCOUNT_LENGTH + "}");

    private final NapasBank bank;
    private final String accountNumber;
    private final BigDecimal amount;
    private final String purpose;
    private final String text;

    private VietQrPayload(Builder b) {
        this.bank = Objects.requireNonNull(b.bank, "bank");
        this.accountNumber = checkAccount(b.accountNumber);
        this.amount = checkAmount(b.amount);
        this.purpose = b.content == null ? "" : QrText.of(b.content, MAX_PURPOSE_LENGTH);
        this.text = encode();
    }

    /** A builder; bank and account number are required, amount and content optional. */
    public static Builder builder() {
        return new Builder();
    }

    private static String checkAccount(String account) {
        if (account == null || !ACCOUNT.matcher(account).matches()) {
            throw new QrFieldException("accountNumber",
                    "must be 1 to " + MAX_ACCOUNT_LENGTH + " letters or digits to fit a VietQR");
        }
        return account;
    }

    private static BigDecimal checkAmount(BigDecimal amount) {
        if (amount == null) {
            return null;
        }
        // The dong has no minor unit: 50000.00 is 50000, 50000.5 is refused.
        VndAmount.problem(amount, MAX_AMOUNT_LENGTH).ifPresent(reason -> {
            throw new QrFieldException("amount", reason);
        });
        return VndAmount.whole(amount);
    }

    private String encode() {
        EmvTlv beneficiary = new EmvTlv().add("00", bank.bin()).add("01", accountNumber);
        EmvTlv merchantAccount = new EmvTlv()
                .add("00", NAPAS_GUID)
                .add("01", beneficiary)
                .add("02", SERVICE_TRANSFER_TO_ACCOUNT);
        EmvTlv qr = new EmvTlv()
                .add("00", "01")
                .add("01", amount == null ? "11" : "12")
                .add("38", merchantAccount)
                .add("53", CURRENCY_VND);
        if (amount != null) {
            qr.add("54", amount.toPlainString());
        }
        qr.add("58", COUNTRY_VIETNAM);
        if (!purpose.isEmpty()) {
            qr.add("62", new EmvTlv().add("08", purpose));
        }
        String withCrcTag = qr + "6304";
        return withCrcTag + Crc16CcittFalse.hexOf(withCrcTag);
    }

    /** The bank the QR pays into. */
    public NapasBank bank() {
        return bank;
    }

    /** The account the QR pays into. */
    public String accountNumber() {
        return accountNumber;
    }

    /** The amount in whole VND, or {@code null} for a static QR where the payer types the amount. */
    public BigDecimal amount() {
        return amount;
    }

    /** The purpose text as the QR carries it (unaccented, cut), empty when there is none. */
    public String purpose() {
        return purpose;
    }

    /** Whether the QR carries an amount (point of initiation 12). */
    public boolean isDynamic() {
        return amount != null;
    }

    /** The payload string to put into a QR code. */
    public String text() {
        return text;
    }

    @Override
    public String toString() {
        return text;
    }

    /** Collects the parts of a payload. Not thread-safe; build once and share the payload. */
    public static final class Builder {
        private NapasBank bank;
        private String accountNumber;
        private BigDecimal amount;
        private String content;

        private Builder() {
        }

        /** The bank of the account (required). */
        public Builder bank(NapasBank bank) {
            this.bank = bank;
            return this;
        }

        /** The account number, 1 to 19 letters or digits (required). */
        public Builder accountNumber(String accountNumber) {
            this.accountNumber = accountNumber;
            return this;
        }

        /** A positive whole amount of VND, or {@code null} for none. */
        public Builder amount(BigDecimal amount) {
            this.amount = amount;
            return this;
        }

        /** Free text, e.g. Vietnamese with diacritics, or {@code null} for none. */
        public Builder content(String content) {
            this.content = content;
            return this;
        }

        /**
         * The payload.
         *
         * @throws QrFieldException naming {@code accountNumber} or {@code amount} when it cannot go into a VietQR
         */
        public VietQrPayload build() {
            return new VietQrPayload(this);
        }
    }
}
