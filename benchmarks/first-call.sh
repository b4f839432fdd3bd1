#!/bin/sh
# A fresh JVM's first call, timed as a whole process: starts the loopback server, builds the client, one call.
# Alternates paycollect and the hand-written client (the official SDK's way of calling) RUNS times each and
# prints each run and the medians of wall time, CPU (user + system) and peak RSS. Needs GNU time (/usr/bin/time).
# Usage: benchmarks/first-call.sh [runs, default 8] [class path]
# The default class path is the one a plain Java program depending on the client has: the client jar and its
# run-time dependencies, nothing else (written to client/target/runtime.classpath by Maven on first use), plus
# the benchmark classes (delete that file after a dependency change). Both clients run on it. The fat benchmarks jar is not the default: it also carries
# Logback, Log4j's API and SLF4J, which Hibernate Validator's logging (JBoss Logging) finds and starts there,
# and which neither a plain Java program nor the official SDK's way of calling starts.
set -eu
RUNS=${1:-8}
CP=${2:-}
JAVA=${JAVA:-java}
if [ -z "$CP" ]; then
  # The main jar of a module: not its tests, sources or Javadoc jar.
  main_jar() { ls "$1"/target/paycollect-"$1"-*.jar 2>/dev/null | grep -v -e '-tests\.jar$' -e '-sources\.jar$' -e '-javadoc\.jar$' | head -n 1; }
  CLIENT_JAR=$(main_jar client)
  BENCH_JAR=$(main_jar benchmarks)
  if [ -z "$CLIENT_JAR" ] || [ -z "$BENCH_JAR" ]; then
    echo "client or benchmarks jar missing: run ./mvnw -pl benchmarks -am package -Dbench -DskipTests first" >&2
    exit 1
  fi
  if [ ! -f client/target/runtime.classpath ]; then
    ./mvnw -q -pl client org.apache.maven.plugins:maven-dependency-plugin:3.9.0:build-classpath \
        -DincludeScope=runtime -Dmdep.outputFile=target/runtime.classpath
  fi
  CP="$BENCH_JAR:$CLIENT_JAR:$(cat client/target/runtime.classpath)"
fi
OUT=$(mktemp)
trap 'rm -f "$OUT"' EXIT
i=1
while [ "$i" -le "$RUNS" ]; do
  for client in paycollect handWritten; do
    /usr/bin/time -f "$client %e %U %S %M" -a -o "$OUT" "$JAVA" -cp "$CP" io.paycollect.benchmarks.FirstCall "$client"
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
