/// One failed fuzz case as `summary.json` keeps it: its number, how it failed ("failure": a
/// broken contract or a step that cannot run, "crash", "hang"), the line the run printed and the
/// script written for it (nil when none could be).
///
/// ```swift
/// FuzzFailureRecord(case: 17, kind: "failure", line: "out/fuzz/fuzz-1-17-basic.json …", script: "out/fuzz/fuzz-1-17-basic.json")
/// ```
public struct FuzzFailureRecord: Equatable, Sendable {
    public var `case`: Int
    public var kind: String
    public var line: String
    public var script: String?
}
