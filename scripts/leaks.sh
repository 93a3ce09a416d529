#!/usr/bin/env bash
# valgrind memcheck over a scripted run of every scene `harness --list-scenes` lists: one fuzz
# sequence per scene (seed 1, every frame drawn), so a new scene is covered without a change here.
# Fails on any memory error and on memory definitely or indirectly lost, except what
# scripts/valgrind.supp suppresses (third-party noise, each entry explained there).
# Usage: scripts/leaks.sh [path/to/harness]     (make leaks; LEAKS_JOBS scenes at once, default 2)
set -euo pipefail
cd "$(dirname "$0")/.."
harness=${1:-.build/debug/harness}
jobs=${LEAKS_JOBS:-2}
command -v valgrind >/dev/null || { echo "leaks: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
log=out/leaks
mkdir -p "$log"
check_scene() {   # $1 = the scene's position in --list-scenes (0-based), $2 = its name
    if SDL_VIDEODRIVER=dummy valgrind --quiet --error-exitcode=99 --leak-check=full \
        --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect \
        --suppressions=scripts/valgrind.supp --log-file="$log/$2.txt" \
        "$harness" fuzz --worker 0 --first "$1" --count $(($1 + 1)) --jobs 1 --max-steps 4 --draw \
        --seed 1 --out "$log/fuzz" >/dev/null; then
        echo "leaks: $2: no errors, nothing definitely or indirectly lost"
    else
        echo "leaks: $2: FAILED (valgrind's report: $log/$2.txt)"
        return 1
    fi
}
export -f check_scene
export harness log
"$harness" --list-scenes | awk '{print NR - 1, $1}' | xargs -P "$jobs" -L 1 bash -c 'check_scene "$0" "$1"'
