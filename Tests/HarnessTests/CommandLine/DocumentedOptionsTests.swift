import ArgumentParser
import Foundation
import Testing

@testable import HarnessKit

/// Every command-line option the documentation shows for `harness` exists: the README, docs/,
/// Examples/README.md and the DocC articles are scanned for `--option` in shell lines and code
/// spans that run `harness` (what follows the word `harness`, checked against the options of the
/// subcommand named there, or the root's), and in code spans that are a bare option
/// (`--no-layers` in a sentence, checked against every command's).
@Suite struct DocumentedOptionsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Options of other tools that the documents name in a sentence, each with its tool.
    static let otherTools: [String: String] = [
        "--sanitize": "swift build", "--scale": "swift package benchmark", "--scratch-path": "swift package",
        "--toggle-collect": "callgrind_control", "--filter": "swift test", "--target": "swift package",
        // The reader sessions' modes (docs/accessibility-bridge.md).
        "--listen-keys": "Tests/Accessibility/drive_harness.py", "--states": "Tests/Accessibility/drive_harness.py",
        "--menu": "Tests/Accessibility/drive_harness.py", "--every-scene": "Tests/Accessibility/drive_harness.py",
    ]

    /// The options each command accepts, by its path after `harness` ("" for the root,
    /// "feel export"), read from ArgumentParser's own help for it, hidden options included (the
    /// docs may name one, as robustness.md does the fuzz worker's `--first`).
    static let accepted: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        func visit(_ command: ParsableCommand.Type, path: String) {
            let help = HarnessCommand.helpMessage(for: command, includeHidden: true, columns: 1000)
            table[path] = Set(options(in: help)).union(["--help", "-h"])
            for sub in command.configuration.subcommands {
                let name = sub.configuration.commandName ?? ""
                visit(sub, path: path.isEmpty ? name : "\(path) \(name)")
            }
        }
        visit(HarnessCommand.self, path: "")
        return table
    }()

    /// The `--option` words of `text` (not the `--` inside another word).
    static func options(in text: some StringProtocol) -> [String] {
        let pattern = /(^|[^\w-])(--[a-z][a-z0-9-]*)/
        return String(text).matches(of: pattern).map { String($0.output.2) }
    }

    /// The documents scanned, relative to the repository.
    static func documents() -> [String] {
        var found = ["README.md", "Examples/README.md"]
        for folder in ["docs", "Sources", "Harness/Kit"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".md"), folder == "docs" || path.contains(".docc/") {
                    found.append("\(folder)/\(path)")
                }
            }
        }
        return found.sorted()
    }

    /// A use of an option: where, the option, and the command path it was given to (nil: any).
    struct Use: CustomStringConvertible {
        let place: String
        let option: String
        let command: String?
        var description: String {
            "\(place): \(option)" + (command.map { " (given to harness\($0.isEmpty ? "" : " " + $0))" } ?? "")
        }
    }

    /// The command a `harness` invocation names and the options given to it.
    static func invocation(_ text: Substring) -> (command: String, options: [String]) {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        var path = ""
        for word in words {
            let next = path.isEmpty ? word : "\(path) \(word)"
            guard accepted[next] != nil else { break }
            path = next
        }
        return (path, options(in: text))
    }

    static func uses(in document: String) throws -> [Use] {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        var found: [Use] = []
        var inShell = false
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let place = "\(document):\(index + 1)"
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inShell = !inShell && ["```sh", "```bash", "```console", "```shell"].contains(trimmed)
                continue
            }
            var runs: [Substring] = inShell ? [Substring(line)] : []
            var bare: [Substring] = []
            for span in line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            where span.offset % 2 == 1 {
                if span.element.hasPrefix("--") { bare.append(span.element) } else { runs.append(span.element) }
            }
            for run in runs {
                // Each command of a line (`a | b`, `a && b`), from the word `harness` on.
                for command in run.split(whereSeparator: { "|;&".contains($0) }) {
                    guard let range = command.range(of: #"(^|[\s/])harness(\s|$)"#, options: .regularExpression)
                    else { continue }
                    let (path, options) = invocation(command[range.upperBound...])
                    found += options.map { Use(place: place, option: $0, command: path) }
                }
            }
            for span in bare {
                found += options(in: span).prefix(1).map { Use(place: place, option: $0, command: nil) }
            }
        }
        return found
    }

    static func exists(_ use: Use) -> Bool {
        if let command = use.command { return accepted[command]?.contains(use.option) == true }
        return accepted.values.contains { $0.contains(use.option) } || otherTools[use.option] != nil
    }

    @Test func theHelpOfEveryCommandIsRead() {
        #expect(Self.accepted[""]?.isSuperset(of: ["--scene", "--no-layers", "--renderer", "--pseudo-locale"]) == true)
        #expect(Self.accepted["fuzz"]?.contains("--window-pixels") == true)
        #expect(Self.accepted["feel export"]?.isSuperset(of: ["--swift", "--json", "--base"]) == true)
    }

    @Test func everyOptionTheDocumentsShowExists() throws {
        var checked = 0
        for document in Self.documents() {
            for use in try Self.uses(in: document) {
                checked += 1
                #expect(Self.exists(use), "\(use) is not an option of harness")
            }
        }
        #expect(checked > 100)
    }

    @Test func aMisspeltOptionIsCaught() {
        let use = Use(place: "x", option: "--no-layer", command: "")
        #expect(!Self.exists(use))
        #expect(!Self.exists(Use(place: "x", option: "--window-pixels", command: "")))  // fuzz's, not the root's
        #expect(Self.invocation("fuzz --count 10").command == "fuzz")
        #expect(Self.invocation("feel export --swift ios").command == "feel export")
    }
}
