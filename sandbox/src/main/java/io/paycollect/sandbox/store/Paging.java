package io.paycollect.sandbox.store;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which page of a list a caller asks for: {@code page} counts from 1 (default 1), {@code pageSize}
 * is 1 to 100 (default 20).
 *
 * @param page the page number, from 1
 * @param pageSize the number of items per page
 */
public record Paging(int page, int pageSize) {

    /** Default page size. */
    public static final int DEFAULT_PAGE_SIZE = 20;
    /** Largest page size. */
    public static final int MAX_PAGE_SIZE = 100;

    /** Reads {@code page} and {@code pageSize} from the request, refusing values out of range. */
    public static Paging of(Fields fields) {
        int page = fields.optionalInt("page").orElse(1);
        int size = fields.optionalInt("pageSize").orElse(DEFAULT_PAGE_SIZE);
        if (page < 1) {
            throw new InvalidField("page", "must be 1 or more");
        }
        if (size < 1 || size > MAX_PAGE_SIZE) {
            throw new InvalidField("pageSize", "must be 1 to " + MAX_PAGE_SIZE);
        }
        return new Paging(page, size);
    }

    /**
     * The page of {@code all} as the {@code data} of a listing:
     * {@code {items, page, pageSize, totalItems, totalPages}}.
     */
    public Map<String, Object> apply(List<Map<String, Object>> all) {
        long from = Math.min((long) (page - 1) * pageSize, all.size());
        int to = (int) Math.min(from + pageSize, all.size());
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("items", List.copyOf(all.subList((int) from, to)));
        data.put("page", page);
        data.put("pageSize", pageSize);
        data.put("totalItems", all.size());
        data.put("totalPages", (all.size() + pageSize - 1) / pageSize);
        return data;
    }
}
