import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The promise `a11y-check` keeps for our own scenes (`make test` runs it): at the smallest, the
/// default and a large window, nothing is found that the repository's exceptions file does not
/// excuse with a reason, and every exception there still excuses something.
@Suite(.serialized) struct A11ySceneTests {
    /// Harness/a11y-exceptions.json.
    static let exceptionsFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Harness/a11y-exceptions.json").path

    @Test func everySceneIsAccessibleAtEverySupportedSize() throws {
        try withSDL {
            var check = A11yCheck(scenes: SceneCatalog.names)
            check.exceptions = try A11yExceptions.load(path: Self.exceptionsFile)
            let start = Date()
            let runs = try check.run()
            let seconds = Date().timeIntervalSince(start)
            #expect(runs.count == SceneCatalog.names.count * 3)
            let held = runs.flatMap { run in
                run.problems.map {
                    "\(run.scene) \(run.sizeName) \($0)"
                }
            }
            #expect(held.isEmpty, "\(held.count): \(held.prefix(15))")
            let unused = check.unusedExceptions(runs).map { "\($0.scene) › \($0.path) (\($0.kind))" }
            #expect(unused.isEmpty, "exceptions that excuse nothing: \(unused)")
            print("a11y-check: \(runs.count) renders in \(NumberText.rounded(seconds, decimals: 1)) s")
        }
    }
}
