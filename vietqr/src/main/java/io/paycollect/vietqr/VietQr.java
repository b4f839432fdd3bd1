package io.paycollect.vietqr;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A VietQR payload: the EMVCo merchant-presented QR text in the NAPAS profile that Vietnamese banking
 * apps scan to transfer money to an account.
 *
 * <pre>
 * 00 02 01                      payload format indicator
 * 01 02 11 | 12                 point of initiation: 11 static (reused), 12 dynamic (one payment)
 * 38 .. 00 10 A000000727        NAPAS GUID
 *       01 .. 00 06 &lt;BIN&gt;       beneficiary: the bank's BIN ...
 *             01 .. &lt;account&gt;   ... and the account (or card) number
 *       02 08 QRIBFTTA          service: transfer to an account (QRIBFTTC: to a card)
 * 53 03 704                     currency VND
 * 54 .. &lt;amount&gt;                only with an amount
 * 58 02 VN                      country
 * 59 .. / 60 ..                 merchant name and city, only when given
 * 62 .. 01 .. &lt;bill number&gt;     additional data, only when given ...
 *       08 .. &lt;purpose&gt;         ... purpose: printable ASCII, at most 25 characters
 * 63 04 &lt;CRC&gt;                   CRC-16/CCITT-FALSE over everything before it, "6304" included
 * </pre>
 *
 * Build one with {@link #builder()}, read one with {@link #parse(String)}; render it with
 * {@link VietQrImage}. Immutable; two payloads are equal when their texts are.
 */
public final class VietQr {

    /** Longest account or card number the NAPAS profile carries. */
    public static final int MAX_ACCOUNT_LENGTH = 19;
    /** Longest purpose text (tag 62, sub-field 08). */
    public static final int MAX_PURPOSE_LENGTH = 25;
    /** Longest bill number (tag 62, sub-field 01). */
    public static final int MAX_BILL_NUMBER_LENGTH = 25;
    /** Longest merchant name (tag 59). */
    public static final int MAX_MERCHANT_NAME_LENGTH = 25;
    /** Longest merchant city (tag 60). */
    public static final int MAX_MERCHANT_CITY_LENGTH = 15;
    /** Most digits of an amount (tag 54 holds 13 characters). */
    public static final int MAX_AMOUNT_DIGITS = 13;

    static final String NAPAS_GUID = "A000000727";
    static final String CURRENCY_VND = "704";
    static final String COUNTRY_VIETNAM = "VN";
    static final Pattern BIN = Pattern.compile("\\d{6}");
    static final Pattern ACCOUNT = Pattern.compile("[A-Za-z0-9]{1," + MAX_ACCOUNT_LENGTH + "}");

    private final String bankBin;
    private final String accountNumber;
    private final TransferService service;
    private final BigDecimal amount;
    private final Initiation initiation;
    private final String merchantName;
    private final String merchantCity;
    private final String billNumber;
    private final String purpose;
    private final Set<QrText.Change> purposeChanges;
    private final String text;

    VietQr(String bankBin, String accountNumber, TransferService service, BigDecimal amount, Initiation initiation,
            String merchantName, String merchantCity, String billNumber, String purpose,
            Set<QrText.Change> purposeChanges, String text) {
        this.bankBin = bankBin;
        this.accountNumber = accountNumber;
        this.service = service;
        this.amount = amount;
        this.initiation = initiation;
        this.merchantName = merchantName;
        this.merchantCity = merchantCity;
        this.billNumber = billNumber;
        this.purpose = purpose;
        this.purposeChanges = purposeChanges;
        this.text = text == null ? encode() : text;
    }

    /** A builder; bank BIN and account number are required, everything else optional. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Reads and validates a payload: its data objects, its CRC, the NAPAS account (GUID, BIN, account,
     * service), currency, country and amount. A BIN no directory knows is read as it is.
     *
     * @throws VietQrException naming {@code qrCode}, saying why, when {@code text} is not a valid VietQR
     */
    public static VietQr parse(String text) {
        return VietQrParser.parse(text);
    }

    private String encode() {
        EmvTlv beneficiary = new EmvTlv().add("00", bankBin).add("01", accountNumber);
        EmvTlv merchantAccount = new EmvTlv()
                .add("00", NAPAS_GUID)
                .add("01", beneficiary)
                .add("02", service.code());
        EmvTlv qr = new EmvTlv()
                .add("00", "01")
                .add("01", initiation.code())
                .add("38", merchantAccount)
                .add("53", CURRENCY_VND);
        if (amount != null) {
            qr.add("54", amount.toPlainString());
        }
        qr.add("58", COUNTRY_VIETNAM);
        if (!merchantName.isEmpty()) {
            qr.add("59", merchantName);
        }
        if (!merchantCity.isEmpty()) {
            qr.add("60", merchantCity);
        }
        if (!billNumber.isEmpty() || !purpose.isEmpty()) {
            EmvTlv additional = new EmvTlv();
            if (!billNumber.isEmpty()) {
                additional.add("01", billNumber);
            }
            if (!purpose.isEmpty()) {
                additional.add("08", purpose);
            }
            qr.add("62", additional);
        }
        String withCrcTag = qr + "6304";
        return withCrcTag + Crc16CcittFalse.hexOf(withCrcTag);
    }

    /** The six-digit NAPAS BIN of the beneficiary's bank. */
    public String bankBin() {
        return bankBin;
    }

    /** The account (or card) number the QR pays into. */
    public String accountNumber() {
        return accountNumber;
    }

    /** Whether it pays into an account or a card. */
    public TransferService service() {
        return service;
    }

    /** The amount in whole VND, or {@code null} when the payer types it. */
    public BigDecimal amount() {
        return amount;
    }

    /** Static (reused) or dynamic (one payment). */
    public Initiation initiation() {
        return initiation;
    }

    /** The merchant name (tag 59), empty when there is none. */
    public String merchantName() {
        return merchantName;
    }

    /** The merchant city (tag 60), empty when there is none. */
    public String merchantCity() {
        return merchantCity;
    }

    /** The bill number (tag 62, sub-field 01), empty when there is none. */
    public String billNumber() {
        return billNumber;
    }

    /** The purpose as the QR carries it, empty when there is none. */
    public String purpose() {
        return purpose;
    }

    /** What the lenient mode changed in the purpose given to the builder; empty otherwise. */
    public Set<QrText.Change> purposeChanges() {
        return purposeChanges;
    }

    /** The payload text to put into a QR code. */
    public String text() {
        return text;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof VietQr that && text.equals(that.text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }

    /** Collects the parts of a payload. Not thread-safe; build once and share the payload. */
    public static final class Builder {
        private String bankBin;
        private String accountNumber;
        private TransferService service = TransferService.TO_ACCOUNT;
        private BigDecimal amount;
        private Initiation initiation;
        private String merchantName;
        private String merchantCity;
        private String billNumber;
        private String purpose;
        private QrText.Mode purposeMode = QrText.Mode.STRICT;

        private Builder() {
        }

        /** The six-digit NAPAS BIN of the beneficiary's bank (required), e.g. {@code 970415}. */
        public Builder bankBin(String bankBin) {
            this.bankBin = bankBin;
            return this;
        }

        /** The account or card number, 1 to 19 letters or digits (required). */
        public Builder accountNumber(String accountNumber) {
            this.accountNumber = accountNumber;
            return this;
        }

        /** Pay into an account (the default) or a card. */
        public Builder service(TransferService service) {
            this.service = Objects.requireNonNull(service, "service");
            return this;
        }

        /** A positive whole amount of VND, or {@code null} to let the payer type it. */
        public Builder amount(BigDecimal amount) {
            this.amount = amount;
            return this;
        }

        /** Static or dynamic; by default dynamic with an amount and static without. */
        public Builder initiation(Initiation initiation) {
            this.initiation = initiation;
            return this;
        }

        /** The merchant name, printable ASCII of at most 25 characters, or {@code null} for none. */
        public Builder merchantName(String merchantName) {
            this.merchantName = merchantName;
            return this;
        }

        /** The merchant city, printable ASCII of at most 15 characters, or {@code null} for none. */
        public Builder merchantCity(String merchantCity) {
            this.merchantCity = merchantCity;
            return this;
        }

        /** A bill number, printable ASCII of at most 25 characters, or {@code null} for none. */
        public Builder billNumber(String billNumber) {
            this.billNumber = billNumber;
            return this;
        }

        /** The purpose, taken strictly: printable ASCII of at most 25 characters, or {@code null} for none. */
        public Builder purpose(String purpose) {
            return purpose(purpose, QrText.Mode.STRICT);
        }

        /**
         * The purpose, refused ({@link QrText.Mode#STRICT}) or folded ({@link QrText.Mode#LENIENT}) when it
         * is not printable ASCII of at most 25 characters; see {@link QrText}.
         */
        public Builder purpose(String purpose, QrText.Mode mode) {
            this.purpose = purpose;
            this.purposeMode = Objects.requireNonNull(mode, "mode");
            return this;
        }

        /**
         * The payload.
         *
         * @throws VietQrException naming the first value that cannot go into a VietQR and why
         */
        public VietQr build() {
            if (bankBin == null || !BIN.matcher(bankBin).matches()) {
                throw new VietQrException("bankBin", "must be the six digits of a NAPAS BIN");
            }
            if (accountNumber == null || !ACCOUNT.matcher(accountNumber).matches()) {
                throw new VietQrException("accountNumber",
                        "must be 1 to " + MAX_ACCOUNT_LENGTH + " letters or digits to fit a VietQR");
            }
            BigDecimal whole = null;
            if (amount != null) {
                VndAmount.problem(amount, MAX_AMOUNT_DIGITS).ifPresent(reason -> {
                    throw new VietQrException("amount", reason);
                });
                whole = VndAmount.whole(amount);
            }
            QrText name = QrText.of("merchantName", merchantName, MAX_MERCHANT_NAME_LENGTH, QrText.Mode.STRICT);
            QrText city = QrText.of("merchantCity", merchantCity, MAX_MERCHANT_CITY_LENGTH, QrText.Mode.STRICT);
            QrText bill = QrText.of("billNumber", billNumber, MAX_BILL_NUMBER_LENGTH, QrText.Mode.STRICT);
            QrText purposeText = QrText.of("purpose", purpose, MAX_PURPOSE_LENGTH, purposeMode);
            Initiation chosen = initiation != null ? initiation : whole == null ? Initiation.STATIC : Initiation.DYNAMIC;
            return new VietQr(bankBin, accountNumber, service, whole, chosen, name.text(), city.text(), bill.text(),
                    purposeText.text(), purposeText.changes(), null);
        }
    }
}
