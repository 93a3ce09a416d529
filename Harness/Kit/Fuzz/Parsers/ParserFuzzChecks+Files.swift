import FlywheelCore
import FlywheelSDL
import Foundation

/// The checks of the file readers: JSON, scripts, recordings, feel files, image headers.
enum ParserFuzzChecks {
    /// The name fuzzed input goes by in messages.
    static let file = "fuzz.json"

    static func require(_ condition: Bool, _ what: @autoclosure () -> String) throws(ParserFuzzFinding) {
        if !condition { throw ParserFuzzFinding(what()) }
    }

    /// A refusal names the fuzzed file and says something.
    static func requireNamed(_ error: ScriptError) throws(ParserFuzzFinding) {
        try require(error.file == file && !error.message.isEmpty, "a refusal without file or message: \(error)")
    }

    /// `read` on `data`, then on the text `write` makes of the value: nil when `read` refuses
    /// `data` (naming the file), else the value and the value read back; a refusal of the written
    /// text is a finding (`what` names the value in its message).
    static func readBack<Value>(
        _ data: Data, _ what: String, read: (Data) throws(ScriptError) -> Value, write: (Value) -> String
    ) throws(ParserFuzzFinding) -> (value: Value, again: Value)? {
        let value: Value
        do {
            value = try read(data)
        } catch {
            try requireNamed(error)
            return nil
        }
        let text = write(value)
        do {
            return (value, try read(Data(text.utf8)))
        } catch {
            throw ParserFuzzFinding("the \(what) as written back is refused (\(error)): \(text)")
        }
    }

    /// Parsed text is refused with a line and column, or written and parsed back to the same value
    /// (compact and pretty).
    static func json(_ data: Data) throws(ParserFuzzFinding) {
        let node: JSONNode
        do {
            node = try JSONNode.parse(data)
        } catch {
            try require(
                error.line >= 1 && error.column >= 1 && !error.message.isEmpty, "a JSON error without place: \(error)")
            return
        }
        for text in [node.value.text, node.value.prettyText()] {
            do {
                let again = try JSONNode.parse(Data(text.utf8))
                try require(again.value == node.value, "written and read back, the value changed: \(text)")
            } catch {
                throw ParserFuzzFinding("the writer's text does not parse (\(error)): \(text)")
            }
        }
    }

    /// A script is refused naming the file, or written back (`HarnessScript.text`) and read to the
    /// same settings and steps.
    static func script(_ data: Data) throws(ParserFuzzFinding) {
        let parse = { (data: Data) throws(ScriptError) in try HarnessScript.parse(data, file: file) }
        guard case (let script, let again)? = try readBack(data, "script", read: parse, write: \.text) else { return }
        try require(
            again.scene == script.scene && again.fps == script.fps && again.size == script.size
                && again.pixelScale == script.pixelScale && again.steps.map(\.action) == script.steps.map(\.action),
            "written back and read, the script changed: \(script.text)")
        try require(
            script.fps.map { (1...1000).contains($0) } ?? true
                && script.size.map { (100...8192).contains($0.width) && (100...8192).contains($0.height) } ?? true,
            "a script setting out of range was accepted: \(script.text)")
    }

    /// A recording is refused naming the file, or written back and read to the same recording.
    static func recording(_ data: Data) throws(ParserFuzzFinding) {
        let parse = { (data: Data) throws(ScriptError) in try InputRecording.parse(data, file: file) }
        let write = { (recording: InputRecording) in recording.json.prettyText() }
        guard case (let recording, let again)? = try readBack(data, "recording", read: parse, write: write) else {
            return
        }
        let text = write(recording)
        try require(
            again.scene == recording.scene && again.size == recording.size && again.fps == recording.fps
                && again.duration == recording.duration && again.feel == recording.feel
                && again.entries.map(\.kind) == recording.entries.map(\.kind)
                && again.entries.map(\.time) == recording.entries.map(\.time),
            "written back and read, the recording changed: \(text)")
        try require(
            recording.duration.isFinite && recording.duration <= HarnessLimits.maximumDurationSeconds,
            "a recording's duration out of range was accepted: \(recording.duration)")
    }

    /// A feel file is refused with at least one problem, or is a valid feel that reads back the same.
    static func feelFile(_ data: Data) throws(ParserFuzzFinding) {
        try feelReader(data, read: FeelFile.check) { !$0.problems.isEmpty && !$0.message.isEmpty }
    }

    /// The library's own reader (Foundation's JSON decoder and the strict field checks), likewise.
    static func feelParameters(_ data: Data) throws(ParserFuzzFinding) {
        try feelReader(data, read: FeelParameters.fromJSON) { !$0.problems.isEmpty }
    }

    /// `read` refuses `data` with a refusal that `saysWhy`, or gives a valid feel that it reads
    /// back the same once written.
    static func feelReader<Refusal: Error>(
        _ data: Data, read: (Data) -> Result<FeelParameters, Refusal>, saysWhy: (Refusal) -> Bool
    ) throws(ParserFuzzFinding) {
        let feel: FeelParameters
        switch read(data) {
        case .failure(let refusal): return try require(saysWhy(refusal), "a feel refusal without a problem: \(refusal)")
        case .success(let f): feel = f
        }
        do {
            try feel.validate()
        } catch {
            throw ParserFuzzFinding("an accepted feel does not validate: \(error)")
        }
        let written: Data
        do {
            written = try feel.jsonData()
        } catch {
            throw ParserFuzzFinding("an accepted feel cannot be written: \(error)")
        }
        switch read(written) {
        case .success(let again): try require(again == feel, "written and read back, the feel changed")
        case .failure(let refusal): throw ParserFuzzFinding("the feel as written is refused: \(refusal)")
        }
    }

    /// An image header is refused naming the file, or claims a size within the limits.
    static func imageHeader(_ data: Data) throws(ParserFuzzFinding) {
        let size: (width: Int, height: Int)
        do {
            size = try SDLImageLoader.checkHeader([UInt8](data), path: file)
        } catch {
            return try require(
                error.path == file && !error.reason.isEmpty, "an image refusal without file or reason: \(error)")
        }
        let side = 1...SDLImageLoader.maximumSide
        try require(
            side.contains(size.width) && side.contains(size.height)
                && size.width * size.height <= SDLImageLoader.maximumPixels,
            "a header over the limits was accepted: \(size.width)×\(size.height)")
    }
}
