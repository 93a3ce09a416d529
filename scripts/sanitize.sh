#!/usr/bin/env bash
# The sanitizer runs (docs/robustness.md, "Sanitizers"). Usage:
#   scripts/sanitize.sh address [FUZZ_COUNT] [TEST_FILTER]
#       AddressSanitizer builds of the harness and the tests (.build/sanitize): the tests (all of
#       them, or those TEST_FILTER matches; debug build), then `harness fuzz --draw` for FUZZ_COUNT
#       sequences (release build).
#   scripts/sanitize.sh thread
#       ThreadSanitizer build (.build/sanitize-thread): the tests of everything that runs on
#       another thread (the audio callback and its mixer, the fuzzer's worker readers, the image
#       and text caches' counters), then a fuzz run with two workers.
# Fails on any sanitizer report: every report is also written under out/sanitize/ and listed.
set -euo pipefail
cd "$(dirname "$0")/.."

kind=${1:?usage: scripts/sanitize.sh address|thread [FUZZ_COUNT] [TEST_FILTER]}
fuzz_count=${2:-500}
filter=${3:-}
case "$kind" in
address) scratch=.build/sanitize ;;
thread) scratch=.build/sanitize-thread ;;
*)
    echo "sanitize: unknown sanitizer '$kind' (address or thread)" >&2
    exit 2
    ;;
esac

reports=out/sanitize/$kind
rm -rf "$reports"
mkdir -p "$reports"
reports=$(cd "$reports" && pwd)
# Reports go to files as well as stderr (the fuzzer's workers are child processes whose stderr
# the parent reads). Leaks are checked (detect_leaks=1): what the libraries allocate once and keep
# to the end of the process is listed in scripts/lsan.supp (each entry says what and why; never
# our code), which every program that links HarnessKit — the harness, the tests — also carries
# built in (LeakSanitizerSuppressions.swift), so a run without these options agrees.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1:log_path=$reports/report"
# The Swift runtime's own (XCTest, Foundation's Process) are in scripts/lsan-runtime.supp; the
# sanitizer reads one file, so the two are joined for the run (beside the reports folder, whose
# every file counts as a report).
supp="$(dirname "$reports")/lsan-$kind.supp"
cat scripts/lsan.supp scripts/lsan-runtime.supp > "$supp"
export LSAN_OPTIONS="suppressions=$supp:print_suppressions=0"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:log_path=$reports/report"

echo "sanitize: building with -sanitize=$kind in $scratch"
swift build --build-tests --sanitize="$kind" --scratch-path "$scratch"

# No Swift backtracer in instrumented processes: the sanitizer writes its own report, and
# swift-backtrace attached to a crashing AddressSanitizer process (terabytes of shadow mapping)
# hung, holding the crashed fuzz worker's pipe open, so a planted-crash test waited forever.
export SWIFT_BACKTRACE=enable=no
test_args=(--skip-build --sanitize="$kind" --scratch-path "$scratch")
status=0
if [ "$kind" = address ]; then
    [ -n "$filter" ] && test_args+=(--filter "$filter")
    # Under a virtual X server when there is one, as make test runs them, so the real-window
    # tests run too.
    if command -v xvfb-run >/dev/null 2>&1 && [ -z "${DISPLAY:-}" ]; then
        xvfb-run -a -s "-screen 0 1280x800x24" swift test "${test_args[@]}" || status=$?
    else
        swift test "${test_args[@]}" || status=$?
    fi
    if [ "$fuzz_count" -gt 0 ]; then
        # The fuzz in an optimised build (with the same instrumentation): drawn sequences in a
        # debug build under AddressSanitizer take about 12 s each. SANITIZE_FUZZ_CONFIG=debug
        # uses the debug build already made for the tests (CI's short pass: no second build).
        config=${SANITIZE_FUZZ_CONFIG:-release}
        [ "$config" = debug ] || swift build -c "$config" --product harness --sanitize="$kind" --scratch-path "$scratch"
        # SANITIZE_FUZZ_ARGS adds fuzz options (CI's short pass: --window-pixels; its large
        # windows are LargeWindowTests' above, and make sanitize's fuzz keeps every size).
        # shellcheck disable=SC2086
        SDL_VIDEODRIVER=dummy "$scratch/$config/harness" fuzz --seed 11 --count "$fuzz_count" --jobs 2 --draw \
            ${SANITIZE_FUZZ_ARGS:-} --out out/sanitize/fuzz || status=$?
    fi
else
    test_args+=(--filter "${filter:-SDLAudioFeedbackTests|FeedbackMixerTests|FeedbackSoundTests|FuzzTests|ImageCacheLifetimeTests}")
    swift test "${test_args[@]}" || status=$?
    SDL_VIDEODRIVER=dummy "$scratch/debug/harness" fuzz --seed 12 --count "$fuzz_count" --jobs 2 --out out/sanitize/fuzz || status=$?
fi

found=$(find "$reports" -type f | sort)
if [ -n "$found" ]; then
    echo "sanitize: $(echo "$found" | wc -l) $kind sanitizer report(s):"
    for f in $found; do
        echo "== $f"
        head -40 "$f"
    done
    exit 1
fi
if [ "$status" -ne 0 ]; then
    echo "sanitize: a test or the fuzz run failed (exit $status), with no sanitizer report"
    exit "$status"
fi
echo "sanitize: no $kind sanitizer report"
