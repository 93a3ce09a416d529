#!/usr/bin/env bash
# CI's frame-cost check (docs/benchmarks.md#instructions-per-frame): the instructions a frame of
# each benchmark picture executes, counted by callgrind over a fixed number of frames of the
# release FrameProfile, against Benchmarks/Instructions/baseline.txt. Instruction counts do not
# depend on the machine's load, so a small margin holds on a shared 2-core machine.
#
#   scripts/bench-instructions.sh            # check: fails when a picture costs more than the margin above its baseline
#   scripts/bench-instructions.sh --update   # write the baseline (say why in the commit)
#
# FLYWHEEL_INSTRUCTIONS_MARGIN: the margin in percent (default 3).
set -euo pipefail
cd "$(dirname "$0")/.."
BASELINE=Benchmarks/Instructions/baseline.txt
MARGIN=${FLYWHEEL_INSTRUCTIONS_MARGIN:-3}
# Each picture and the frames counted (after its own warm-up, which is not counted).
PICTURES=("ring 60" "picker-10 200" "picker-10000 200" "lvgl-picker-10 200")

update=0
case "${1:-}" in
  --update) update=1 ;;
  "") ;;
  *) echo "usage: $0 [--update]" >&2; exit 2 ;;
esac
command -v valgrind >/dev/null || { echo "bench-instructions: valgrind is missing (scripts/install-deps.sh)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd Benchmarks && "${SWIFT:-swift}" build -c release --product FrameProfile >"$work/build.log" 2>&1) \
  || { cat "$work/build.log" >&2; exit 1; }
# valgrind 3.19 cannot read DWARF 5: a copy without debug information (symbols stay).
strip --strip-debug -o "$work/frame-profile" Benchmarks/.build/release/FrameProfile

# count PICTURE FRAMES: instructions per frame (whole), from callgrind's totals.
count() {
  LD_LIBRARY_PATH=Benchmarks/.build/release SWIFT_DETERMINISTIC_HASHING=1 SDL_VIDEODRIVER=dummy \
    valgrind --tool=callgrind --callgrind-out-file="$work/$1.out" --toggle-collect='*FrameProfile8measured*' \
    "$work/frame-profile" "$1" "$2" >/dev/null 2>"$work/$1.log" \
    || { cat "$work/$1.log" >&2; echo "bench-instructions: $1 did not run" >&2; exit 1; }
  local total
  total=$(sed -n 's/^\(totals\|summary\): *\([0-9]*\).*/\2/p' "$work/$1.out" | tail -n 1)
  echo $((total / $2))
}

if [ $update -eq 1 ]; then
  {
    echo "# Instructions per frame of each FrameProfile picture (callgrind; release build)."
    echo "# Written by 'make bench-instructions-update'; checked by 'make bench-instructions'."
    echo "# picture frames-counted instructions-per-frame"
    for p in "${PICTURES[@]}"; do
      set -- $p
      echo "$1 $2 $(count "$1" "$2")"
    done
  } >"$BASELINE.new"
  mv "$BASELINE.new" "$BASELINE"
  cat "$BASELINE"
  exit 0
fi

failed=0
for p in "${PICTURES[@]}"; do
  set -- $p
  base=$(awk -v p="$1" '$1 == p { print $3 }' "$BASELINE")
  [ -n "$base" ] || { echo "bench-instructions: $1 has no baseline in $BASELINE" >&2; exit 1; }
  now=$(count "$1" "$2")
  verdict="ok"
  if [ $(( now * 100 )) -gt $(( base * (100 + MARGIN) )) ]; then verdict="SLOWER than the ${MARGIN} % margin"; failed=1
  elif [ $(( now * 100 )) -lt $(( base * (100 - MARGIN) )) ]; then verdict="faster: 'make bench-instructions-update' keeps the gain"
  fi
  awk -v p="$1" -v n="$now" -v b="$base" -v v="$verdict" \
    'BEGIN { printf "%-16s %12d instructions a frame, baseline %12d (%+.1f %%): %s\n", p, n, b, 100 * (n - b) / b, v }'
done
if [ $failed -ne 0 ]; then
  echo "bench-instructions: a frame costs more than before. Profile it (Benchmarks/Profiles/FrameProfile/main.swift);" >&2
  echo "if the cost is intended, 'make bench-instructions-update' and say why in the commit." >&2
  exit 1
fi
