import ArgumentParser
import FlywheelCore
import Foundation

/// The options `l10n-check` and `a11y-check` share: which scenes, at which window sizes, and how
/// many frames each render draws. Parsed here once, so both checks take and refuse them alike.
struct SceneCheckOptions: ParsableArguments {
    @Option(help: "Comma-separated window sizes, WxH (default 500x400,800x600,1920x1080).")
    var sizes: String?

    @Option(help: "Comma-separated scene names (default: every scene --list-scenes lists).")
    var scenes: String?

    /// `--frames`: the harness's own option, handed over (`FramesOption`).
    @OptionGroup var frameCount: FramesOption

    /// Frames drawn per render at 60 fps (default 30).
    var frames: Int { frameCount.frames ?? 30 }

    func validate() throws {
        if !(1...600).contains(frames) { throw ValidationError("--frames: \(frames) is outside 1...600") }
    }

    /// What `body` makes of the options, or its `CommandLineValues.Refusal` as ArgumentParser's
    /// validation error (one line, the option's name first), as both checks refuse a value.
    static func validated<Check>(_ body: () throws -> Check) throws -> Check {
        do {
            return try body()
        } catch let refusal as CommandLineValues.Refusal {
            throw ValidationError(refusal.description)
        }
    }

    /// Says on standard error, as a render finishes, how many problems it found at `place`
    /// (nothing when none), so a long check shows where it is failing before its reports.
    static func printProblemCount(_ count: Int, _ noun: String, at place: String) {
        guard count > 0 else { return }
        StandardStreams.printError("\(place): \(count) \(noun) problem(s)")
    }

    /// Writes a check's `<name>.json` and `<name>.md` into `out` (a failed write names `--out`)
    /// and returns the Markdown file's path, which the check's last line names.
    static func writeReports(named name: String, json: JSONValue, markdown: String, into out: String) throws
        -> String
    {
        let md = (out as NSString).appendingPathComponent("\(name).md")
        try OutputPathError.naming("--out") {
            try OutputFile.write(
                Array(json.prettyText().utf8), to: (out as NSString).appendingPathComponent("\(name).json"))
            try OutputFile.write(Array(markdown.utf8), to: md)
        }
        return md
    }

    /// The scenes asked for, or every scene.
    func sceneNames() throws(CommandLineValues.Refusal) -> [String] {
        try scenes.map { text throws(CommandLineValues.Refusal) in
            try CommandLineValues.sceneNames(text, option: "--scenes")
        } ?? SceneCatalog.names
    }

    /// The window sizes asked for, or `L10nCheck.defaultSizes`.
    func sizeList() throws(CommandLineValues.Refusal) -> [Size] {
        try sizes.map { text throws(CommandLineValues.Refusal) in
            try text.split(separator: ",").map { part throws(CommandLineValues.Refusal) in
                try CommandLineValues.size(
                    part.trimmingCharacters(in: .whitespaces), option: "--sizes", width: 100...8192,
                    height: 100...8192)
            }
        } ?? L10nCheck.defaultSizes
    }
}
