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

    /// `focusNotVisible` came with issue 50 before focus learnt to scroll its control into
    /// view (on another branch). Until that is merged its problems are printed, not failed;
    /// set this to true once it is.
    static let focusMustPass = false

    @Test func everySceneIsAccessibleAtEverySupportedSize() throws {
        try withSDL {
            var check = A11yCheck(scenes: SceneCatalog.names)
            check.exceptions = try A11yExceptions.load(path: Self.exceptionsFile)
            let start = Date()
            let runs = try check.run()
            let seconds = Date().timeIntervalSince(start)
            #expect(runs.count == SceneCatalog.names.count * 3)
            let held = runs.flatMap { run in
                run.problems.filter { Self.focusMustPass || $0.kind != .focusNotVisible }.map {
                    "\(run.scene) \(run.sizeName) \($0)"
                }
            }
            #expect(held.isEmpty, "\(held.count): \(held.prefix(15))")
            if !Self.focusMustPass {
                let waiting = runs.reduce(0) { $0 + $1.problems.count } - held.count
                print("a11y-check: \(waiting) focusNotVisible problem(s) not yet held to 0 (issue 50)")
            }
            let unused = check.unusedExceptions(runs).map { "\($0.scene) › \($0.path) (\($0.kind))" }
            #expect(unused.isEmpty, "exceptions that excuse nothing: \(unused)")
            print("a11y-check: \(runs.count) renders in \(NumberText.rounded(seconds, decimals: 1)) s")
        }
    }
}
