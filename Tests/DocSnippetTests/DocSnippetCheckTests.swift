import Foundation
import Testing

/// The Swift in the README and the DocC articles is code the build compiles, so it cannot drift
/// from the API: every ```swift block must appear, line for line, in a Swift file of the package
/// (the library and harness sources, the examples, the tests — this target's snippet files hold
/// the blocks that exist nowhere else — or the outside package `OutsidePackageTests` builds).
/// Only compiled folders are searched: `Sources`, `Harness`, `Examples` and `Tests`.
///
/// Lines are compared without their indentation; blank lines and `import` lines are skipped (a
/// snippet's imports are at the top of the file that compiles it). A block that cannot be
/// compiled as written — a fragment of a manifest, say — has a comment line saying
/// "not compiled" and why.
@Suite struct DocSnippetCheckTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The documents whose snippets are checked, relative to the root.
    static func documents() throws -> [String] {
        var found = ["README.md"]
        for folder in ["Sources", "Harness/Kit"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".md"), path.contains(".docc/") { found.append("\(folder)/\(path)") }
            }
        }
        return found.sorted()
    }

    /// A snippet: the document, the line its block starts on, and its lines.
    struct Snippet: CustomStringConvertible {
        let document: String
        let line: Int
        let lines: [String]
        var description: String { "\(document):\(line)" }
    }

    /// Every ```swift block of `document`.
    static func snippets(in document: String) throws -> [Snippet] {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        var found: [Snippet] = []
        var current: (line: Int, lines: [String])?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = (index + 1, [])
            } else if let block = current, trimmed == "```" {
                found.append(Snippet(document: document, line: block.line, lines: block.lines))
                current = nil
            } else if current != nil {
                current?.lines.append(line)
            }
        }
        return found
    }

    /// The lines that must match: indentation gone, blank and `import` lines left out.
    static func significant(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty && !$0.hasPrefix("import ") && !$0.hasPrefix("@testable import ")
        }
    }

    /// Every Swift file the package's build or its tests compile, as significant lines.
    static let compiledFiles: [(path: String, lines: [String])] = {
        var files: [(String, [String])] = []
        for folder in ["Sources", "Harness", "Examples", "Tests"] {
            let base = root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(atPath: base.path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift"), !path.contains(".build/") else { continue }
                let text = (try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)) ?? ""
                files.append(("\(folder)/\(path)", significant(text.components(separatedBy: "\n"))))
            }
        }
        return files
    }()

    static func isCompiled(_ snippet: Snippet) -> Bool {
        let wanted = significant(snippet.lines)
        guard !wanted.isEmpty else { return false }
        return compiledFiles.contains { file in
            guard file.lines.count >= wanted.count else { return false }
            return (0...(file.lines.count - wanted.count)).contains { start in
                file.lines[start] == wanted[0] && Array(file.lines[start..<(start + wanted.count)]) == wanted
            }
        }
    }

    @Test func thereAreSnippetsToCheck() throws {
        #expect(try Self.snippets(in: "README.md").count >= 8)
        #expect(try Self.documents().count >= 8)
    }

    /// Whether a comment line of the block says it is not compiled (and why).
    static func isMarkedNotCompiled(_ snippet: Snippet) -> Bool {
        snippet.lines.contains {
            let line = $0.trimmingCharacters(in: .whitespaces).lowercased()
            return line.hasPrefix("//") && line.contains("not compiled")
        }
    }

    @Test(arguments: try DocSnippetCheckTests.documents())
    func everySnippetIsCompiledCode(document: String) throws {
        for snippet in try Self.snippets(in: document) {
            if Self.isMarkedNotCompiled(snippet) { continue }
            #expect(
                Self.isCompiled(snippet),
                "\(snippet): this ```swift block is in no compiled Swift file; put it in one (Tests/DocSnippetTests) or mark it \"not compiled\""
            )
        }
    }

    @Test func aChangedSnippetIsCaught() {
        let real = Snippet(document: "x", line: 1, lines: ["let x = Flywheel.version"])
        let changed = Snippet(document: "x", line: 1, lines: ["let x = Flywheel.versionNumber"])
        #expect(!Self.isCompiled(changed))
        _ = real
    }
}
