import FlywheelCore

/// The last lines a run prints, made from what its summary holds, so that `harness merge`
/// prints the same lines one unsharded run would.
///
/// ```swift
/// RunSummaryLines.fuzz(sequences: 200, scenes: 14, seed: 1, seconds: 61.2, records: [])
/// // ["fuzz: 200 sequences over 14 scenes (seed 1) in 61.2 s: 0 broken contracts, 0 crashes, 0 hangs"]
/// ```
public enum RunSummaryLines {
    public static func fuzz(
        sequences: Int, scenes: Int, seed: UInt64, seconds: Double, records: [FuzzFailureRecord]
    ) -> [String] {
        let count = { (kind: String) in records.filter { $0.kind == kind }.count }
        var lines = [
            "fuzz: \(sequences) sequences over \(scenes) scenes (seed \(seed)) in "
                + NumberText.fixed(seconds, decimals: 1) + " s"
                + ": \(count("failure")) broken contracts, \(count("crash")) crashes, \(count("hang")) hangs"
                + (count("worker") > 0 ? ", \(count("worker")) worker ends" : "")
        ]
        for kind in FuzzFailureRecord.kinds {
            lines += records.filter { $0.kind == kind }.map { "  \(kind): \($0.line)" }
        }
        return lines
    }

    /// The check commands' last lines: "N text problem(s) in R render(s) -> FILE" and the first
    /// 20 problems (`noun`: "text", "accessibility").
    public static func check(noun: String, problems: [String], renders: Int, excused: Int = 0, file: String)
        -> [String]
    {
        var line = "\(problems.count) \(noun) problem(s) in \(renders) render(s)"
        if excused > 0 { line += " (\(excused) excused)" }
        line += " -> \(file)"
        var lines = [line]
        for p in problems.prefix(20) { lines.append("  \(OutsideText.quoted(p))") }
        if problems.count > 20 { lines.append("  … and \(problems.count - 20) more (see \(file))") }
        return lines
    }
}
