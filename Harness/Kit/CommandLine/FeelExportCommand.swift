import ArgumentParser
import FlywheelCore
import Foundation

/// `harness feel export`: a preset or a feel file as Swift source to paste into a game
/// (`--swift`), or as a versioned feel file to ship with it (`--json`).
struct FeelExportCommand: ParsableCommand {
    /// Computed: the examples carry the program's own name (`ProgramName`).
    static var configuration: CommandConfiguration {
        let examples = [
            "--swift snappy", "--swift my-feel.json --variable wheelFeel", "--json my-feel.json",
            "--json my-feel.json --base snappy",
        ]
        return CommandConfiguration(
            commandName: "export",
            abstract: "Print a feel as Swift source (--swift) or as a versioned feel file (--json).",
            discussion: """
                FEEL is a preset (classic, ios, snappy, android, flutter-ios) or a feel file, such as a profile the feel lab saved.

                Examples:
                """ + examples.map { "\n  \(ProgramName.current) feel export \($0)" }.joined())
    }

    @Flag(help: "Print Swift source: a FeelParameters value with every field.")
    var swift = false

    @Flag(help: "Print a versioned feel file (\"format\": \"flywheel-feel\").")
    var json = false

    @Option(
        help: ArgumentHelp("With --swift: the constant's name (default: from FEEL, as snappyFeel).", valueName: "name"))
    var variable: String?

    @Option(help: ArgumentHelp("With --json: write only the fields that differ from this preset.", valueName: "preset"))
    var base: String?

    @Argument(help: ArgumentHelp("A preset's name or a feel file.", valueName: "feel"))
    var feel: String

    func validate() throws {
        guard swift != json else { throw ValidationError("give one of --swift and --json") }
        if variable != nil, !swift { throw ValidationError("--variable goes with --swift") }
        if base != nil, !json { throw ValidationError("--base goes with --json") }
        if let base, !FeelParameters.presets.contains(where: { $0.name == base }) {
            throw ValidationError("--base: unknown preset '\(OutsideText.quoted(base))'; \(Self.presetNames)")
        }
        if let variable, !Self.isIdentifier(variable) {
            throw ValidationError("--variable: '\(OutsideText.quoted(variable))' is not a Swift name")
        }
    }

    func run() throws {
        try HarnessErrorMessage.exitingOnError { try StandardStreams.write(try output()) }
    }

    /// What the command prints.
    func output() throws -> String {
        let (value, origin) = try Self.read(feel)
        if swift {
            return FeelSwiftSource.text(
                for: value, variable: variable ?? FeelSwiftSource.variableName(for: feel), origin: origin)
        }
        return String(decoding: try value.jsonData(base: base), as: UTF8.self)
    }

    /// A FEEL that is neither a preset nor a file.
    struct UnknownFeel: Error, CustomStringConvertible {
        let name: String
        var command = "feel export"
        var description: String {
            "\(command): '\(OutsideText.quoted(name))' is neither a preset (\(FeelExportCommand.presetNames)) nor a file"
        }
    }

    /// A preset by name, else the feel file at `name`, with words for where it came from
    /// (`command` names the one asking in the error for neither).
    static func read(_ name: String, command: String = "feel export") throws -> (FeelParameters, String) {
        if let preset = FeelParameters.presets.first(where: { $0.name == name }) {
            return (preset.feel, "the \(name) preset")
        }
        guard FileManager.default.fileExists(atPath: name) else { throw UnknownFeel(name: name, command: command) }
        return (
            try FeelFile.load(path: name), "the feel in \(OutsideText.quoted((name as NSString).lastPathComponent))"
        )
    }

    static var presetNames: String { "presets: " + FeelParameters.presets.map(\.name).joined(separator: ", ") }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
