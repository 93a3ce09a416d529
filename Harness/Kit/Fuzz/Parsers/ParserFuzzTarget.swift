import Foundation

/// One reader of outside input as a coverage-guided fuzz target (docs/robustness.md, "Parser
/// fuzzing"): `check` feeds it bytes exactly as a file or an argument would, and throws a
/// `ParserFuzzFinding` when a contract breaks — more than "no crash": a refusal must be a thrown
/// error naming the input, and what is accepted must be in range and read back the same after it
/// is written. A Swift trap (overflow, index out of range, force-unwrap) is a finding too: the
/// libFuzzer build (Fuzz/) reports it as a crash.
///
/// The same entry points serve the libFuzzer targets (Fuzz/Targets) and the test that replays
/// every corpus file (Fuzz/Corpus/<name>/) in `swift test`.
///
/// ```swift
/// let json = ParserFuzzTarget.named("json")!
/// try json.check(Data(#"{"fps": 60, "fps": 30}"#.utf8))   // refused with a line and column: fine
/// ```
public struct ParserFuzzTarget: Sendable {
    /// The target's name: its corpus folder (Fuzz/Corpus/<name>) and `make fuzz-parsers`' label.
    public let name: String
    /// What it reads, for the documentation and the script's output.
    public let summary: String
    /// Runs one input; throws when a contract breaks.
    public let check: @Sendable (Data) throws(ParserFuzzFinding) -> Void

    /// Every reader of outside input the harness and the libraries have.
    public static let all: [ParserFuzzTarget] = [
        ParserFuzzTarget(name: "json", summary: "JSONNode.parse, then the writer", check: ParserFuzzChecks.json),
        ParserFuzzTarget(name: "script", summary: "HarnessScript.parse (--script)", check: ParserFuzzChecks.script),
        ParserFuzzTarget(
            name: "recording", summary: "InputRecording.parse (--replay)", check: ParserFuzzChecks.recording),
        ParserFuzzTarget(
            name: "feel-file", summary: "FeelFile.check (--feel, the feel lab's profiles)",
            check: ParserFuzzChecks.feelFile),
        ParserFuzzTarget(
            name: "feel-parameters", summary: "FeelParameters.fromJSON (FlywheelCore's public reader)",
            check: ParserFuzzChecks.feelParameters),
        ParserFuzzTarget(
            name: "image-header", summary: "SDLImageLoader.checkHeader (the size check before decoding)",
            check: ParserFuzzChecks.imageHeader),
        ParserFuzzTarget(
            name: "command-line", summary: "CommandLineValues (--size, --image-size, --scenes)",
            check: ParserFuzzChecks.commandLine),
        ParserFuzzTarget(
            name: "set-value", summary: "a script's set values and key names (ScriptSettable, KeyNames)",
            check: ParserFuzzChecks.setValue),
        ParserFuzzTarget(
            name: "text", summary: "the text path: shaping, bidi, fallback and drawing of any string",
            check: ParserFuzzChecks.text),
    ]

    /// The target called `name`.
    public static func named(_ name: String) -> ParserFuzzTarget? { all.first { $0.name == name } }

    /// Runs `check` on libFuzzer's bytes and traps on a finding, so that libFuzzer keeps the
    /// input as a crash (what `LLVMFuzzerTestOneInput` in each Fuzz/Targets file calls).
    public func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
        let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
        do {
            try check(data)
        } catch {
            fatalError("parser fuzz target \(name): \(error.description)")
        }
        return 0
    }
}

/// A broken contract: what was expected, and what happened instead.
public struct ParserFuzzFinding: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
