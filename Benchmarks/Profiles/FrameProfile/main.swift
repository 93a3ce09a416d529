// A fixed number of frames of one benchmark picture in a plain loop, for instruction counts
// (callgrind counts instructions, which do not depend on the machine's load): what
// `make bench-instructions` checks against Benchmarks/Instructions/baseline.txt, and a way to
// see where a frame's work goes. Not a benchmark: no timing, no benchmark runner (valgrind
// cannot run the runner's binaries).
//
//   cd Benchmarks && swift build -c release --product FrameProfile
//   strip --strip-debug -o /tmp/frame-profile .build/release/FrameProfile   # valgrind 3.19 reads no DWARF 5
//   LD_LIBRARY_PATH=.build/release SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind \
//       --toggle-collect='*FrameProfile8measured*' /tmp/frame-profile picker-10 200
//   callgrind_annotate --inclusive=yes callgrind.out.* | swift demangle --simplified | less
//
// Arguments: the picture (below) and the number of frames counted, after the picture's own
// warm-up; `--toggle-collect` counts only the measured frames.
import BenchmarkPictures
import FlywheelCore
import FlywheelSDL
import Foundation

/// The pictures, by name: the side-by-side suite's software pictures.
let pictures: [String: () throws -> () -> Void] = [
    // The open 20-item ring coasting after a hard fling (1/240 s a frame).
    "ring": {
        let headless = try HeadlessRenderer(size: Size(width: 800, height: 600))
        let ring = CoastingRing(host: headless.host, clock: headless.clock, canvas: headless.canvas)
        ring.fling()
        return { withExtendedLifetime(headless) { ring.frame() } }
    },
    // The spinner's picker (icons and bold titles) dragged 3 pt a frame, 10 values.
    "picker-10": { try MovingPicker(rows: 10).frame },
    // The same with 10,000 values, dragged onwards (a new title every 13 frames).
    "picker-10000": { try MovingPicker(rows: 10_000).frame },
    // LVGL's roller as measured beside it: 10 titles, no icons, a regular 20-pixel face.
    "lvgl-picker-10": { try MovingPicker(rows: 10, shape: .lvglRoller).frame },
]

/// The frames counted: `frames` calls of `frame`.
@inline(never) func measured(_ frame: () -> Void, frames: Int) {
    for _ in 0..<frames { frame() }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, let make = pictures[arguments[0]], let frames = Int(arguments[1]), frames > 0 else {
    print("usage: FrameProfile <\(pictures.keys.sorted().joined(separator: "|"))> <frames, a whole number above 0>")
    exit(2)
}
let frame = try make()
measured(frame, frames: frames)
print("\(arguments[0]): \(frames) frames drawn")
