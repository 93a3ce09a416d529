#!/usr/bin/env bash
# Measures the CPU a program uses while idle: starts it, lets it settle for 3 s, then reads its
# user+system clock ticks from /proc over 20 s. Run it with a display, e.g.
#   xvfb-run -a scripts/idle-cpu.sh .build/debug/EmbedSpinner
set -euo pipefail
"$@" &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null || true' EXIT
sleep 3
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
t0=$(ticks); s0=$(date +%s.%N)
sleep 20
t1=$(ticks); s1=$(date +%s.%N)
python3 -c "import os; hz = os.sysconf('SC_CLK_TCK'); t = $t1 - $t0; s = $s1 - $s0
print('idle CPU: %.2f %% (%d ticks of 1/%d s in %.1f s)' % (100 * t / hz / s, t, hz, s))"
