import Foundation

/// The failed goldens `FlywheelTestSupport` writes (`out/golden-failures/<name>.expected.png`,
/// `.actual.png`, `.diff.png`), found and copied beside a report so `report.html` can show them.
///
/// ```swift
/// let goldens = try GoldenFailureFolder.collect("out/golden-failures", copyingInto: "out/report")
/// goldens.first?.actual     // "golden-failures/basic.actual.png"
/// ```
public enum GoldenFailureFolder {
    /// The folder under the report they are copied into.
    public static let reportFolder = "golden-failures"

    /// Every `<name>.actual.png` in `folder` (none when the folder does not exist), copied with
    /// its expected and difference pictures into `<out>/golden-failures/`; paths relative to `out`.
    public static func collect(_ folder: String, copyingInto out: String) throws -> [ReportPage.GoldenFailure] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder) else { return [] }
        let target = (out as NSString).appendingPathComponent(reportFolder)
        let same =
            URL(fileURLWithPath: folder).standardizedFileURL.path
            == URL(fileURLWithPath: target).standardizedFileURL.path
        var found: [ReportPage.GoldenFailure] = []
        for file in names.sorted() where file.hasSuffix(".actual.png") {
            let name = String(file.dropLast(".actual.png".count))
            var copied: [String: String] = [:]
            for part in ["expected", "actual", "diff"] {
                let from = (folder as NSString).appendingPathComponent("\(name).\(part).png")
                guard fm.fileExists(atPath: from) else { continue }
                if !same {
                    try fm.createDirectory(atPath: target, withIntermediateDirectories: true)
                    let to = (target as NSString).appendingPathComponent("\(name).\(part).png")
                    if fm.fileExists(atPath: to) { try fm.removeItem(atPath: to) }
                    try fm.copyItem(atPath: from, toPath: to)
                }
                copied[part] = "\(reportFolder)/\(name).\(part).png"
            }
            guard let actual = copied["actual"] else { continue }
            found.append(
                ReportPage.GoldenFailure(
                    name: name, expected: copied["expected"], actual: actual, difference: copied["diff"]))
        }
        return found
    }
}
