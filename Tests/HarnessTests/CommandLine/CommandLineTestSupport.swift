import Foundation
import Testing

@testable import HarnessKit

/// What the command-line tests share: a file to point an option at, a parsed command, and a
/// refused one.
enum CommandLineTest {
    /// Writes `text` to a new temporary file (its name ends in `name`) and returns its path.
    static func write(_ text: String, name: String = "f.json") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flywheel-cli-\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// `args` parsed as `harness` parses its command line (validated).
    static func command(_ args: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
        -> HarnessCommand
    {
        try #require(try HarnessCommand.parseAsRoot(args) as? HarnessCommand, sourceLocation: sourceLocation)
    }

    /// The line the pre-run check of output paths gives for `args`, or nil when it passes.
    static func outputPathsMessage(_ args: [String]) throws -> String? {
        do {
            try command(args).checkOutputPaths()
            return nil
        } catch {
            return HarnessErrorMessage.line(for: error)
        }
    }

    /// Expects `harness` to refuse `args` with a message containing `expected` (the one the user
    /// sees, as `HarnessCommand.message(for:)` words it).
    static func expectRefused(
        _ args: [String], saying expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(sourceLocation: sourceLocation) {
            _ = try HarnessCommand.parseAsRoot(args)
        } throws: { error in
            HarnessCommand.message(for: error).contains(expected)
        }
    }
}
