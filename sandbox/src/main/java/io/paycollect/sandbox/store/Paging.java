package io.paycollect.sandbox.store;

import java.util.List;

/**
 * Which slice of a list a caller asks for, the official SDKs' way: {@code skipCount} records are skipped
 * (from 0, default 0) and at most {@code maxResultCount} are answered (1 to 1000, default 10).
 *
 * @param skipCount how many records to skip
 * @param maxResultCount the most records to answer
 */
public record Paging(int skipCount, int maxResultCount) {

    /** Default page size, when a query leaves {@code maxResultCount} out. */
    public static final int DEFAULT_MAX_RESULT_COUNT = 10;
    /** Largest page size. */
    public static final int MAX_RESULT_COUNT = 1000;

    /** The page {@code skipCount} (default 0) and {@code maxResultCount} (default 10) name, refusing values out of range. */
    public static Paging of(Long skipCount, Long maxResultCount) {
        long skip = skipCount == null ? 0 : skipCount;
        long max = maxResultCount == null ? DEFAULT_MAX_RESULT_COUNT : maxResultCount;
        if (skip < 0) {
            throw new InvalidField("skipCount", "must be 0 or more");
        }
        if (max < 1 || max > MAX_RESULT_COUNT) {
            throw new InvalidField("maxResultCount", "must be 1 to " + MAX_RESULT_COUNT);
        }
        // Past the end either way: a list never holds more than an int's worth of records.
        return new Paging((int) Math.min(skip, Integer.MAX_VALUE), (int) max);
    }

    /**
     * The records of {@code all} this page holds: a listing answers them as its {@code items}, with
     * {@code totalCount} the size of {@code all}; only the slice is viewed, so a page costs the same however long
     * the list is.
     */
    public <T> List<T> slice(List<T> all) {
        int from = Math.min(skipCount, all.size());
        int to = (int) Math.min((long) from + maxResultCount, all.size());
        return all.subList(from, to);
    }
}
