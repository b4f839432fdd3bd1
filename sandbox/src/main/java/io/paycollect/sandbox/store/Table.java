package io.paycollect.sandbox.store;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.LongFunction;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * One kind of in-memory record (merchants, shops, virtual accounts...), kept as immutable records of type
 * {@code R} and found by their key (a number or a text), which a function of the record gives. Every record
 * gets a sequence number counting from 1 in this table, which the services use as the record's numeric id or
 * in its text id. The services build each record from the fields they own and the documented fields they
 * read, so a caller can never set an id, a status or a timestamp. Every change goes through
 * {@link ConcurrentHashMap#compute}, so concurrent callers never lose an update and a state check and its
 * transition happen as one step. Listings come in creation order.
 *
 * @param <R> the record type, immutable
 */
public final class Table<R> {

    private record Row<R>(long sequence, R record) {
    }

    /** Records a table holds by default: a laptop's sandbox stays small however long it runs. */
    public static final int DEFAULT_CAPACITY = 100_000;

    private final String keyField;
    private final Function<? super R, ?> keyOf;
    private final String what;
    private final int capacity;
    private final AtomicInteger count = new AtomicInteger();
    private final AtomicLong sequence = new AtomicLong();
    private final ConcurrentHashMap<String, Row<R>> rows = new ConcurrentHashMap<>();

    /**
     * A table whose records are found by {@code keyOf} of them, the request field {@code keyField} (e.g.
     * {@code id}), named {@code what} in refusals (e.g. "virtual account"), holding at most {@code capacity}
     * records: one more is refused ({@link Refusal#storeFull}), so memory stays bounded under any load;
     * records are never evicted behind a caller's back.
     */
    public Table(String keyField, Function<? super R, ?> keyOf, String what, int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1");
        }
        this.keyField = keyField;
        this.keyOf = keyOf;
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

    /** The key of {@code record}, which must have one. */
    private String keyOf(R record) {
        Object key = record == null ? null : keyOf.apply(record);
        if (key == null) {
            throw new IllegalStateException("a " + what + " record without " + keyField);
        }
        return key(key);
    }

    /** {@code next}, checked to keep the key {@code key}: a change never moves a record. */
    private R keeping(String key, R next) {
        if (!key.equals(keyOf(next))) {
            throw new IllegalStateException("a change of a " + what + " record may not change its " + keyField);
        }
        return next;
    }

    /**
     * Stores a new record, made by {@code build} from the next sequence number (1, 2, ...) whose record's key no
     * other record has; the record must carry its key.
     *
     * @return the record stored
     */
    public R insert(LongFunction<? extends R> build) {
        admit();
        // A key chosen by a caller (insertUnique) may lie ahead of the sequence: that number is skipped.
        while (true) {
            long n = sequence.incrementAndGet();
            R record = build.apply(n);
            if (rows.putIfAbsent(keyOf(record), new Row<>(n, record)) == null) {
                return record;
            }
        }
    }

    /**
     * Stores a new record with the caller-chosen {@code key} (e.g. an invoice code), made by {@code build}
     * from the next sequence number; when a record has that key already, nothing changes and the caller is
     * refused (1002) naming the request field {@code field}.
     */
    public R insertUnique(Object key, String field, LongFunction<? extends R> build) {
        return insertOrUpdate(key, build, existing -> {
            throw Refusal.wrongState(field, "already used", "use it for another " + what);
        });
    }

    /**
     * Atomically stores a new record with the caller-chosen {@code key}, made by {@code build} from the next
     * sequence number, or, when one has that key, replaces it with what {@code change} makes of it
     * ({@code change} may throw a {@link Refusal}, and then nothing changes). Either must carry the key.
     *
     * @return the record stored
     */
    public R insertOrUpdate(Object key, LongFunction<? extends R> build, UnaryOperator<R> change) {
        String k = key(key);
        return rows.compute(k, (at, row) -> {
            if (row == null) {
                admit();
                long n = sequence.incrementAndGet();
                try {
                    return new Row<>(n, keeping(k, build.apply(n)));
                } catch (RuntimeException e) {
                    count.decrementAndGet();
                    throw e;
                }
            }
            return new Row<>(row.sequence(), keeping(k, change.apply(row.record())));
        }).record();
    }

    /** The record with this key. */
    public Optional<R> find(Object key) {
        Row<R> row = key == null ? null : rows.get(key(key));
        return row == null ? Optional.empty() : Optional.of(row.record());
    }

    /** The record with this key, or a {@link Refusal} naming the key field. */
    public R require(Object key) {
        return require(key, keyField);
    }

    /** The record with this key, or a {@link Refusal} naming the request field {@code field} that gave it. */
    public R require(Object key, String field) {
        return find(key).orElseThrow(() -> Refusal.unknownId(field, what));
    }

    /**
     * Replaces the record with what {@code change} makes of it, atomically: {@code change} may throw a
     * {@link Refusal} after looking at the current state, and then nothing changes. The key must stay.
     *
     * @param field the request field that gave the key, named in a refusal when there is no such record
     * @return the record stored
     */
    public R update(Object key, String field, UnaryOperator<R> change) {
        Row<R> updated = key == null ? null : rows.computeIfPresent(key(key),
                (k, row) -> new Row<>(row.sequence(), keeping(k, change.apply(row.record()))));
        if (updated == null) {
            throw Refusal.unknownId(field, what);
        }
        return updated.record();
    }

    /** {@link #update(Object, String, UnaryOperator)} naming the key field in a refusal. */
    public R update(Object key, UnaryOperator<R> change) {
        return update(key, keyField, change);
    }

    /** Removes the record, returning it, or refuses naming {@code field} when there is none. */
    public R remove(Object key, String field) {
        Row<R> removed = key == null ? null : rows.remove(key(key));
        if (removed == null) {
            throw Refusal.unknownId(field, what);
        }
        count.decrementAndGet();
        return removed.record();
    }

    /** Removes every record matching {@code filter}; returns how many went. */
    public int removeAll(Predicate<? super R> filter) {
        int[] removed = {0};
        rows.values().removeIf(row -> {
            boolean match = filter.test(row.record());
            if (match) {
                removed[0]++;
                count.decrementAndGet();
            }
            return match;
        });
        return removed[0];
    }

    /** The records matching {@code filter}, in creation order. */
    public List<R> list(Predicate<? super R> filter) {
        return rows.values().stream()
                .sorted(Comparator.comparingLong(Row::sequence))
                .map(Row::record)
                .filter(filter)
                .toList();
    }

    /** The first record matching {@code filter}, in creation order. */
    public Optional<R> first(Predicate<? super R> filter) {
        return list(filter).stream().findFirst();
    }

    /** The number of records. */
    public int size() {
        return rows.size();
    }
}
