import FlywheelCore
import Foundation

/// `a11y-check`'s summaries: `a11y-check.json` (`{"problems": [{"scene", "size", "path",
/// "kind", …}], "excused": […], "renders": N}`) and `a11y-check.md` (counts by kind, then a table
/// of every problem). The same shape as `l10n-check`'s: problems by view path, JSON and Markdown.
///
/// ```swift
/// let runs = try A11yCheck(scenes: ["basic"]).run()
/// print(A11yReport.markdown(runs))
/// ```
public enum A11yReport {
    /// Every problem as JSON, each with its scene and size.
    public static func json(_ runs: [A11yCheck.Run]) -> JSONValue {
        .object([
            ("problems", .array(runs.flatMap { run in run.problems.map { problemJSON($0, run) } })),
            (
                "excused",
                .array(
                    runs.flatMap { run in
                        run.excused.map { e in
                            guard case .object(var members) = problemJSON(e.problem, run) else { return .null }
                            members.append(JSONMember(key: "reason", value: .string(e.exception.reason)))
                            return .object(members)
                        }
                    })
            ),
            ("renders", .number(Double(runs.count))),
            ("pictures", .strings(runs.compactMap(\.picture))),
        ])
    }

    /// One problem: scene, size, path, kind, role and box, then what the kind measured.
    static func problemJSON(_ p: A11yProblem, _ run: A11yCheck.Run) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("scene", .string(run.scene)), ("size", .string(run.sizeName)), ("locale", .string(run.localeName)),
            ("path", .string(p.path)),
            ("kind", .string(p.kind.rawValue)), ("role", .string(p.role)),
            ("box", .numbers([p.box.minX, p.box.minY, p.box.width, p.box.height].map { ($0 * 100).rounded() / 100 })),
        ]
        if let text = p.text { members.append(("text", .string(text))) }
        if let r = p.ratio { members.append(("ratio", .number((r * 100).rounded() / 100))) }
        if let r = p.requiredRatio { members.append(("requiredRatio", .number(r))) }
        if let c = p.foreground { members.append(("foreground", .string(hex(c)))) }
        if let c = p.background { members.append(("background", .string(hex(c)))) }
        if let m = p.minimumSide { members.append(("minimumSide", .number(m))) }
        if !p.detail.isEmpty { members.append(("detail", .string(p.detail))) }
        return .object(members)
    }

    /// "#1a2b3c".
    static func hex(_ c: Color) -> String {
        let v = c.rgba8
        return "#" + [v.r, v.g, v.b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The summary as Markdown: totals by kind, then a table of every problem and of what was
    /// excused, with the reasons.
    public static func markdown(_ runs: [A11yCheck.Run], unusedExceptions: [A11yExceptions.Entry] = []) -> String {
        let problems = runs.flatMap { run in run.problems.map { (run, $0) } }
        let scenes = Set(runs.map(\.scene)).count, sizes = Set(runs.map(\.sizeName)).count
        var md = "# Accessibility problems\n\n"
        md += "\(problems.count) problem(s) in \(runs.count) render(s): \(scenes) scene(s) × \(sizes) size(s)"
        let excused = runs.reduce(0) { $0 + $1.excused.count }
        md += excused > 0 ? "; \(excused) excused by the exceptions file.\n\n" : ".\n\n"
        if !problems.isEmpty {
            md += "| kind | problems |\n|---|---|\n"
            for kind in A11yProblem.Kind.allCases {
                let n = problems.filter { $0.1.kind == kind }.count
                if n > 0 { md += "| \(kind.rawValue) | \(n) |\n" }
            }
            md += "\n| scene | size | locale | kind | view | found |\n|---|---|---|---|---|---|\n"
            for (run, p) in problems {
                md +=
                    "| \(run.scene) | \(run.sizeName) | \(run.localeName) | \(p.kind.rawValue) | \(CheckReportText.cell(p.path)) | \(CheckReportText.cell(found(p))) |\n"
            }
        }
        if excused > 0 {
            md += "\n## Excused\n\n| scene | size | locale | kind | view | reason |\n|---|---|---|---|---|---|\n"
            for run in runs {
                for e in run.excused {
                    md +=
                        "| \(run.scene) | \(run.sizeName) | \(run.localeName) | \(e.problem.kind.rawValue) | \(CheckReportText.cell(e.problem.path)) | \(CheckReportText.cell(e.exception.reason)) |\n"
                }
            }
        }
        if !unusedExceptions.isEmpty {
            md += "\n## Exceptions that excused nothing\n\n"
            for e in unusedExceptions {
                md +=
                    "- \(CheckReportText.cell(e.scene)) › \(CheckReportText.cell(e.path)) (\(e.kind.rawValue)) at \(e.sizes.map(A11yExceptionSizes.name).joined(separator: ", "))\n"
            }
        }
        return md
    }

    /// What was measured, in a few words.
    static func found(_ p: A11yProblem) -> String {
        switch p.kind {
        case .lowContrast, .nonTextContrast:
            var s =
                p.ratio.flatMap { r in
                    p.requiredRatio.map { "\(A11yProblem.ratioText(r)) < \(A11yProblem.ratioText($0))" }
                }
                ?? ""
            if let f = p.foreground, let b = p.background { s += " (\(hex(f)) on \(hex(b)))" }
            if let t = p.text, p.kind == .lowContrast { s += " \"\(t)\"" }
            if !p.detail.isEmpty, p.kind == .nonTextContrast { s += ", \(p.detail)" }
            return s
        case .smallTarget:
            let side = NumberText.rounded(p.minimumSide ?? 0, decimals: 0)
            return
                "\(NumberText.rounded(p.box.width, decimals: 1))×\(NumberText.rounded(p.box.height, decimals: 1)) pt < \(side)×\(side)"
        case .unnamed, .unreachable, .noValue, .focusNotVisible, .outOfReach, .smallRingIcon, .hiddenFromReader,
            .orderAgainstDirection, .otherDigits:
            return p.detail.isEmpty ? p.role : "\(p.role): \(p.detail)"
        case .overText, .cutByWindow, .helpCut:
            return "\"\(p.text ?? "")\": \(p.detail)"
        }
    }
}
