package io.paycollect.sandbox.domain;

import io.paycollect.server.model.BankAccountType;
import io.paycollect.server.model.BankName;
import java.util.Map;

/**
 * A bank configuration of a merchant, by {@code id}: made by create-or-update-config, or by
 * config-account-business (then of {@code accountType: business-account}, with a {@code confirmId}).
 *
 * @param id its id, from 1
 * @param merchantId its merchant (none only for a business account configured without one)
 * @param accountType the kind of account it configures
 * @param configDto the bank's own settings, as sent (open): the sandbox only keeps, shows and matches them
 * @param bank the bank, if sent
 * @param confirmId the confirmation of a business account ({@code CAB000001}), if it is one
 * @param creationTime when it was created
 * @param lastModificationTime when it last changed, if it did
 */
record MerchantBankConfig(long id, Long merchantId, String accountType, Map<String, Object> configDto, NapasBank bank,
        String confirmId, String creationTime, String lastModificationTime) {

    /** This configuration of {@code type} from {@code at}, with the settings and bank sent, else those it has. */
    MerchantBankConfig updated(String type, Map<String, Object> settings, NapasBank sentBank, String at) {
        return new MerchantBankConfig(id, merchantId, type, settings != null ? settings : configDto,
                sentBank != null ? sentBank : bank, confirmId, creationTime, at);
    }

    /** Whether its settings hold every non-null field of {@code wanted}, compared as text. */
    boolean holds(Map<String, Object> wanted) {
        return configDto != null && wanted.entrySet().stream().filter(e -> e.getValue() != null)
                .allMatch(e -> String.valueOf(e.getValue()).equals(configDto.get(e.getKey()) == null ? null
                        : String.valueOf(configDto.get(e.getKey()))));
    }

    /** As get-paging-config shows it ({@code MerchantBankConfigPagedOutputDto}). */
    io.paycollect.server.model.MerchantBankConfig toPageItem() {
        return new io.paycollect.server.model.MerchantBankConfig().id(id).creationTime(creationTime)
                .lastModificationTime(lastModificationTime).merchantId(merchantId)
                .accountType(BankAccountType.fromValue(accountType)).configDto(configDto)
                .bankBin(bank == null ? null : bank.bin()).bankName(bank == null ? null : BankName.fromValue(bank.name()));
    }
}
