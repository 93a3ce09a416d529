#!/usr/bin/env bash
# make test's test run: the build, then the tests in two processes at once.
#
# Every test that draws holds one SDL lock for its process (SDL's video state is global), so in
# one process the drawing tests run one after another whatever the core count. Two processes
# each have their own lock: the longest suites — DamageTrackingTests (every script and fuzz
# regression played twice, damage tracking on and off) and a few that draw large windows or
# many frames — run in one, every other test in the other, the two about equally long on the
# 2-core machine. The filter and the skip are the same pattern, so every test runs exactly once.
#
# Usage: scripts/run-tests.sh [swift]   (run under a display for the real-window smoke test)
set -uo pipefail
cd "$(dirname "$0")/.."
swift=${1:-swift}
beside='DamageTrackingTests|FeelWorkBoundTests|LargeWindowTests|L10nCheckTests|SpinnerScriptTests|A11ySceneTests'

"$swift" build --build-tests || exit $?
mkdir -p out
log=out/tests-beside.log
# The test executable run directly: two `swift test` runs would take turns on the build folder's
# lock, one waiting for the other to finish. (Where the tests are not one executable — a macOS
# bundle — `swift test` runs them, one process after the other.)
tests="$("$swift" build --show-bin-path)/FlywheelPackageTests.xctest"
if [ -f "$tests" ] && [ -x "$tests" ]; then
    run() { NO_COLOR=1 "$tests" --testing-library swift-testing "$@"; }
else
    run() { "$swift" test --skip-build "$@"; }
fi
run --filter "$beside" > "$log" 2>&1 &
pid=$!
run --skip "$beside"
rest=$?
wait "$pid"
damage=$?
echo "---- the long suites, run beside the others ($beside; log: $log) ----"
cat "$log"
if [ "$rest" -ne 0 ] || [ "$damage" -ne 0 ]; then
    echo "run-tests: failed (the others: exit $rest, the long suites: exit $damage)"
    exit 1
fi
echo "run-tests: every test passed (two processes: the long suites, and the others)"
