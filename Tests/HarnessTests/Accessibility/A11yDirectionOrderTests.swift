import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// `orderAgainstDirection`: a row read against the layout direction is reported by path, in a
/// mirrored window (`--locales ar`) and in a left-to-right one; a row in order is not.
@Suite(.serialized) struct A11yDirectionOrderTests {
    static let prefix = "Bottom Right › Planted"

    /// Three steps drawn left to right whatever the direction, listed to a reader first to last:
    /// a control that forgot to mirror its parts' order.
    final class Steps: Control {
        lazy var store = AccessibilityElementStore()
        var mirrorsOrder = false
        override var accessibilityDefaultRole: AccessibilityRole { .group }
        override var accessibilityVirtualChildren: [AccessibilityElement] {
            let order = mirrorsOrder && isLayoutRightToLeft ? [2, 1, 0] : [0, 1, 2]
            return store.elements(for: order) { i, element in
                element.label = "Step \(i + 1)"
                element.frameInOwner = Rect(x: Double(i) * 60, y: 0, width: 56, height: 44)
            } make: {
                AccessibilityElement(owner: self, role: .button, label: nil, frameInOwner: .zero)
            }
        }
    }

    static func arabic() -> SceneContext {
        let context = SceneContext()
        context.locale = Locale(identifier: "ar")
        return context
    }

    @Test func aRowReadLeftToRightInAMirroredWindowIsReported() throws {
        try withSDL {
            let steps = Steps(frame: Rect(x: 20, y: 20, width: 180, height: 44))
            steps.accessibilityLabel = "Steps"
            let problems = try A11yPlanting.audit([steps], context: Self.arabic()).filter {
                $0.kind == .orderAgainstDirection && $0.path.hasPrefix(Self.prefix)
            }
            #expect(
                problems.map(\.path) == ["\(Self.prefix) › Steps › Step 2", "\(Self.prefix) › Steps › Step 3"],
                "\(problems)")
            #expect(problems.first?.detail.contains("left to right in a right-to-left row") == true)
            // Left to right the same order is right.
            let ltr = try A11yPlanting.audit([Steps(frame: Rect(x: 20, y: 20, width: 180, height: 44))]).filter {
                $0.kind == .orderAgainstDirection
            }
            #expect(ltr.isEmpty, "\(ltr)")
        }
    }

    @Test func aRowThatMirrorsItsOrderPasses() throws {
        try withSDL {
            let steps = Steps(frame: Rect(x: 20, y: 20, width: 180, height: 44))
            steps.mirrorsOrder = true
            let problems = try A11yPlanting.audit([steps], context: Self.arabic()).filter {
                $0.kind == .orderAgainstDirection
            }
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    /// The geometry: one row when they overlap by half the shorter height; against the
    /// direction when the second lies wholly before the first.
    @Test func aStepRunsAgainstOnlyInsideARow() {
        let a = Rect(x: 100, y: 0, width: 50, height: 40), left = Rect(x: 10, y: 10, width: 50, height: 40)
        #expect(A11yAudit.runsAgainst(from: a, to: left, in: .leftToRight))
        #expect(!A11yAudit.runsAgainst(from: a, to: left, in: .rightToLeft))
        #expect(A11yAudit.runsAgainst(from: left, to: a, in: .rightToLeft))
        let nextRow = Rect(x: 10, y: 30, width: 50, height: 40)
        #expect(!A11yAudit.runsAgainst(from: a, to: nextRow, in: .leftToRight))
    }

    /// `a11y-check` asked for ar renders every scene right to left, and every scene passes —
    /// the new kinds and the D-pad's reach included — with the repository's exceptions.
    @Test func everyScenePassesUnderArabic() throws {
        try withSDL {
            var check = A11yCheck(scenes: SceneCatalog.names, sizes: [Size(width: 800, height: 600)])
            check.locales = []
            check.realLocales = [L10nCheckLocale(tag: "ar")]
            check.exceptions = try A11yExceptions.load(path: A11ySceneTests.exceptionsFile)
            let runs = try check.run()
            #expect(runs.count == SceneCatalog.names.count && runs.allSatisfy { $0.localeName == "ar" })
            let found = runs.flatMap { run in run.problems.map { "\(run.place) \($0)" } }
            #expect(found.isEmpty, "\(found)")
            // The render is mirrored: the host lays it out right to left.
            let render = try SceneCheckLoop(frames: 2, fps: 60).render(
                scene: "basic", size: Size(width: 800, height: 600),
                context: CheckLocales.context(pseudo: nil, real: L10nCheckLocale(tag: "ar"), layoutDirection: nil))
            #expect(render.renderer.host.layoutDirection == .rightToLeft)
        }
    }
}
