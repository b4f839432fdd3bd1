package io.paycollect.client;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.paycollect.client.model.BankCreateBatchVaOnOffAnswer;
import java.io.IOException;
import java.util.Objects;

/**
 * The answer of {@code client.bank().createBatchVaOnOff(...)}, the one operation whose success is a bare list
 * (as the official Java SDK reads it) rather than the envelope. A business refusal is still the envelope
 * {@code {code, message}} at HTTP 200, as for every operation, and is returned as it is: {@link #isSuccess()} false,
 * its code and message read, {@link #requireSuccess()} throwing {@link PayCollectApiException} with them. The
 * envelope holding the list in {@code data} (as the official PHP SDK reads a success) is read too.
 *
 * <p>{@code client.bank().createBatchVaOnOff(request).requireSuccess().getData()} gives the list in either case.
 */
@JsonDeserialize(using = BatchVaOnOffResult.Reader.class)
public final class BatchVaOnOffResult extends ResultEnvelope<BatchVaOnOffResult> {

    private final String code;
    private final String message;
    private final BankCreateBatchVaOnOffAnswer data;
    private final boolean bareList;

    private BatchVaOnOffResult(String code, String message, BankCreateBatchVaOnOffAnswer data, boolean bareList) {
        this.code = code;
        this.message = message;
        this.data = data;
        this.bareList = bareList;
    }

    /** The answer the service gives a success: the bare list. */
    public static BatchVaOnOffResult bareList(BankCreateBatchVaOnOffAnswer list) {
        return new BatchVaOnOffResult(null, null, Objects.requireNonNull(list, "list"), true);
    }

    /** An answer in the envelope: a refusal (a code other than "00", {@code data} null) or the list in {@code data}. */
    public static BatchVaOnOffResult envelope(String code, String message, BankCreateBatchVaOnOffAnswer data) {
        return new BatchVaOnOffResult(Objects.requireNonNull(code, "code"), message, data, false);
    }

    /** Whether the service answered the bare list (a success), rather than the envelope. */
    public boolean isBareList() {
        return bareList;
    }

    /** The envelope's code; null for the bare list, which carries none. */
    @Override
    public String getCode() {
        return code;
    }

    /** The envelope's message; null for the bare list. */
    @Override
    public String getMessage() {
        return message;
    }

    /** A success: the bare list, or an envelope with code "00". */
    @Override
    public boolean isSuccess() {
        return bareList || super.isSuccess();
    }

    /** One entry per shop with each virtual account's QR payload; null for a refusal. */
    public BankCreateBatchVaOnOffAnswer getData() {
        return data;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BatchVaOnOffResult other && bareList == other.bareList && Objects.equals(code, other.code)
                && Objects.equals(message, other.message) && Objects.equals(data, other.data);
    }

    @Override
    public int hashCode() {
        return Objects.hash(code, message, data, bareList);
    }

    @Override
    public String toString() {
        return bareList ? "BatchVaOnOffResult[bare list " + data + "]"
                : "BatchVaOnOffResult[code " + code + ", message " + message + ", data " + data + "]";
    }

    /** Reads the bare list or the envelope; anything else does not fit (the decoder then reports it). */
    static final class Reader extends StdDeserializer<BatchVaOnOffResult> {

        private static final long serialVersionUID = 1L;

        Reader() {
            super(BatchVaOnOffResult.class);
        }

        @Override
        public BatchVaOnOffResult deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            JsonNode tree = context.readTree(parser);
            if (tree.isArray()) {
                return bareList(context.readTreeAsValue(tree, BankCreateBatchVaOnOffAnswer.class));
            }
            if (tree.isObject() && tree.path("code").isTextual()) {
                JsonNode data = tree.get("data");
                return envelope(tree.get("code").asText(), tree.path("message").isTextual() ? tree.get("message").asText() : null,
                        data == null || data.isNull() ? null : context.readTreeAsValue(data, BankCreateBatchVaOnOffAnswer.class));
            }
            throw MismatchedInputException.from(parser, BatchVaOnOffResult.class,
                    "neither the bare list nor the envelope {code, message} of create-batch-va-on-off");
        }
    }
}
