#!/usr/bin/env python3
"""CPU of a full-HD harness window while its ring coasts after a real X pointer fling, beside
a plain-SDL window of the same size in the same run (docs/rendering.md, "Retained layers").

Run under a 1920x1080 virtual X server, with a release build of the harness:

    swift build -c release --product harness
    xvfb-run -a -s "-screen 0 1920x1080x24" python3 scripts/coasting-cpu.py .build/release/harness

Steps: start the harness on the Basic scene (1920x1080, SDL's software renderer); tap the
spinner open and fling the ring with the X server's own pointer (XTest, through ctypes: no
extra package); read the process's CPU time (every thread's /proc schedstat) over the two seconds
that follow, while the ring coasts. Then the reference: a plain SDL program (SDL2 through
ctypes, the software renderer) that clears and presents a 1920x1080 window 60 times a second,
measured over the same two seconds. Prints both shares of a core and their ratio. Extra
arguments after the harness path go to the harness (e.g. --no-layers).
"""
import ctypes
import os
import subprocess
import sys
import time

SIZE = (1920, 1080)


def cpu_seconds(pid):
    """CPU time of every thread of `pid` so far: the first field of each thread's
    /proc/<pid>/task/<tid>/schedstat (nanoseconds on a CPU), which is finer than the clock
    ticks of /proc/<pid>/stat (1/100 s) a two-second window would have to make do with."""
    total = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/schedstat") as f:
                total += int(f.read().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            pass  # a thread that ended meanwhile
    return total / 1e9


def share(pid, seconds):
    c0, s0 = cpu_seconds(pid), time.monotonic()
    time.sleep(seconds)
    c1, s1 = cpu_seconds(pid), time.monotonic()
    return (c1 - c0) / (s1 - s0)


class Pointer:
    """The X server's pointer, moved and pressed through XTest."""

    def __init__(self):
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.display = self.x11.XOpenDisplay(None)
        if not self.display:
            sys.exit("coasting-cpu: no X display (run it under xvfb-run)")
        for f in (self.xtst.XTestFakeMotionEvent, self.xtst.XTestFakeButtonEvent, self.x11.XFlush):
            f.argtypes = None
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]

    def move(self, x, y):
        self.xtst.XTestFakeMotionEvent(self.display, -1, int(x), int(y), 0)
        self.x11.XFlush(self.display)

    def button(self, down):
        self.xtst.XTestFakeButtonEvent(self.display, 1, 1 if down else 0, 0)
        self.x11.XFlush(self.display)

    def tap(self, x, y):
        self.move(x, y)
        self.button(True)
        time.sleep(0.05)
        self.button(False)

    def fling(self, start, end, seconds, steps=6):
        self.move(*start)
        self.button(True)
        for i in range(1, steps + 1):
            time.sleep(seconds / steps)
            self.move(start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
        self.button(False)


def harness_share(harness, extra):
    p = subprocess.Popen(
        [harness, "--scene", "basic", "--size", f"{SIZE[0]}x{SIZE[1]}", "--renderer", "software", *extra],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(2.5)  # the window is up and idle
        pointer = Pointer()
        # The Basic scene at 1920x1080: the spinner's centre at (740, 503.5), the ring's radius 503.5.
        pointer.tap(740, 504)
        time.sleep(1.0)  # the ring pops open and settles
        # A hard clockwise flick across the top of the ring (0.7 of its radius out).
        pointer.fling((388, 152), (1092, 152), 0.05)
        time.sleep(0.2)
        # Four half seconds, so a wheel that stopped early shows (its last ones fall to ~0).
        slices = [share(p.pid, 0.5) for _ in range(4)]
        print("harness, each half second: " + ", ".join(f"{100 * x:.1f} %" for x in slices))
        return sum(slices) / len(slices)
    finally:
        p.terminate()
        p.wait()


PLAIN_SDL = r"""
import ctypes, time, sys
sdl = ctypes.CDLL("libSDL2-2.0.so.0")
sdl.SDL_CreateWindow.restype = ctypes.c_void_p
sdl.SDL_CreateRenderer.restype = ctypes.c_void_p
sdl.SDL_CreateRenderer.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint32]
for f in ("SDL_RenderClear", "SDL_RenderPresent", "SDL_SetRenderDrawColor", "SDL_PollEvent"):
    getattr(sdl, f).argtypes = None
sdl.SDL_RenderClear.argtypes = [ctypes.c_void_p]
sdl.SDL_RenderPresent.argtypes = [ctypes.c_void_p]
sdl.SDL_SetRenderDrawColor.argtypes = [ctypes.c_void_p] + [ctypes.c_uint8] * 4
sdl.SDL_Init(0x20)  # video
window = sdl.SDL_CreateWindow(b"plain SDL", 0, 0, 1920, 1080, 0)
renderer = sdl.SDL_CreateRenderer(window, -1, 0x1)  # SDL_RENDERER_SOFTWARE
event = ctypes.create_string_buffer(64)
frame = 0
next_frame = time.monotonic()
while True:
    while sdl.SDL_PollEvent(event):
        pass
    frame += 1
    sdl.SDL_SetRenderDrawColor(renderer, frame % 256, 128, 64, 255)
    sdl.SDL_RenderClear(renderer)
    sdl.SDL_RenderPresent(renderer)
    next_frame += 1 / 60
    time.sleep(max(0, next_frame - time.monotonic()))
"""


def plain_share():
    env = dict(os.environ, SDL_FRAMEBUFFER_ACCELERATION="0")
    p = subprocess.Popen([sys.executable, "-c", PLAIN_SDL], env=env)
    try:
        time.sleep(2.5)
        return share(p.pid, 2.0)
    finally:
        p.kill()  # SDL turns SIGTERM into a quit event, which this loop does not read
        p.wait()


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    ours = harness_share(sys.argv[1], sys.argv[2:])
    plain = plain_share()
    print(f"harness {' '.join(sys.argv[2:]) or '(layers on)'}: {100 * ours:.1f} % of a core while the ring coasts")
    print(f"plain SDL, 1920x1080 cleared and presented at 60 Hz: {100 * plain:.1f} % of a core")
    print(f"ratio: {ours / plain:.2f}x plain SDL" if plain > 0 else "ratio: plain SDL used no CPU")

if __name__ == "__main__":
    main()
