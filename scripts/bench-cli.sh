#!/usr/bin/env bash
# The corpus through the debug build `make run` uses, as a spec author waits
# for it: the whole wall time of `realmspec run Specs` with a cold load cache
# (an empty cache folder) and a warm one (the folder the cold run filled),
# next to the time the run itself says its scenarios took (the "run" part of
# its closing line), and `run --list` cold and warm. Each warm figure is the
# range over RUNS runs. Aims: a warm run at most twice its scenarios' time,
# a warm --list under one second.
set -euo pipefail
cd "$(dirname "$0")/.."
REALMSPEC=${REALMSPEC:-.build/debug/realmspec}
SPECS=${SPECS:-Specs}
RUNS=${RUNS:-3}
CACHE=$(mktemp -d "${TMPDIR:-/tmp}/realmspec-bench-cache.XXXXXX")
OUT=$(mktemp -d "${TMPDIR:-/tmp}/realmspec-bench-cli.XXXXXX")
trap 'rm -rf "$CACHE" "$OUT"' EXIT
export REALMSPEC_CACHE_DIR=$CACHE

now() { date +%s.%N; }

# One run of the corpus: prints "wall load run" in seconds.
corpus_run() {
  local start end line
  start=$(now)
  "$REALMSPEC" run "$SPECS" --engine reference --report-dir "$OUT/reports" >"$OUT/out.txt" 2>&1 || true
  end=$(now)
  line=$(grep -E ' in [0-9.]+ s \(load [0-9.]+ s, run [0-9.]+ s\)$' "$OUT/out.txt" | tail -n 1 || true)
  [ -n "$line" ] || { echo "error: no closing line from '$REALMSPEC run $SPECS':" >&2; tail -n 5 "$OUT/out.txt" >&2; exit 1; }
  echo "$line" | sed -E 's/.* in ([0-9.]+) s \(load ([0-9.]+) s, run ([0-9.]+) s\)$/\1 \2 \3/' \
    | awk -v s="$start" -v e="$end" '{ printf "%.3f %.3f %.3f\n", e - s, $2, $3 }'
}

# One `run --list`: prints its wall time in seconds.
list_run() {
  local start end
  start=$(now)
  "$REALMSPEC" run "$SPECS" --list >/dev/null
  end=$(now)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f\n", e - s }'
}

rm -rf "${CACHE:?}"/*
cold_list=$(list_run)
rm -rf "${CACHE:?}"/*
read -r cold_wall cold_load cold_run < <(corpus_run)
warm=$(for _ in $(seq "$RUNS"); do corpus_run; done)
lists=$(for _ in $(seq "$RUNS"); do list_run; done)

echo "$warm" | awk -v cw="$cold_wall" -v cl="$cold_load" -v cr="$cold_run" -v runs="$RUNS" '
  function range(lo, hi, unit) { return lo == hi ? sprintf("%.2f%s", lo, unit) : sprintf("%.2f–%.2f%s", lo, hi, unit) }
  { w[NR] = $1; r[NR] = $3; q[NR] = $1 / $3 }
  END {
    wl = wh = w[1]; rl = rh = r[1]; ql = qh = q[1]
    for (i = 2; i <= NR; i++) {
      if (w[i] < wl) wl = w[i]; if (w[i] > wh) wh = w[i]
      if (r[i] < rl) rl = r[i]; if (r[i] > rh) rh = r[i]
      if (q[i] < ql) ql = q[i]; if (q[i] > qh) qh = q[i]
    }
    printf "corpus through the debug CLI, cold load cache: %.2f s wall (load %.2f s), its scenarios %.2f s: %.2fx\n", cw, cl, cr, cw / cr
    printf "corpus through the debug CLI, warm load cache (%d runs): %s wall, its scenarios %s: %s (aim <= 2x)\n",
      runs, range(wl, wh, " s"), range(rl, rh, " s"), range(ql, qh, "x")
  }'
echo "$lists" | awk -v cold="$cold_list" -v runs="$RUNS" '
  { t[NR] = $1 }
  END {
    lo = hi = t[1]; for (i = 2; i <= NR; i++) { if (t[i] < lo) lo = t[i]; if (t[i] > hi) hi = t[i] }
    printf "run --list through the debug CLI: cold %.2f s, warm (%d runs) %s s (aim < 1 s)\n", cold, runs, (lo == hi ? sprintf("%.2f", lo) : sprintf("%.2f–%.2f", lo, hi))
  }'
