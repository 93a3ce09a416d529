#!/usr/bin/env bash
# make test's test run: the build, then the tests in two processes at once.
#
# Every test that draws holds one SDL lock for its process (SDL's video state is global), so in
# one process the drawing tests run one after another whatever the core count. Two processes
# each have their own lock: the longest suite, DamageTrackingTests (every script and fuzz
# regression played twice, damage tracking on and off), runs in one while every other test runs
# in the other — together about as long as the damage suite alone. The filter and the skip are
# the same pattern, so every test runs exactly once.
#
# Usage: scripts/run-tests.sh [swift]   (run under a display for the real-window smoke test)
set -uo pipefail
cd "$(dirname "$0")/.."
swift=${1:-swift}
alone='DamageTrackingTests'

"$swift" build --build-tests || exit $?
mkdir -p out
log=out/tests-$alone.log
"$swift" test --skip-build --filter "$alone" > "$log" 2>&1 &
pid=$!
"$swift" test --skip-build --skip "$alone"
rest=$?
wait "$pid"
damage=$?
echo "---- $alone (run beside the others; its log: $log) ----"
cat "$log"
if [ "$rest" -ne 0 ] || [ "$damage" -ne 0 ]; then
    echo "run-tests: failed (the others: exit $rest, $alone: exit $damage)"
    exit 1
fi
echo "run-tests: every test passed (two processes: $alone, and the others)"
