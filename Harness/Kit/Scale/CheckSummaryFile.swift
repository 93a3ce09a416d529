import FlywheelCore
import FlywheelUI
import Foundation

/// `summary.json` for `l10n-check` and `a11y-check`: each render with its number in the order one
/// unsharded run makes them, its picture (relative to --out), its problems by view path with
/// their boxes, and the command that renders it again alone.
enum CheckSummaryFile {
    static func l10n(_ check: L10nCheck, runs: [L10nCheck.Run], out: String) -> RunSummary {
        var summary = RunSummary(
            command: "l10n-check",
            options: [
                ("scenes", .strings(check.scenes)), ("sizes", .strings(check.sizes.map(SceneCheckLoop.sizeName))),
                ("locales", .strings(check.localeNames)),
                ("frames", .number(Double(check.frames))), ("fps", .number(check.fps)),
            ], caseCount: check.renderCount)
        summary.shard = check.shard
        summary.cases = runs.map(\.position)
        summary.renders = runs.map { run in
            var words = [
                ProgramName.current, "l10n-check", "--scenes", run.scene, "--sizes", run.sizeName, "--frames",
                String(check.frames),
            ]
            words += localeWords(pseudo: run.locale, real: run.realLocale, direction: check.layoutDirection)
            let problems: [JSONValue] = run.problems.enumerated().map { i, p in
                problem(
                    kind: p.kind.rawValue, view: p.viewPath, line: p.description,
                    box: i < run.boxes.count ? run.boxes[i] : nil)
            }
            return render(
                position: run.position, scene: run.scene, size: run.sizeName, locale: run.localeName,
                picture: run.picture, out: out, problems: problems, excused: 0, reproduce: words)
        }
        return summary
    }

    static func a11y(_ check: A11yCheck, runs: [A11yCheck.Run], out: String, exceptionsFile: String?) -> RunSummary {
        let options: [(String, JSONValue)] = [
            ("scenes", .strings(check.scenes)), ("sizes", .strings(check.sizes.map(SceneCheckLoop.sizeName))),
            ("frames", .number(Double(check.frames))), ("fps", .number(check.fps)),
            ("targetSize", .string(check.targetSize.rawValue)), ("locales", .strings(check.localeNames)),
            ("layoutDirection", check.layoutDirection.map { .string($0.name) } ?? .null),
            ("colourVision", check.colourVision.map { .string("\($0)") } ?? .null),
            ("exceptions", exceptionsFile.map { .string($0) } ?? .null),
        ]
        var summary = RunSummary(command: "a11y-check", options: options, caseCount: check.renderCount)
        summary.shard = check.shard
        summary.cases = runs.map(\.position)
        summary.renders = runs.map { run in
            var words = [
                ProgramName.current, "a11y-check", "--scenes", run.scene, "--sizes", run.sizeName, "--frames",
                String(check.frames), "--target-size", check.targetSize.rawValue,
            ]
            if let vision = check.colourVision { words += ["--colour-vision", "\(vision)"] }
            if let exceptionsFile { words += ["--exceptions", exceptionsFile] }
            words += localeWords(pseudo: run.locale, real: run.realLocale, direction: check.layoutDirection)
            let problems = run.problems.map {
                problem(kind: $0.kind.rawValue, view: $0.path, line: "\(run.place) \($0)", box: $0.box)
            }
            return render(
                position: run.position, scene: run.scene, size: run.sizeName, locale: run.localeName,
                picture: run.picture,
                out: out, problems: problems, excused: run.excused.count, reproduce: words)
        }
        return summary
    }

    /// The options that render one locale again: `--locales NAME` (none for the strings as
    /// written) and the `--layout-direction` the check forced, if any.
    static func localeWords(pseudo: PseudoLocale?, real: L10nCheckLocale?, direction: LayoutDirection?) -> [String] {
        var words: [String] = []
        if let real {
            words += ["--locales", real.name]
        } else if let pseudo {
            words += ["--locales", pseudo.description]
        }
        if let direction { words += ["--layout-direction", direction.name] }
        return words
    }

    static func problem(kind: String, view: String, line: String, box: Rect?) -> JSONValue {
        var fields: [(String, JSONValue)] = [("kind", .string(kind)), ("view", .string(view)), ("line", .string(line))]
        if let box, box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite {
            fields.append(("box", .numbers([box.minX, box.minY, box.width, box.height])))
        }
        return .object(fields)
    }

    static func render(
        position: Int, scene: String, size: String, locale: String?, picture: String?, out: String,
        problems: [JSONValue], excused: Int, reproduce: [String]
    ) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("case", .number(Double(position))), ("scene", .string(scene)), ("size", .string(size)),
        ]
        if let locale { fields.append(("locale", .string(locale))) }
        if let picture { fields.append(("picture", .string(RunSummary.relative(picture, to: out)))) }
        fields.append(("problems", .array(problems)))
        fields.append(("excused", .number(Double(excused))))
        fields.append(("reproduce", .string(RunSummary.shellLine(reproduce))))
        return .object(fields)
    }

    /// Every problem's printed line, in render order.
    static func problemLines(_ summary: RunSummary) -> [String] {
        summary.renders.flatMap { r -> [String] in
            guard case .array(let ps)? = r["problems"] else { return [] }
            return ps.compactMap { $0["line"]?.stringValue }
        }
    }

    /// Problems excused by an exceptions file, over every render.
    static func excusedCount(_ summary: RunSummary) -> Int {
        summary.renders.reduce(0) { total, r in
            if case .number(let n)? = r["excused"] { return total + Int(n) }
            return total
        }
    }
}
