#!/bin/sh
# Before/after on a quiet machine, in under 8 minutes: two built benchmark jars (before, after) measured alternately,
# so that a change of load falls on both sides alike. PAIRS rounds of SeparateProcesses at 1 thread and at 8 threads
# (one child JVM per client per round, the loopback server in its own JVM), then PAIRS_FIRST pairs of a fresh JVM's
# first call (FirstCall, timed as a whole process). Prints every run, then one summary line per metric: the medians
# before and after and after / before (calls per second higher is better; CPU, bytes, wall time and memory lower).
# Usage: benchmarks/quiet-ab.sh <before.jar> <after.jar>
# Environment (defaults, about 6 minutes on 2 cores): PAIRS=3 WARM1=10 WARM8=15 MEASURE=8 PAIRS_FIRST=6
# CLIENTS=paycollect (add bare for the floor in the same child rounds: each round then takes twice as long).
# The first call runs on each fat jar (both carry the same logging libraries, see first-call.sh): compare the two
# with each other, not with first-call.sh's figures. Needs GNU time (/usr/bin/time). Building the before jar:
# benchmarks/README.md, "Run".
set -eu
[ $# -eq 2 ] || { echo "usage: $0 <before.jar> <after.jar>" >&2; exit 2; }
BEFORE=$1
AFTER=$2
for jar in "$BEFORE" "$AFTER"; do [ -f "$jar" ] || { echo "no such jar: $jar" >&2; exit 2; }; done
PAIRS=${PAIRS:-3}
WARM1=${WARM1:-10}
WARM8=${WARM8:-15}
MEASURE=${MEASURE:-8}
PAIRS_FIRST=${PAIRS_FIRST:-6}
CLIENTS=${CLIENTS:-paycollect}
JAVA=${JAVA:-java}
LOG=$(mktemp)
ROUND=$(mktemp)
trap 'rm -f "$LOG" "$ROUND"' EXIT
start=$(date +%s)
load() { cut -d' ' -f1 /proc/loadavg; }

# One SeparateProcesses round of jar $2 (side $1) at $3 threads with $4 s warm-up; each "round" line is tagged.
rounds() {
  echo "=== $1 threads=$3 load $(load)" >&2
  # tee into a file of its own: "tee /dev/stderr" would truncate a log file the caller sends stderr to.
  "$JAVA" -Dclients="$CLIENTS" -cp "$2" io.paycollect.benchmarks.SeparateProcesses 1 "$3" "$4" "$MEASURE" |
    tee "$ROUND" >&2
  sed -n "s/^round 1 \([A-Za-z]*\) .*: \([0-9,]*\) calls\/s, \([0-9.]*\) us process CPU\/call.*, \([0-9,]*\) B\/call$/$1 $3 \1 \2 \3 \4/p" "$ROUND" |
    tr -d , >>"$LOG"
}
# One fresh JVM's first call of jar $2 (side $1), timed as a whole process.
first() {
  /usr/bin/time -f "$1 first %e %U %S %M" -a -o "$LOG" "$JAVA" -cp "$2" io.paycollect.benchmarks.FirstCall paycollect >&2
  tail -n 1 "$LOG" >&2
}

for threads in 1 8; do
  warm=$WARM1; [ "$threads" = 8 ] && warm=$WARM8
  i=1
  while [ "$i" -le "$PAIRS" ]; do
    rounds before "$BEFORE" "$threads" "$warm"
    rounds after "$AFTER" "$threads" "$warm"
    i=$((i + 1))
  done
done
echo "=== first call, load $(load)" >&2
i=1
while [ "$i" -le "$PAIRS_FIRST" ]; do
  first before "$BEFORE"
  first after "$AFTER"
  i=$((i + 1))
done

echo "summary: medians before -> after (after / before), $PAIRS pairs of rounds, $PAIRS_FIRST pairs of first calls;" \
  "$(($(date +%s) - start)) s, load now $(load)"
awk '
  function median(list,   n, a, i, j, t) {
    n = split(list, a, " ")
    for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] + 0 > t + 0; j--) a[j + 1] = a[j]; a[j + 1] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
  }
  function add(key, side, value) { v[key, side] = v[key, side] " " value; if (!(key in seen)) { seen[key]; order[++keys] = key } }
  $2 == "first" { add("first call wall s", $1, $3); add("first call CPU s", $1, $4 + $5); add("first call peak MiB", $1, $6 / 1024); next }
  { add($3 " " $2 " thread(s) calls/s", $1, $4); add($3 " " $2 " thread(s) CPU us/call", $1, $5); add($3 " " $2 " thread(s) B/call", $1, $6) }
  END {
    for (k = 1; k <= keys; k++) {
      key = order[k]; b = median(v[key, "before"]); a = median(v[key, "after"])
      printf "  %-40s %10.2f -> %10.2f  (%.2f)\n", key, b, a, b ? a / b : 0
    }
  }' "$LOG"
