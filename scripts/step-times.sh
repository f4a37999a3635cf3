#!/usr/bin/env bash
# Per-step wall times of a make run (`make check CHECK_TIMES=FILE`).
#
# As make's SHELL (the Makefile sets it when CHECK_TIMES is given):
#   step-times.sh TARGET FLAGS... -c COMMAND
# runs one recipe line with bash and appends "TARGET START END STATUS"
# (seconds since the epoch) to $CHECK_TIMES, whatever the line's status.
#
# As a report:
#   step-times.sh --report FILE
# prints each target's first start, last end and wall time, relative to the
# earliest start, in order of start, and the whole span.
set -uo pipefail

if [ "${1:-}" = "--report" ]; then
  [ -f "${2:-}" ] || { echo "error: no step times in '${2:-}'" >&2; exit 2; }
  awk '
    { if (!($1 in first) || $2 < first[$1]) first[$1] = $2
      if (!($1 in last) || $3 > last[$1]) last[$1] = $3
      if (t0 == "" || $2 < t0) t0 = $2
      if (t1 == "" || $3 > t1) t1 = $3 }
    END {
      for (t in first) printf "%s %.1f %.1f %.1f\n", t, first[t] - t0, last[t] - t0, last[t] - first[t]
      printf "~ %.1f %.1f %.1f\n", 0, t1 - t0, t1 - t0
    }' "$2" | sort -k2,2n -k1,1 \
    | awk 'BEGIN { printf "%-20s %8s %8s %8s\n", "step", "start s", "end s", "wall s" }
           $1 == "~" { whole = $4; next }
           { printf "%-20s %8.1f %8.1f %8.1f\n", $1, $2, $3, $4 }
           END { printf "%-20s %8s %8s %8.1f\n", "(all steps)", "", "", whole }'
  exit 0
fi

# Make's $(shell …) calls come without a target, or without CHECK_TIMES in
# their environment (make does not export to them): run them untimed.
case "${1:-}" in -*) exec /bin/bash "$@" ;; esac
[ -n "${CHECK_TIMES:-}" ] || { shift; exec /bin/bash "$@"; }
target=$1
shift
start=$(date +%s.%N)
/bin/bash "$@"
status=$?
end=$(date +%s.%N)
printf '%s %s %s %s\n' "$target" "$start" "$end" "$status" >>"$CHECK_TIMES"
exit "$status"
