/// One thing that went wrong in a fuzz run as `summary.json` keeps it: the case, how it went
/// wrong ("failure": a broken contract or a step that cannot run, "crash", "hang", or "worker":
/// a worker process that ended abnormally outside any case — after its last case, say — which
/// is no sequence of its own), the line the run printed, the script written for it (nil when
/// none could be), the command that reproduces it when that is not the script's replay (a
/// crash's or a hang's worker), and the end of the worker's standard error when it died.
///
/// ```swift
/// FuzzFailureRecord(case: 17, kind: "failure", line: "out/fuzz/fuzz-1-17-basic.json …", script: "out/fuzz/fuzz-1-17-basic.json")
/// ```
public struct FuzzFailureRecord: Equatable, Sendable {
    public var `case`: Int
    public var kind: String
    public var line: String
    public var script: String?
    /// The command that reproduces it, when it is not the script's replay (nil: the script's).
    public var reproduce: String?
    /// The last lines the worker wrote to its standard error (a crash, a hang, a worker's end).
    public var standardError: [String] = []

    public init(
        case: Int, kind: String, line: String, script: String?, reproduce: String? = nil, standardError: [String] = []
    ) {
        self.case = `case`
        self.kind = kind
        self.line = line
        self.script = script
        self.reproduce = reproduce
        self.standardError = standardError
    }

    /// The kinds, in the order the run's last line counts them.
    public static let kinds = ["failure", "crash", "hang", "worker"]
}
