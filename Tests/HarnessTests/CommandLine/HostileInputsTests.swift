import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Plays every file of `Tests/HostileInputs` (scripts, recordings, feel files, pictures) through
/// the command line as `harness` reads and runs it, and expects the exact line `expected.txt` gives for
/// it: named, escaped, short, and never a crash or a hang. A file added to the corpus without a
/// line there fails the test, as does a line without its file.
@Suite(.serialized) struct HostileInputsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("HostileInputs").path

    /// The corpus files, relative to `root`, sorted.
    static func files() throws -> [String] {
        var found: [String] = []
        for folder in ["scripts", "recordings", "feels", "pictures"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)")
            found += names.map { "\(folder)/\($0)" }
        }
        return found.sorted()
    }

    /// `expected.txt`: one "file<TAB>message" line per corpus file.
    static func expected() throws -> [String: String] {
        let text = try String(contentsOfFile: root + "/expected.txt", encoding: .utf8)
        var table: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2 {
                table[String(parts[0])] = String(parts[1])
                    .replacingOccurrences(of: "{scenes}", with: SceneCatalog.names.joined(separator: ", "))
            }
        }
        return table
    }

    /// The line `harness` prints for the corpus file `file`, the corpus folder taken out of it.
    static func message(for file: String) -> String {
        let path = "\(root)/\(file)"
        let line: String
        do {
            if file.hasPrefix("pictures/") {
                let loader = SDLImageLoader(budget: PictureBudget())
                _ = try withSDL { try loader.loadImage(path: path) }
                return "(loaded)"
            }
            let option = file.hasPrefix("scripts/") ? "--script" : file.hasPrefix("recordings/") ? "--replay" : "--feel"
            let command = try CommandLineTest.command(["--headless", option, path])
            try command.checkOutputPaths()
            let options = try command.makeOptions()
            // What only running finds (a control a `set` step names): played, headless.
            try withSDL { _ = try ScriptedSession.run(options, quiet: true) }
            return "(ran)"
        } catch {
            line = error is ImageLoadError ? "\(error)" : HarnessErrorMessage.line(for: error)
        }
        return line.replacingOccurrences(of: root + "/", with: "")
    }

    @Test func everyFileHasItsLineAndEveryLineItsFile() throws {
        #expect(try Self.files() == Self.expected().keys.sorted())
    }

    @Test(arguments: try HostileInputsTests.files())
    func eachFileGivesItsExactError(file: String) throws {
        let message = Self.message(for: file)
        #expect(message == (try Self.expected()[file]), "got: \(message)")
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    }
}
