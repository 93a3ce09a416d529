import Foundation

/// Faults a fuzz worker can be told to make, for the tests only: they check what the parent
/// reports when a worker crashes or a step cannot run, with the real worker process.
///
/// Read from the environment variable `FLYWHEEL_FUZZ_PLANT` by `FuzzWorker` alone (never by the
/// parent, a scene or a script); unset — always, outside the tests — the worker runs as it would
/// without it. The value is a comma-separated list of:
/// - `crash@N`: the worker crashes (a runtime trap, with the runtime's backtrace on standard
///   error) when it begins case N;
/// - `crash-after-first@N`: the same, unless case N is the first case the process runs — a crash
///   that depends on the cases before it, so it does not reproduce alone;
/// - `step@N`: case N ends with a step that cannot run (a screenshot into `/dev/null/`);
/// - `exit-after-last@S`: after its last case (having said "done") the worker writes a line to
///   standard error and exits with status S — as a sanitizer's report at exit makes it.
///
/// ```sh
/// FLYWHEEL_FUZZ_PLANT=crash-after-first@2,step@1 harness fuzz --count 4 --scenes basic
/// ```
struct FuzzPlant: Equatable, Sendable {
    static let environmentVariable = "FLYWHEEL_FUZZ_PLANT"
    /// The path the planted step writes its screenshot to: never writable (/dev/null is a file).
    static let unwritablePath = "/dev/null/flywheel-fuzz-planted.png"

    var crashAt: Set<Int> = []
    var crashAfterFirstAt: Set<Int> = []
    var unrunnableStepAt: Set<Int> = []
    var exitAfterLastStatus: Int32?

    /// Nothing planted.
    static let none = FuzzPlant()

    /// What the environment plants (nothing when the variable is unset; words it does not know
    /// are ignored).
    static var fromEnvironment: FuzzPlant {
        FuzzPlant(parsing: ProcessInfo.processInfo.environment[environmentVariable] ?? "")
    }

    init() {}

    init(parsing text: String) {
        for item in text.split(separator: ",") {
            let parts = item.split(separator: "@", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let index = Int(parts[1]) else { continue }
            switch parts[0] {
            case "crash": crashAt.insert(index)
            case "crash-after-first": crashAfterFirstAt.insert(index)
            case "step": unrunnableStepAt.insert(index)
            case "exit-after-last": exitAfterLastStatus = Int32(clamping: index)
            default: continue
            }
        }
    }

    /// Crashes the process when a crash is planted at `index` (`isFirst`: the process's first case).
    func crashIfPlanted(case index: Int, isFirst: Bool) {
        guard crashAt.contains(index) || (crashAfterFirstAt.contains(index) && !isFirst) else { return }
        StandardStreams.printError("fuzz worker: planted crash at case \(index) (\(Self.environmentVariable))")
        fatalError("planted crash at case \(index)")
    }

    /// Ends the process with the planted status, when an exit after the last case is planted.
    func exitIfPlantedAfterLastCase() {
        guard let status = exitAfterLastStatus else { return }
        StandardStreams.printError("fuzz worker: planted exit with status \(status) after the last case")
        exit(status)
    }

    /// `steps`, with the planted step that cannot run added when one is planted at `index`.
    func steps(_ steps: [HarnessScript.Action], case index: Int) -> [HarnessScript.Action] {
        unrunnableStepAt.contains(index) ? steps + [.screenshot(Self.unwritablePath)] : steps
    }
}
