import Foundation
import Testing

@testable import HarnessKit

/// What the command-line tests share: a file to point an option at, and a parsed command.
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
}
