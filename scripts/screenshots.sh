#!/usr/bin/env bash
# Screenshots of the matrix and coverage pages of a failing run, taken by
# headless Chromium: the corpus on reference, sqlite and the protocol page's
# example Python engine (which answers most calls `unsupported`, so that its
# column fails). Writes Reports/screens/{matrix,coverage}.png.
set -euo pipefail
cd "$(dirname "$0")/.."
REALMSPEC=${REALMSPEC:-.build/debug/realmspec}
OUT=Reports/screens
BROWSER=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$BROWSER" ]; then
  echo "error: no Chromium; install it (Debian: apt-get install chromium)" >&2
  exit 2
fi
mkdir -p "$OUT" .build/screens
# The engine on docs/engine-protocol.md, as the page prints it.
awk '/^```python$/{on=1; next} /^```$/{if(on){exit}} on' docs/engine-protocol.md > .build/screens/engine.py
status=0
"$REALMSPEC" run Specs --engine reference --engine sqlite --engine "external:python3 .build/screens/engine.py" \
  --report-dir "$OUT" >/dev/null || status=$?
if [ "$status" -ne 1 ]; then echo "error: the run was to fail (exit 1), it exited $status" >&2; exit 1; fi
for page in matrix coverage; do
  "$BROWSER" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,1000 \
    --screenshot="$PWD/$OUT/$page.png" "file://$PWD/$OUT/$page.html" >/dev/null 2>&1
  test -s "$OUT/$page.png" || { echo "error: no screenshot of $page.html" >&2; exit 1; }
  echo "$OUT/$page.png"
done
