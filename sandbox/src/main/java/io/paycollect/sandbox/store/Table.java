package io.paycollect.sandbox.store;

import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongFunction;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * One kind of in-memory record (merchants, shops, virtual accounts...), kept as immutable maps and found
 * by the value of one field, the key (a number or a text). Every record gets a sequence number counting
 * from 1 in this table, which the services use as the record's numeric id or in its text id. The services
 * build each record from the fields they own and the documented fields they read, so a caller can never
 * set an id, a status or a timestamp. Every change goes through {@link ConcurrentHashMap#compute}, so
 * concurrent callers never lose an update and a state check and its transition happen as one step.
 * Listings come in creation order.
 */
public final class Table {

    private record Row(long sequence, Map<String, Object> fields) {
    }

    /** Records a table holds by default: a laptop's sandbox stays small however long it runs. */
    public static final int DEFAULT_CAPACITY = 100_000;

    private final String keyField;
    private final String what;
    private final int capacity;
    private final AtomicInteger count = new AtomicInteger();
    private final AtomicLong sequence = new AtomicLong();
    private final ConcurrentHashMap<String, Row> rows = new ConcurrentHashMap<>();

    /**
     * A table whose records are found by their {@code keyField} (e.g. {@code id}), named {@code what} in
     * refusals (e.g. "virtual account").
     */
    public Table(String keyField, String what) {
        this(keyField, what, DEFAULT_CAPACITY);
    }

    /**
     * A table holding at most {@code capacity} records: one more is refused ({@link Refusal#storeFull}),
     * so memory stays bounded under any load; records are never evicted behind a caller's back.
     */
    public Table(String keyField, String what, int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1");
        }
        this.keyField = keyField;
        this.what = what;
        this.capacity = capacity;
    }

    /** Counts a new record in, or refuses it when the table is full. */
    private void admit() {
        if (count.incrementAndGet() > capacity) {
            count.decrementAndGet();
            throw Refusal.storeFull(what, capacity);
        }
    }

    private static String key(Object key) {
        return String.valueOf(key);
    }

    /**
     * Stores a new record, made by {@code build} from the next sequence number (1, 2, ...); the record
     * must carry its key, and no other record may have it.
     *
     * @return the record stored
     */
    public Map<String, Object> insert(LongFunction<Map<String, Object>> build) {
        long n = sequence.incrementAndGet();
        Map<String, Object> record = freeze(build.apply(n));
        Object key = record.get(keyField);
        if (key == null) {
            throw new IllegalStateException("a " + what + " record without " + keyField);
        }
        admit();
        if (rows.putIfAbsent(key(key), new Row(n, record)) != null) {
            count.decrementAndGet();
            throw new IllegalStateException("two " + what + " records with " + keyField + " " + key);
        }
        return record;
    }

    /**
     * Stores a new record with the caller-chosen {@code key} (e.g. an invoice code), made by {@code build}
     * from the next sequence number; when a record has that key already, nothing changes and the caller is
     * refused (1002) naming the request field {@code field}.
     */
    public Map<String, Object> insertUnique(Object key, String field, LongFunction<Map<String, Object>> build) {
        return insertOrUpdate(key, build, existing -> {
            throw Refusal.wrongState(field, "already used", "use it for another " + what);
        });
    }

    /**
     * Atomically stores a new record with the caller-chosen {@code key}, made by {@code build} from the next
     * sequence number, or, when one has that key, replaces it with what {@code change} makes of it
     * ({@code change} may throw a {@link Refusal}, and then nothing changes). The key stays.
     *
     * @return the record stored
     */
    public Map<String, Object> insertOrUpdate(Object key, LongFunction<Map<String, Object>> build,
            UnaryOperator<Map<String, Object>> change) {
        return rows.compute(key(key), (k, row) -> {
            Map<String, Object> next;
            long n;
            if (row == null) {
                admit();
                n = sequence.incrementAndGet();
                next = new LinkedHashMap<>(build.apply(n));
            } else {
                n = row.sequence();
                next = new LinkedHashMap<>(change.apply(row.fields()));
            }
            next.put(keyField, key);
            return new Row(n, freeze(next));
        }).fields();
    }

    /** The record with this key. */
    public Optional<Map<String, Object>> find(Object key) {
        Row row = key == null ? null : rows.get(key(key));
        return row == null ? Optional.empty() : Optional.of(row.fields());
    }

    /** The record with this key, or a {@link Refusal} naming the key field. */
    public Map<String, Object> require(Object key) {
        return require(key, keyField);
    }

    /** The record with this key, or a {@link Refusal} naming the request field {@code field} that gave it. */
    public Map<String, Object> require(Object key, String field) {
        return find(key).orElseThrow(() -> Refusal.unknownId(field, what));
    }

    /**
     * Replaces the record with what {@code change} makes of it, atomically: {@code change} may throw a
     * {@link Refusal} after looking at the current state, and then nothing changes. The key stays.
     *
     * @param field the request field that gave the key, named in a refusal when there is no such record
     * @return the record stored
     */
    public Map<String, Object> update(Object key, String field, UnaryOperator<Map<String, Object>> change) {
        Row updated = key == null ? null : rows.computeIfPresent(key(key), (k, row) -> {
            Map<String, Object> next = new LinkedHashMap<>(change.apply(row.fields()));
            next.put(keyField, row.fields().get(keyField));
            return new Row(row.sequence(), freeze(next));
        });
        if (updated == null) {
            throw Refusal.unknownId(field, what);
        }
        return updated.fields();
    }

    /** {@link #update(Object, String, UnaryOperator)} naming the key field in a refusal. */
    public Map<String, Object> update(Object key, UnaryOperator<Map<String, Object>> change) {
        return update(key, keyField, change);
    }

    /** Removes the record, returning it, or refuses naming {@code field} when there is none. */
    public Map<String, Object> remove(Object key, String field) {
        Row removed = key == null ? null : rows.remove(key(key));
        if (removed != null) {
            count.decrementAndGet();
        }
        if (removed == null) {
            throw Refusal.unknownId(field, what);
        }
        return removed.fields();
    }

    /** Removes every record matching {@code filter}; returns how many went. */
    public int removeAll(Predicate<Map<String, Object>> filter) {
        int[] removed = {0};
        rows.values().removeIf(row -> {
            boolean match = filter.test(row.fields());
            removed[0] += match ? 1 : 0;
            if (match) {
                count.decrementAndGet();
            }
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

    /** The first record matching {@code filter}, in creation order. */
    public Optional<Map<String, Object>> first(Predicate<Map<String, Object>> filter) {
        return list(filter).stream().findFirst();
    }

    /** The number of records. */
    public int size() {
        return rows.size();
    }

    /** {@code base} with {@code over} written on top (null values of {@code over} remove the key), as a new mutable map. */
    public static Map<String, Object> merge(Map<String, Object> base, Map<String, Object> over) {
        Map<String, Object> merged = new LinkedHashMap<>(base);
        over.forEach((k, v) -> {
            if (v == null) {
                merged.remove(k);
            } else {
                merged.put(k, v);
            }
        });
        return merged;
    }

    private static Map<String, Object> freeze(Map<String, Object> record) {
        Map<String, Object> copy = new LinkedHashMap<>();
        record.forEach((k, v) -> {
            if (v != null) {
                copy.put(k, v);
            }
        });
        return Collections.unmodifiableMap(copy);
    }
}
