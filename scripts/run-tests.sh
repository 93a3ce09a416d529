#!/usr/bin/env bash
# make test's test run: the build, then the tests in three processes at once.
#
# The tests are built optimised (release, with testable imports, in their own build folder
# .build/tests so `make fuzz`'s release build and `make run`'s debug build are left alone): the
# software rasteriser, text blends and image resampling they exercise run many times slower
# unoptimised, which made the tests the longest part of make test (docs/ci.md, "How long make
# test takes", has the figures). It also means the tests check the code paths that ship
# (FadedDiscFill's eight-pixel blend is release-only). Debug builds of the tests still run under
# `make sanitize` (every test, AddressSanitizer) and by hand (`swift build --build-tests`, then
# the test executable under .build/debug).
#
# Every test that draws holds one SDL lock for its process (SDL's video state is global), so in
# one process the drawing tests run one after another whatever the core count. Each process has
# its own lock. DamageTrackingTests (every script and fuzz regression played twice, damage
# tracking on and off) is the longest suite and runs alone; the next longest — those that draw
# large windows, many frames or every scene at three sizes — run together in a second process;
# every other test in a third. With two processes the first held its lock about twice as long as
# the second, leaving a core idle; three keep both cores of the 2-core machine busy. The filters
# and the skip are the same patterns, so every test runs exactly once.
#
# Usage: scripts/run-tests.sh [swift]   (run under a display for the real-window smoke test)
set -uo pipefail
cd "$(dirname "$0")/.."
swift=${1:-swift}
damage='DamageTrackingTests'
beside='FeelWorkBoundTests|LargeWindowTests|L10nCheckTests|SpinnerScriptTests|A11ySceneTests'

build=(--scratch-path .build/tests -c release)
"$swift" build "${build[@]}" --build-tests -Xswiftc -enable-testing || exit $?
mkdir -p out
log=out/tests-beside.log
damagelog=out/tests-damage.log
# The test executable run directly: several `swift test` runs would take turns on the build
# folder's lock, one waiting for the other to finish. (Where the tests are not one executable — a
# macOS bundle — `swift test` runs them, one process after the other.)
tests="$("$swift" build "${build[@]}" --show-bin-path)/FlywheelPackageTests.xctest"
if [ -f "$tests" ] && [ -x "$tests" ]; then
    run() { NO_COLOR=1 "$tests" --testing-library swift-testing "$@"; }
else
    run() { "$swift" test "${build[@]}" --skip-build "$@"; }
fi
run --filter "$damage" > "$damagelog" 2>&1 &
damagepid=$!
run --filter "$beside" > "$log" 2>&1 &
besidepid=$!
run --skip "$damage|$beside"
rest=$?
wait "$besidepid"
long=$?
wait "$damagepid"
tracking=$?
echo "---- the long suites, run beside the others ($beside; log: $log) ----"
cat "$log"
echo "---- damage tracking, run beside the others ($damage; log: $damagelog) ----"
cat "$damagelog"
if [ "$rest" -ne 0 ] || [ "$long" -ne 0 ] || [ "$tracking" -ne 0 ]; then
    echo "run-tests: failed (the others: exit $rest, the long suites: exit $long, damage tracking: exit $tracking)"
    exit 1
fi
echo "run-tests: every test passed (three processes: damage tracking, the long suites, and the others)"
