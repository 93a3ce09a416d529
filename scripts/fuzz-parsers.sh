#!/usr/bin/env bash
# Coverage-guided fuzzing of every reader of outside input (docs/robustness.md, "Parser fuzzing").
# Usage:
#   scripts/fuzz-parsers.sh [SECONDS] [TARGET ...]
#       Builds Fuzz/ with libFuzzer and AddressSanitizer (-sanitize=fuzzer,address, release, in
#       Fuzz/.build), then runs each target (all of them, or those named: json, script, recording,
#       feel-file, feel-parameters, image-header, command-line, set-value, text) for SECONDS (default
#       60) on its seed corpus Fuzz/Corpus/<name>. New inputs go to out/fuzz-parsers/<name>/corpus,
#       logs and findings to out/fuzz-parsers/<name>/.
#   FUZZ_SANITIZE=none scripts/fuzz-parsers.sh [SECONDS] [TARGET ...]
#       The same without AddressSanitizer (-sanitize=fuzzer only, built in Fuzz/.build-plain, output
#       under out/fuzz-parsers-plain/): a bug in a library that is not instrumented (FriBidi's read
#       of freed memory) can depend on a heap layout ASan's allocator never makes. Replay its corpus
#       under valgrind with Fuzz/.build-plain/release/<Target> -runs=0 <dir> (docs/robustness.md).
# Fails on any finding: a crash (a Swift trap or a broken contract included), an AddressSanitizer
# report, an input taking over 10 s (timeout) or memory over 2 GB (OOM). A finding is kept as
# out/fuzz-parsers/<name>/crash-… (or timeout-…, oom-…); replay it with
#   Fuzz/.build/release/<Target> out/fuzz-parsers/<name>/crash-…
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
case "$seconds" in
'' | *[!0-9]*)
    echo "fuzz-parsers: SECONDS must be a whole number of seconds, not '$seconds'" >&2
    exit 2
    ;;
esac

# name -> executable target (Fuzz/Package.swift)
declare -A executables=(
    [json]=FuzzJSON [script]=FuzzScript [recording]=FuzzRecording [feel-file]=FuzzFeelFile
    [feel-parameters]=FuzzFeelParameters [image-header]=FuzzImageHeader [command-line]=FuzzCommandLine
    [set-value]=FuzzSetValue [text]=FuzzText
)
order=(json script recording feel-file feel-parameters image-header command-line set-value text)
names=("$@")
[ ${#names[@]} -gt 0 ] || names=("${order[@]}")
for name in "${names[@]}"; do
    [ -n "${executables[$name]:-}" ] || {
        echo "fuzz-parsers: no target '$name'; targets: ${order[*]}" >&2
        exit 2
    }
done

case "${FUZZ_SANITIZE:-address}" in
address)
    sanitize=fuzzer,address scratch=Fuzz/.build out=out/fuzz-parsers
    ;;
none)
    sanitize=fuzzer scratch=Fuzz/.build-plain out=out/fuzz-parsers-plain
    ;;
*)
    echo "fuzz-parsers: FUZZ_SANITIZE must be 'address' or 'none', not '$FUZZ_SANITIZE'" >&2
    exit 2
    ;;
esac
echo "fuzz-parsers: building Fuzz/ with -sanitize=$sanitize"
swift build --package-path Fuzz --scratch-path "$scratch" -c release -Xswiftc -sanitize="$sanitize"

mkdir -p "$out"
# The Swift runtime's backtracer would take over libFuzzer's crash handling (and be slow);
# leaks are valgrind's job (make leaks).
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=0:handle_abort=1"
status=0
summary=$out/summary.txt
printf '%-16s %12s %8s %8s %14s %9s\n' target executions cov ft corpus findings | tee "$summary"
for name in "${names[@]}"; do
    dir=$out/$name
    mkdir -p "$dir/corpus"
    rm -f "$dir"/crash-* "$dir"/timeout-* "$dir"/oom-* "$dir"/leak-*
    command=("$scratch"/release/"${executables[$name]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048
        -max_len=16384 -print_final_stats=1 -artifact_prefix="$dir/" "$dir/corpus" "Fuzz/Corpus/$name")
    echo "${command[*]}" > "$dir/command"
    "${command[@]}" > "$dir/log" 2>&1 || status=1
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log" | tail -1)
    last=$(grep -E '^#[0-9]+' "$dir/log" | tail -1)
    cov=$(echo "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
    ft=$(echo "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
    corp=$(echo "$last" | sed -n 's/.* corp: \([0-9]*\/[0-9]*[a-zA-Z]*\).*/\1/p')
    findings=$(find "$dir" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
    printf '%-16s %12s %8s %8s %14s %9s\n' "$name" "${runs:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "$findings" | tee -a "$summary"
    if [ "$findings" -gt 0 ] || ! grep -q '^Done [0-9]* runs' "$dir/log"; then
        status=1
        echo "fuzz-parsers: $name: a finding (log: $dir/log):" >&2
        grep -E 'ERROR: |Fatal error|SUMMARY|Test unit written|==[0-9]+==' "$dir/log" | head -12 >&2 || true
    fi
done
if [ "$status" -ne 0 ]; then
    echo "fuzz-parsers: FAILED (per-target logs and findings under $out/)" >&2
    exit 1
fi
echo "fuzz-parsers: no finding in ${#names[@]} targets, ${seconds} s each (summary: $summary)"
