import Foundation
import Testing

/// The LeakSanitizer suppressions: the list built into the harness
/// (Harness/CLI/LeakSanitizerSuppressions.swift) is scripts/lsan.supp's, and every entry names a
/// shared library — never a module or function of ours, whose leaks must always be reported.
@Suite struct LeakSanitizerSuppressionsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func entries(_ path: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("leak:") }
    }

    @Test func theHarnessCarriesTheFilesListAndOnlyLibraries() throws {
        let file = try Self.entries("scripts/lsan.supp")
        let builtIn = try Self.entries("Harness/CLI/LeakSanitizerSuppressions.swift")
        #expect(!file.isEmpty)
        #expect(builtIn == file)
        for entry in file {
            let pattern = entry.dropFirst("leak:".count)
            #expect(pattern.hasPrefix("lib") && pattern.contains(".so"), "\(entry) names no shared library")
            for ours in ["Flywheel", "Harness", "Spinner", "$s", "CSDL2", "CText", "CAccessibilityBridge"] {
                #expect(!pattern.contains(ours), "\(entry) would hide a leak of ours")
            }
        }
    }
}
