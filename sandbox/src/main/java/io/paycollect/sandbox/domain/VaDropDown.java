package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.TextFilter;
import io.paycollect.server.model.AccountNumberGetAllDdlRequest;
import io.paycollect.server.model.AccountNumberOption;
import io.paycollect.server.model.BankName;
import java.util.List;

/** accountNumber get-all-ddl: the {@code active} virtual accounts of {@link BankService} as a drop-down list. */
public final class VaDropDown {

    private final BankService bank;
    private final ShopService shops;

    /** Lists {@code bank}'s virtual accounts, naming their shops from {@code shops}. */
    public VaDropDown(BankService bank, ShopService shops) {
        this.bank = bank;
        this.shops = shops;
    }

    /**
     * The {@code active} virtual accounts as a drop-down list ({@code OpenApiAccountNumberDDLPagedInputDto}):
     * those of {@code merchantId} when sent (else all), of the {@code merchantAccountNumberIds},
     * {@code shopIds}, {@code realVANumbers}, {@code bankBins} and {@code bankNames} sent, whose name or
     * numbers contain {@code filter}; the slice {@code skipCount}/{@code maxResultCount} of them, as a list of
     * {@code V2AccountNumberDDLDto} {@code {id, name, merchantId, bankBin, bankName, accountNumber,
     * vaAccountNumber, realVANumber, shopId, shopName}} ({@code id} the {@code merchantAccountNumberId}; the
     * sandbox's VA numbers are real, so {@code realVANumber} is the {@code vaAccountNumber}).
     */
    public List<AccountNumberOption> list(AccountNumberGetAllDdlRequest request) {
        Paging paging = Paging.of(request.getSkipCount(), request.getMaxResultCount());
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        List<String> ids = texts(request.getMerchantAccountNumberIds());
        List<String> shopIds = texts(request.getShopIds());
        List<String> real = texts(request.getRealVANumbers());
        List<String> bins = texts(request.getBankBins());
        List<String> names = request.getBankNames() == null ? List.of()
                : request.getBankNames().stream().map(n -> n == null ? "null" : n.getValue()).toList();
        String filter = Given.optionalText(request.getFilter()).orElse(null);
        List<VirtualAccount> all = bank.virtualAccounts().list(va -> BankService.ACTIVE.equals(va.status())
                && (merchantId == null || merchantId.equals(va.merchantId()))
                && (ids.isEmpty() || ids.contains(String.valueOf(va.merchantAccountNumberId())))
                && (shopIds.isEmpty() || shopIds.contains(String.valueOf(va.shopId())))
                && (real.isEmpty() || real.contains(va.vaAccountNumber()))
                && (bins.isEmpty() || bins.contains(va.bank().bin()))
                && (names.isEmpty() || names.contains(va.bank().name()))
                && TextFilter.matches(filter, name(va), va.accountNumber(), va.vaAccountNumber(), shopName(va)));
        return paging.slice(all).stream().map(this::entry).toList();
    }

    private AccountNumberOption entry(VirtualAccount va) {
        return new AccountNumberOption().id(va.merchantAccountNumberId()).name(name(va)).merchantId(va.merchantId())
                .bankBin(va.bank().bin()).bankName(BankName.fromValue(va.bank().name())).accountNumber(va.accountNumber())
                .vaAccountNumber(va.vaAccountNumber()).realVANumber(va.vaAccountNumber()).shopId(va.shopId())
                .shopName(shopName(va));
    }

    /** The name a drop-down shows for {@code va}: its account name, else {@code VA <number>}. */
    private static String name(VirtualAccount va) {
        return va.accountName() != null ? va.accountName() : "VA " + va.vaAccountNumber();
    }

    private String shopName(VirtualAccount va) {
        return va.shopId() == null ? null : shops.nameOf(va.shopId(), "shopId");
    }

    /** A list of texts or numbers as texts, to compare with a VA's (empty when absent). */
    private static List<String> texts(List<?> values) {
        return values == null ? List.of() : values.stream().map(String::valueOf).toList();
    }
}
