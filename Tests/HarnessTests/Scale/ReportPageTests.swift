import FlywheelCore
import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// Headless Chromium (Debian's `chromium`, installed by scripts/install-deps.sh) opening a
/// report: the DOM after the page's load event, and whatever its console said.
enum HeadlessChromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    struct Page {
        var dom: String
        /// Lines the page wrote to its console (errors, uncaught exceptions, warnings).
        var console: [String]
    }

    static func open(_ file: String) throws -> Page {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flywheel-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let run = try TestProgram.run(
            path: "/usr/bin/timeout",
            [
                "120", path!, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0", "--dump-dom",
                URL(fileURLWithPath: file).absoluteString,
            ], environment: ProcessInfo.processInfo.environment)
        #expect(run.status == 0, "chromium: \(run.errors.suffix(2000))")
        return Page(
            dom: run.output,
            console: run.errors.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init))
    }

    /// Text as Chromium serialises it inside an element (only &, < and > escaped).
    static func domText(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// The value of `name` on the dumped page's <body>.
    static func bodyAttribute(_ name: String, in dom: String) -> String? {
        guard let body = dom.range(of: "<body[^>]*>", options: .regularExpression) else { return nil }
        let tag = String(dom[body])
        guard let r = tag.range(of: "\(name)=\"([^\"]*)\"", options: .regularExpression) else { return nil }
        return String(tag[r].dropFirst(name.count + 2).dropLast())
    }
}

@Suite(.serialized) struct ReportPageTests {
    static let hostile = [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(2)>", "'; console.error('x'); '",
        "\u{202E}evil\u{202C} &amp; \u{0}nul", "</h3><h1>taken</h1>", "<!--", "]]>",
    ]

    /// A 1×1 PNG.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!

    static func hostileSummary(into folder: String) throws -> RunSummary {
        var summary = RunSummary(
            command: "l10n-check", options: [("scenes", .strings(hostile)), ("note", .string(hostile[1]))],
            caseCount: hostile.count)
        summary.arguments = ["l10n-check", "--scenes", hostile[0]]
        for (i, name) in hostile.enumerated() {
            // Picture paths with spaces, '#', '?' and '%' in them.
            let picture = "as written/\(i) #?%.png"
            try FileManager.default.createDirectory(
                atPath: (folder as NSString).appendingPathComponent("as written"), withIntermediateDirectories: true)
            try png.write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(picture)))
            summary.cases.append(i)
            summary.renders.append(
                CheckSummaryFile.render(
                    position: i, scene: name, size: "500x400", locale: hostile[(i + 1) % hostile.count],
                    picture: (folder as NSString).appendingPathComponent(picture), out: folder,
                    problems: [
                        CheckSummaryFile.problem(
                            kind: "clipped", view: name, line: hostile[(i + 2) % hostile.count],
                            box: Rect(x: 10, y: 10, width: 50, height: 20))
                    ], excused: 0, reproduce: ["harness", "l10n-check", "--scenes", name]))
        }
        summary.failures = [
            .object([
                ("case", .number(3)), ("kind", .string("failure")), ("line", .string(hostile[0])),
                ("reproduce", .string(hostile[1])), ("script", .string("x\"y.json")),
            ])
        ]
        return summary
    }

    @Test func everyHostileStringIsEscaped() throws {
        let folder = MergeTests.folder("hostile")
        let html = ReportPage.html(try Self.hostileSummary(into: folder))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("<h1>taken"))
        #expect(!html.contains("\u{0}"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"))
        #expect(html.components(separatedBy: "<script>").count == 2, "the page's own script only")
        #expect(html.contains("src=\"as%20written/0%20%23%3F%25.png\""))
        #expect(HTMLText.escape("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&#39;")
    }

    @Test(.enabled(if: HeadlessChromium.path != nil, "chromium is not installed (scripts/install-deps.sh installs it)"))
    func aHostileReportLoadsInChromiumWithEveryPictureAndNoConsoleErrors() throws {
        let folder = MergeTests.folder("hostile-page")
        try ReportPage.write(try Self.hostileSummary(into: folder), into: folder)
        let page = try HeadlessChromium.open((folder as NSString).appendingPathComponent("report.html"))
        #expect(page.console.isEmpty, "\(page.console)")
        #expect(HeadlessChromium.bodyAttribute("data-pictures", in: page.dom) == String(Self.hostile.count))
        #expect(HeadlessChromium.bodyAttribute("data-broken-pictures", in: page.dom) == "0")
        // Nothing injected: the one <h1> is the page's own, and no <img> but the pictures.
        #expect(page.dom.components(separatedBy: "<h1").count == 2)
        #expect(page.dom.components(separatedBy: "<img").count == Self.hostile.count + 1)
    }

    @Test(.enabled(if: HeadlessChromium.path != nil, "chromium is not installed (scripts/install-deps.sh installs it)"))
    func aRenderAllReportHasAPicturePerRenderAndNamesEveryScene() throws {
        let folder = MergeTests.folder("render-all")
        let run = try TestProgram.run(
            "harness", ["--headless", "--render-all", folder, "--size", "500x400", "--frames", "3"])
        #expect(run.status == 0, "\(run.errors)")
        let page = try HeadlessChromium.open((folder as NSString).appendingPathComponent("report.html"))
        #expect(page.console.isEmpty, "\(page.console)")
        #expect(HeadlessChromium.bodyAttribute("data-pictures", in: page.dom) == String(SceneCatalog.names.count))
        #expect(HeadlessChromium.bodyAttribute("data-broken-pictures", in: page.dom) == "0")
        for name in SceneCatalog.names {
            #expect(page.dom.contains("<h3 class=\"scene-heading\">\(HeadlessChromium.domText(name))</h3>"), "\(name)")
        }
    }

    @Test(.enabled(if: HeadlessChromium.path != nil, "chromium is not installed (scripts/install-deps.sh installs it)"))
    func aMergedCheckReportShowsEveryRenderWithItsProblemsByViewPath() throws {
        let common = [
            "a11y-check", "--scenes", "basic,hud", "--sizes", "500x400", "--target-size", "android", "--frames", "3",
        ]
        var shards: [String] = []
        for k in 1...2 {
            let out = MergeTests.folder("a11y-page-\(k)")
            _ = try TestProgram.run("harness", common + ["--shard", "\(k)/2", "--out", out])
            shards.append(out)
        }
        let merged = MergeTests.folder("a11y-page")
        // No failed goldens: the default folder holds whatever this machine's last test run left.
        let noGoldens = MergeTests.folder("a11y-page-no-goldens")
        _ = try TestProgram.run("harness", ["merge", "--out", merged, "--golden-failures", noGoldens] + shards)
        let report = try RunSummary.read(path: (merged as NSString).appendingPathComponent("report.json"))
        let page = try HeadlessChromium.open((merged as NSString).appendingPathComponent("report.html"))
        #expect(page.console.isEmpty, "\(page.console)")
        #expect(HeadlessChromium.bodyAttribute("data-pictures", in: page.dom) == "2")
        #expect(HeadlessChromium.bodyAttribute("data-broken-pictures", in: page.dom) == "0")
        for line in CheckSummaryFile.problemLines(report) {
            #expect(page.dom.contains(HeadlessChromium.domText(line)), "\(line)")
        }
        #expect(page.dom.contains("<rect "), "the problems outlined over the picture")
    }
}
