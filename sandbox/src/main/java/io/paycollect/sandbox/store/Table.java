package io.paycollect.sandbox.store;

import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * One kind of in-memory resource (merchants, shops, virtual accounts...): records are immutable maps
 * holding what the caller sent plus the fields the sandbox owns (id, status, timestamps), which
 * callers cannot overwrite. Every change goes through {@link ConcurrentHashMap#compute}, so concurrent
 * callers never lose an update and a state check and its transition happen as one step. Listings
 * come in creation order.
 */
public final class Table {

    private record Row(long sequence, Map<String, Object> fields) {
    }

    private final String idField;
    private final String what;
    private final Function<Long, String> idFormat;
    private final Set<String> serverOwned;
    private final AtomicLong sequence = new AtomicLong();
    private final ConcurrentHashMap<String, Row> rows = new ConcurrentHashMap<>();

    /**
     * A table whose records carry their id in {@code idField} (e.g. {@code vaId}), named {@code what}
     * in refusals (e.g. "virtual account"), with ids made of {@code idPrefix} and a six-digit number.
     * {@code serverOwned} names the fields only the sandbox sets, at creation or later (status,
     * timestamps, computed fields): a caller's values for them are dropped on {@link #insert}.
     */
    public Table(String idField, String what, String idPrefix, String... serverOwned) {
        this.idField = idField;
        this.what = what;
        this.idFormat = n -> String.format("%s%06d", idPrefix, n);
        Set<String> owned = new HashSet<>(Arrays.asList(serverOwned));
        owned.add(idField);
        this.serverOwned = Set.copyOf(owned);
    }

    /** The name of the id field. */
    public String idField() {
        return idField;
    }

    /**
     * Stores a new record: the caller's fields less the server-owned ones, then {@code owned} over
     * them, then a new id.
     *
     * @return the record stored
     */
    public Map<String, Object> insert(Map<String, Object> callerFields, Map<String, Object> owned) {
        long n = sequence.incrementAndGet();
        String id = idFormat.apply(n);
        Map<String, Object> record = new LinkedHashMap<>(callerFields);
        record.keySet().removeAll(serverOwned);
        record.putAll(owned);
        record.put(idField, id);
        Map<String, Object> frozen = freeze(record);
        rows.put(id, new Row(n, frozen));
        return frozen;
    }

    /**
     * Stores the record with the caller-chosen {@code id} unless one exists (e.g. a display box known by
     * its serial number); either way returns the record now stored.
     */
    public Map<String, Object> insertIfAbsent(String id, Map<String, Object> owned) {
        return rows.computeIfAbsent(id, key -> {
            Map<String, Object> record = merge(Map.of(), owned);
            record.put(idField, key);
            return new Row(sequence.incrementAndGet(), freeze(record));
        }).fields();
    }

    /** The record with this id. */
    public Optional<Map<String, Object>> find(String id) {
        Row row = rows.get(id);
        return row == null ? Optional.empty() : Optional.of(row.fields());
    }

    /** The record with this id, or a {@link Refusal} naming the id field. */
    public Map<String, Object> require(String id) {
        return find(id).orElseThrow(() -> Refusal.unknownId(idField, what));
    }

    /**
     * Replaces the record with what {@code change} makes of it, atomically: {@code change} may throw a
     * {@link Refusal} after looking at the current state, and then nothing changes. The id stays.
     *
     * @return the record stored
     */
    public Map<String, Object> update(String id, UnaryOperator<Map<String, Object>> change) {
        Row updated = rows.computeIfPresent(id, (key, row) -> {
            Map<String, Object> next = new LinkedHashMap<>(change.apply(row.fields()));
            next.put(idField, key);
            return new Row(row.sequence(), freeze(next));
        });
        if (updated == null) {
            throw Refusal.unknownId(idField, what);
        }
        return updated.fields();
    }

    /** Removes the record, returning it, or refuses when there is none. */
    public Map<String, Object> remove(String id) {
        Row removed = rows.remove(id);
        if (removed == null) {
            throw Refusal.unknownId(idField, what);
        }
        return removed.fields();
    }

    /** Removes every record matching {@code filter}; returns how many went. */
    public int removeAll(Predicate<Map<String, Object>> filter) {
        int[] removed = {0};
        rows.values().removeIf(row -> {
            boolean match = filter.test(row.fields());
            removed[0] += match ? 1 : 0;
            return match;
        });
        return removed[0];
    }

    /** The records matching {@code filter}, in creation order. */
    public List<Map<String, Object>> list(Predicate<Map<String, Object>> filter) {
        return rows.values().stream()
                .sorted(Comparator.comparingLong(Row::sequence))
                .map(Row::fields)
                .filter(filter)
                .toList();
    }

    /** The number of records. */
    public int size() {
        return rows.size();
    }

    /**
     * {@code record} updated with what a caller sent: the caller's fields written on top, except the
     * server-owned ones and {@code keptAsCreated} (fields a caller sets once, at creation), which keep
     * their stored value or stay absent, so a caller can neither change nor plant them. A new mutable map.
     */
    public Map<String, Object> amend(Map<String, Object> record, Map<String, Object> callerFields,
                                     String... keptAsCreated) {
        Map<String, Object> amended = merge(record, callerFields);
        serverOwned.forEach(key -> restore(amended, record, key));
        for (String key : keptAsCreated) {
            restore(amended, record, key);
        }
        return amended;
    }

    private static void restore(Map<String, Object> amended, Map<String, Object> record, String key) {
        if (record.containsKey(key)) {
            amended.put(key, record.get(key));
        } else {
            amended.remove(key);
        }
    }

    /** {@code base} with {@code over} written on top, as a new mutable map. */
    public static Map<String, Object> merge(Map<String, Object> base, Map<String, Object> over) {
        Map<String, Object> merged = new LinkedHashMap<>(base);
        merged.putAll(over);
        return merged;
    }

    private static Map<String, Object> freeze(Map<String, Object> record) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(record));
    }
}
