#!/bin/sh
# A fresh JVM's first call, timed as a whole process: starts the loopback server, builds the client, one call.
# Alternates paycollect and the hand-written client (the official SDK's way of calling) RUNS times each and
# prints each run and the medians of wall time, CPU (user + system) and peak RSS. Needs GNU time (/usr/bin/time).
# Usage: benchmarks/first-call.sh [runs, default 8] [jar or class path, default benchmarks/target/benchmarks.jar]
# (benchmarks/README.md shows the class path a plain Java program depending on the client has).
set -eu
RUNS=${1:-8}
JAR=${2:-benchmarks/target/benchmarks.jar}
JAVA=${JAVA:-java}
OUT=$(mktemp)
trap 'rm -f "$OUT"' EXIT
i=1
while [ "$i" -le "$RUNS" ]; do
  for client in paycollect handWritten; do
    /usr/bin/time -f "$client %e %U %S %M" -a -o "$OUT" "$JAVA" -cp "$JAR" io.paycollect.benchmarks.FirstCall "$client"
  done
  i=$((i + 1))
done
awk '
  { wall[$1] = wall[$1] " " $2; cpu[$1] = cpu[$1] " " ($3 + $4); rss[$1] = rss[$1] " " $5
    printf "run %-11s wall %5.2f s  cpu %5.2f s  peak %6.1f MiB\n", $1, $2, $3 + $4, $5 / 1024 }
  function median(list,   n, a, i, j, t) {
    n = split(list, a, " ")
    for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] + 0 > t + 0; j--) a[j + 1] = a[j]; a[j + 1] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
  }
  END {
    for (c in wall) printf "median %-11s wall %5.2f s  cpu %5.2f s  peak %6.1f MiB  (%d runs)\n", c, median(wall[c]),
        median(cpu[c]), median(rss[c]) / 1024, split(wall[c], x, " ")
  }' "$OUT"
