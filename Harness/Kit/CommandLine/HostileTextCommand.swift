import ArgumentParser
import FlywheelCore
import FlywheelSDL
import Foundation

/// `harness hostile-text`: draws the hostile-text corpus (`HostileText`: bidi controls that
/// crashed FriBidi, zalgo, 1 MB lines, private use, absurd font sizes and frames) in every
/// text-drawing widget headless and prints what each case cost; with `--check`, fails when a
/// first frame takes over 1 s of CPU time, a later frame over 20 ms or the peak RSS passes 300 MB
/// (docs/robustness.md). `--text-file` draws one file's text instead (the crash tests run it
/// in a child process, so a crash fails the test and not the test run).
struct HostileTextCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        .subcommand(
            "hostile-text",
            abstract: "Draw hostile text in every text-drawing widget headless and print what each case cost.",
            examples: [
                "--check", "--list", "--widgets tabBar,wrappingLabel --only line-1m",
                "--text-file name.txt --widgets label",
            ])
    }

    @Option(help: "Draw this file's text (UTF-8) instead of the corpus.")
    var textFile: String?

    @Option(
        help:
            "Comma-separated widgets (default: all of \(HostileTextWidget.allCases.map(\.rawValue).joined(separator: ", ")))."
    )
    var widgets: String?

    @Option(help: "Only the cases whose name contains this.")
    var only: String?

    @Option(help: "Frames drawn per case (1...1000), the first one measured apart.")
    var framesPerCase: Int = 30

    @Flag(help: "List the corpus's strings (name and UTF-8 bytes), the names --hostile-text takes, and exit.")
    var list = false

    @Flag(help: "Fail when a case passes 1 s first frame, 20 ms later frames or 300 MB peak RSS.")
    var check = false

    func validate() throws {
        if !(1...1000).contains(framesPerCase) {
            throw ValidationError("--frames-per-case: \(framesPerCase) is outside 1...1000")
        }
        _ = try widgetList()
    }

    private func widgetList() throws -> [HostileTextWidget] {
        guard let widgets else { return HostileTextWidget.allCases }
        return try widgets.split(separator: ",").map { name in
            guard let w = HostileTextWidget(rawValue: String(name)) else {
                throw ValidationError(
                    "--widgets: unknown widget '\(name)'; known: "
                        + HostileTextWidget.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return w
        }
    }

    func run() throws {
        if list {
            try StandardStreams.write(HostileText.corpus.map { "\($0.name) \($0.text.utf8.count) bytes\n" }.joined())
            return
        }
        var cases = HostileTextRun.cases()
        if let textFile {
            var text = ""
            try HarnessErrorMessage.exitingOnError {
                text = String(decoding: try InputFile.read(textFile, limit: 16 << 20), as: UTF8.self)
            }
            cases = [
                HostileTextRun.Case(name: textFile, text: text, fontSize: nil, frame: HostileTextWidget.defaultFrame)
            ]
        } else if let only {
            cases = cases.filter { $0.name.contains(only) }
        }
        try HarnessErrorMessage.exitingOnError { try SDLRuntime.start(video: false) }
        var failed = false, peak = 0
        for widget in try widgetList() {
            for c in cases {
                var measured: HostileTextRun.Cost?
                try HarnessErrorMessage.exitingOnError {
                    measured = try HostileTextRun.measure(
                        widget, text: c.text, fontSize: c.fontSize, frame: c.frame, frames: framesPerCase)
                }
                guard let cost = measured else { continue }
                let rss = cost.peakResidentBytes ?? 0
                peak = max(peak, rss)
                let over = cost.firstFrameSeconds > 1 || cost.laterFrameSeconds > 0.020 || rss > 300 << 20
                if over { failed = true }
                let line =
                    "\(widget.rawValue)\t\(c.name)\tfirst \(NumberText.fixed(cost.firstFrameSeconds * 1000, decimals: 1)) ms CPU"
                    + "\tlater ≤ \(NumberText.fixed(cost.laterFrameSeconds * 1000, decimals: 2)) ms"
                    + "\tpeak RSS \(MegabyteText.of(rss, decimals: 0))" + (over && check ? "\tOVER" : "")
                try HarnessErrorMessage.exitingOnError { try StandardStreams.print(line) }
            }
        }
        try HarnessErrorMessage.exitingOnError {
            try StandardStreams.print("hostile-text: peak RSS of any case \(MegabyteText.of(peak, decimals: 0))")
        }
        if check && failed { throw ExitCode.failure }
    }
}
