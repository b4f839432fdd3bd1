package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Values;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A shop of a merchant, by {@code id}.
 *
 * @param id its id, from 1
 * @param merchantId its merchant, if any
 * @param creationTime when it was created
 * @param name its name
 * @param isActive whether it is active, if the caller said
 * @param address its address, if sent
 * @param details the other documented fields the caller set ({@code email}, {@code provinceId}...), as sent:
 *     the sandbox only keeps and shows them
 * @param lastModificationTime when it last changed, if it did
 */
record Shop(long id, Long merchantId, String creationTime, String name, Boolean isActive, String address,
        Map<String, Object> details, String lastModificationTime) {

    Shop {
        details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }

    /** Its details with those {@code sent} written over them. */
    Map<String, Object> detailsWith(Map<String, Object> sent) {
        Map<String, Object> all = new LinkedHashMap<>(details);
        all.putAll(sent);
        return all;
    }

    /** As get-paging shows it. */
    Map<String, Object> toPageItem() {
        return Values.of("id", id, "isActive", isActive, "name", name, "address", address);
    }

    /** The whole record, every field it has. */
    Map<String, Object> toRecord() {
        Map<String, Object> record = Values.of("id", id, "merchantId", merchantId, "creationTime", creationTime,
                "name", name, "isActive", isActive, "address", address);
        record.putAll(details);
        record.putAll(Values.of("lastModificationTime", lastModificationTime));
        return record;
    }
}
