#!/usr/bin/env bash
# valgrind memcheck over a scripted run of every scene `harness --list-scenes` lists: one fuzz
# sequence per scene (seed 1, every frame drawn), so a new scene is covered without a change here.
# Fails on any memory error and on memory definitely or indirectly lost, except what
# scripts/valgrind.supp suppresses (third-party noise, each entry explained there).
# Usage: scripts/leaks.sh [path/to/harness]     (make leaks)
set -euo pipefail
cd "$(dirname "$0")/.."
harness=${1:-.build/debug/harness}
command -v valgrind >/dev/null || { echo "leaks: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
scenes=$("$harness" --list-scenes | awk '{print $1}')
count=$(echo "$scenes" | wc -l)
log=out/leaks
mkdir -p "$log"
status=0
for first in $(seq 0 $((count - 1))); do
    scene=$(echo "$scenes" | sed -n "$((first + 1))p")
    if SDL_VIDEODRIVER=dummy valgrind --quiet --error-exitcode=99 --leak-check=full \
        --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect \
        --suppressions=scripts/valgrind.supp --log-file="$log/$scene.txt" \
        "$harness" fuzz --worker 0 --first "$first" --count $((first + 1)) --jobs 1 --max-steps 4 --draw \
        --seed 1 --out "$log/fuzz" >/dev/null; then
        echo "leaks: $scene: no errors, nothing definitely or indirectly lost"
    else
        echo "leaks: $scene: FAILED (valgrind's report: $log/$scene.txt)"
        status=1
    fi
done
exit $status
