import FlywheelCore
import Foundation

/// `report.html`: one self-contained page for a run or a merge of shards — no network, no files
/// but the pictures beside it (by relative path). Per scene, each render (size × locale) with its
/// problems outlined on the picture and listed by view path, with the command that renders it
/// again; each fuzz failure with its Reproduce command and last frame; failed goldens (expected, actual, difference); the timings. Every
/// string is escaped (`HTMLText`): the hostile-text corpus passes through here.
///
/// ```swift
/// try ReportPage.write(summary, into: "out/l10n")     // out/l10n/report.html
/// ```
public enum ReportPage {
    public static let fileName = "report.html"

    /// A failed golden: its name and the three pictures (paths relative to the page).
    public struct GoldenFailure: Equatable, Sendable {
        public var name: String
        public var expected: String?
        public var actual: String
        public var difference: String?
    }

    /// Writes the page into `folder` (where the summary's relative paths start); its path.
    @discardableResult
    public static func write(_ summary: RunSummary, goldens: [GoldenFailure] = [], into folder: String) throws
        -> String
    {
        let path = (folder as NSString).appendingPathComponent(fileName)
        try OutputFile.write(Array(html(summary, goldens: goldens).utf8), to: path)
        return path
    }

    /// The page's text.
    public static func html(_ summary: RunSummary, goldens: [GoldenFailure] = []) -> String {
        let e = HTMLText.escape
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file: data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <title>\(e(ProgramName.current)) \(e(summary.command)) report</title>
            <style>
            body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}
            figure{display:inline-block;vertical-align:top;margin:0 1em 1em 0;max-width:100%}
            .pic{position:relative;display:inline-block}
            .pic img{display:block;max-width:min(100%,960px);height:auto;border:1px solid #ccc}
            .pic svg{position:absolute;left:0;top:0;width:100%;height:100%}
            .pic rect{fill:none;stroke:#e00;stroke-width:2;vector-effect:non-scaling-stroke}
            code{background:#f4f4f4;padding:0 .2em;word-break:break-all}
            table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left}
            .bad{color:#b00}
            </style></head>
            <body>
            <h1>\(e(ProgramName.current)) \(e(summary.command))</h1>

            """
        page += overview(summary)
        page += renders(summary)
        page += failures(summary)
        page += goldenSection(goldens)
        page += timings(summary)
        // Counts the pictures that did not load, for the page's own test (and a reader's console).
        page += """
            <script>
            window.addEventListener('load', function () {
              var broken = 0;
              document.querySelectorAll('img').forEach(function (i) { if (!i.complete || i.naturalWidth === 0) broken++; });
              document.body.setAttribute('data-pictures', String(document.images.length));
              document.body.setAttribute('data-broken-pictures', String(broken));
            });
            </script>
            </body></html>

            """
        return page
    }

    private static func overview(_ s: RunSummary) -> String {
        let e = HTMLText.escape
        var text = "<section id=\"overview\"><h2>Overview</h2><table>\n"
        text +=
            "<tr><th>command</th><td><code>\(e(RunSummary.shellLine([ProgramName.current] + s.arguments)))</code></td></tr>\n"
        for m in s.options {
            text += "<tr><th>\(e(m.key))</th><td>\(e(optionText(m.value)))</td></tr>\n"
        }
        text +=
            "<tr><th>cases</th><td>\(s.cases.count) of \(s.caseCount)\(s.shard.total > 1 ? " (shard \(s.shard))" : "")</td></tr>\n"
        let failures = s.failures.count + s.renders.reduce(0) { $0 + (($1["problems"]).flatMap(\.arrayCount) ?? 0) }
        text += "<tr><th>problems and failures</th><td class=\"\(failures > 0 ? "bad" : "")\">\(failures)</td></tr>\n"
        let scenes = sceneNames(s)
        text +=
            "<tr><th>scenes covered</th><td>\(scenes.map { "<span class=\"scene\">\(e($0))</span>" }.joined(separator: ", "))</td></tr>\n"
        text += "</table></section>\n"
        return text
    }

    /// Every scene the run covered: the renders' and, for fuzz, the scenes option.
    static func sceneNames(_ s: RunSummary) -> [String] {
        var names: [String] = []
        for r in s.renders { if let n = r["scene"]?.stringValue, !names.contains(n) { names.append(n) } }
        for n in s.options.first(where: { $0.key == "scenes" })?.value.stringItems ?? [] where !names.contains(n) {
            names.append(n)
        }
        return names
    }

    private static func optionText(_ v: JSONValue) -> String {
        switch v {
        case .null: return "—"
        case .string(let s): return s
        case .array: return v.stringItems?.joined(separator: ", ") ?? v.text
        default: return v.text
        }
    }

    private static func renders(_ s: RunSummary) -> String {
        guard !s.renders.isEmpty else { return "" }
        let e = HTMLText.escape
        var text = "<section id=\"renders\"><h2>Renders (\(s.renders.count))</h2>\n"
        for scene in sceneNames(s) {
            let mine = s.renders.filter { $0["scene"]?.stringValue == scene }
            guard !mine.isEmpty else { continue }
            text += "<h3 class=\"scene-heading\">\(e(scene))</h3>\n"
            for r in mine {
                let size = r["size"]?.stringValue ?? ""
                let locale = r["locale"]?.stringValue
                let caption = [scene, size, locale].compactMap { $0 }.joined(separator: " · ")
                text += "<figure class=\"render\" data-scene=\"\(e(scene))\">\n"
                if let picture = r["picture"]?.stringValue {
                    text +=
                        "<div class=\"pic\"><img src=\"\(HTMLText.path(picture))\" alt=\"\(e(caption))\" loading=\"eager\">"
                    text += outlines(r, size: size)
                    text += "</div>\n"
                }
                let problems: [JSONValue] = { if case .array(let a)? = r["problems"] { a } else { [] } }()
                text += "<figcaption>\(e(caption)): \(problems.count) problem(s)"
                if case .number(let n)? = r["excused"], n > 0 { text += ", \(Int(n)) excused" }
                text += "</figcaption>\n"
                if !problems.isEmpty {
                    text += "<ul class=\"problems\">\n"
                    for p in problems {
                        text +=
                            "<li><b>\(e(p["kind"]?.stringValue ?? ""))</b> at <code>\(e(p["view"]?.stringValue ?? ""))</code>: \(e(p["line"]?.stringValue ?? ""))</li>\n"
                    }
                    text += "</ul>\n"
                    if let reproduce = r["reproduce"]?.stringValue {
                        text += "<p>Reproduce: <code class=\"reproduce\">\(e(reproduce))</code></p>\n"
                    }
                }
                text += "</figure>\n"
            }
        }
        return text + "</section>\n"
    }

    /// The problems' boxes over the picture, in window points ("800x600" gives the view box).
    private static func outlines(_ r: JSONValue, size: String) -> String {
        let wh = size.split(separator: "x").compactMap { Double($0) }
        guard wh.count == 2, case .array(let problems)? = r["problems"] else { return "" }
        let rects = problems.compactMap { p -> String? in
            guard let b = p["box"]?.numberItems, b.count == 4, b.allSatisfy(\.isFinite) else { return nil }
            let title = HTMLText.escape(p["line"]?.stringValue ?? "")
            return
                "<rect x=\"\(b[0])\" y=\"\(b[1])\" width=\"\(b[2])\" height=\"\(b[3])\"><title>\(title)</title></rect>"
        }
        guard !rects.isEmpty else { return "" }
        return "<svg viewBox=\"0 0 \(wh[0]) \(wh[1])\" preserveAspectRatio=\"none\" aria-hidden=\"true\">"
            + rects.joined() + "</svg>"
    }

    private static func failures(_ s: RunSummary) -> String {
        guard s.command == "fuzz" || !s.failures.isEmpty else { return "" }
        let e = HTMLText.escape
        var text = "<section id=\"failures\"><h2>Failures (\(s.failures.count))</h2>\n"
        if s.failures.isEmpty { text += "<p>None.</p>\n" }
        if !s.failures.isEmpty, s.extra.contains(where: { $0.key == "shards" }) {
            text += "<p>The commands name the copies in this report's folder: run them there.</p>\n"
        }
        for f in s.failures {
            let number = f["case"].flatMap { v -> String? in if case .number(let n) = v { String(Int(n)) } else { nil }
            }
            text +=
                "<div class=\"failure\"><h3>\(e(heading(f["kind"]?.stringValue ?? "failure", case: number)))</h3>\n"
            text += "<p>\(e(f["line"]?.stringValue ?? ""))</p>\n"
            if let reproduce = f["reproduce"]?.stringValue {
                text += "<p>Reproduce: <code class=\"reproduce\">\(e(reproduce))</code></p>\n"
            }
            if let script = f["script"]?.stringValue {
                text += "<p>Script: <a href=\"\(HTMLText.path(script))\">\(e(script))</a></p>\n"
            }
            if let errors = f["standardError"]?.stringItems, !errors.isEmpty {
                text += "<details><summary>The worker's standard error (last \(errors.count) lines)</summary>"
                text += "<pre class=\"standard-error\">\(e(errors.joined(separator: "\n")))</pre></details>\n"
            }
            if let frame = f["lastFrame"]?.stringValue {
                text +=
                    "<figure><div class=\"pic\"><img src=\"\(HTMLText.path(frame))\" alt=\"last frame\"></div><figcaption>Last frame</figcaption></figure>\n"
            }
            text += "</div>\n"
        }
        return text + "</section>\n"
    }

    /// "crash in case 7"; a worker's end is no case's: "worker ended abnormally after case 7".
    private static func heading(_ kind: String, case number: String?) -> String {
        guard let number else { return kind }
        return kind == "worker" ? "worker ended abnormally after case \(number)" : "\(kind) in case \(number)"
    }

    private static func goldenSection(_ goldens: [GoldenFailure]) -> String {
        guard !goldens.isEmpty else { return "" }
        let e = HTMLText.escape
        var text = "<section id=\"goldens\"><h2>Failed goldens (\(goldens.count))</h2>\n"
        for g in goldens {
            text += "<div class=\"golden\"><h3>\(e(g.name))</h3>\n"
            for (title, path) in [
                ("expected", g.expected), ("actual", Optional(g.actual)), ("difference", g.difference),
            ] {
                guard let path else { continue }
                text +=
                    "<figure><div class=\"pic\"><img src=\"\(HTMLText.path(path))\" alt=\"\(title)\"></div><figcaption>\(title)</figcaption></figure>\n"
            }
            text += "</div>\n"
        }
        return text + "</section>\n"
    }

    private static func timings(_ s: RunSummary) -> String {
        var text =
            "<section id=\"timings\"><h2>Timings</h2><table>\n<tr><th>run</th><th>started</th><th>seconds</th></tr>\n"
        if case .array(let shards)? = s.extra.first(where: { $0.key == "shards" })?.value {
            for sh in shards {
                let name = HTMLText.escape(sh["shard"]?.stringValue ?? "")
                let started = HTMLText.escape(sh["started"]?.stringValue ?? "")
                let seconds =
                    sh["seconds"].flatMap { v -> Double? in if case .number(let n) = v { n } else { nil } } ?? 0
                text +=
                    "<tr><td>shard \(name)</td><td>\(started)</td><td>\(NumberText.fixed(seconds, decimals: 1))</td></tr>\n"
            }
        }
        text +=
            "<tr><td>\(s.extra.contains { $0.key == "shards" } ? "longest shard" : "the run")</td><td>\(HTMLText.escape(s.started))</td><td>\(NumberText.fixed(s.seconds, decimals: 1))</td></tr>\n"
        return text + "</table></section>\n"
    }
}

extension JSONValue {
    /// The length of an array (nil for any other value).
    var arrayCount: Int? { if case .array(let a) = self { a.count } else { nil } }
}
