// A loop of the side-by-side picker's frames for instruction profiles (callgrind counts
// instructions, which do not depend on the machine's load). Not a benchmark: no timing, no
// benchmark runner (valgrind cannot run the runner's binaries).
//
//   cd Benchmarks && swift build -c release --product PickerProfile
//   strip --strip-debug -o /tmp/picker-profile .build/release/PickerProfile   # valgrind 3.19 reads no DWARF 5
//   LD_LIBRARY_PATH=.build/release valgrind --tool=callgrind \
//       --toggle-collect='*PickerProfile8measured*' /tmp/picker-profile 10 400
//   callgrind_annotate --inclusive=yes callgrind.out.* | swift demangle --simplified | less
//
// Arguments: the number of values (10) and of frames measured (400), after MovingPicker's own
// warm-up; `--toggle-collect` counts only the measured frames.
import BenchmarkPictures
import Foundation

/// The frames counted: `frames` drags of 3 pt, each rendered.
@inline(never) func measured(_ picker: MovingPicker, frames: Int) {
    for _ in 0..<frames { picker.frame() }
}

let arguments = CommandLine.arguments.dropFirst().map { Int($0) }
guard arguments.allSatisfy({ $0 != nil && $0! > 0 }), arguments.count <= 2 else {
    print("usage: PickerProfile [values (10)] [frames (400)], both whole numbers above 0")
    exit(2)
}
let values = arguments.first.flatMap { $0 } ?? 10
let frames = arguments.count > 1 ? arguments[1]! : 400
let picker = try MovingPicker(rows: values)
measured(picker, frames: frames)
print("picker of \(values) values: \(frames) frames drawn")
