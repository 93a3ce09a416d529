import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// `l10n-check` reports what `a11y-check` does about a locale: a number in another digit system
/// (`otherDigits`) and a row read against the layout direction (`orderAgainstDirection`), by
/// view path, in its table, its JSON and its picture's outlines. Both are planted in a scene.
@Suite(.serialized) struct L10nCheckLocaleKindsTests {
    static let prefix = "Bottom Right › Planted"

    /// A line with ASCII digits and a row of steps listed left to right: wrong under ar-EG.
    /// `fixed`: the same line in the locale's digits and the steps in the mirrored order.
    static func planted(fixed: Bool) -> [View] {
        let score = DigitSystemCheckTests.label("Score", fixed ? "Score: ٤٢" : "Score: 42", y: 100)
        let steps = A11yDirectionOrderTests.Steps(frame: Rect(x: 20, y: 20, width: 180, height: 44))
        steps.accessibilityLabel = "Steps"
        steps.mirrorsOrder = fixed
        return [steps, score]
    }

    static func check(fixed: Bool) throws -> [L10nCheck.Run] {
        var check = L10nCheck(scenes: [A11yPlanting.scene], sizes: [A11yPlanting.size], locales: [])
        check.realLocales = [L10nCheckLocale(tag: "ar-EG")]
        check.renderScene = { _, _, size, context in
            try A11yPlanting.plant(Self.planted(fixed: fixed), size: size, context: context)
        }
        return try check.run()
    }

    @Test func bothKindsAreReportedByPathWithWhatWasFound() throws {
        try withSDL {
            let runs = try Self.check(fixed: false)
            #expect(runs.map(\.localeName) == ["ar-EG"])
            let run = try #require(runs.first)
            let found = run.problems.filter { $0.viewPath.hasPrefix(Self.prefix) }
            #expect(
                found.map { "\($0.kind.rawValue) \($0.viewPath)" } == [
                    "otherDigits \(Self.prefix) › Score",
                    "orderAgainstDirection \(Self.prefix) › Steps › Step 2",
                    "orderAgainstDirection \(Self.prefix) › Steps › Step 3",
                ], "\(found)")
            let digits = try #require(found.first)
            #expect(digits.text == "Score: 42")
            #expect(digits.detail == "digits 0–9 where the locale writes ٠–٩")
            #expect(
                digits.description
                    == "otherDigits: \"Score: 42\" in \(Self.prefix) › Score (digits 0–9 where the locale writes ٠–٩)")
            #expect(found[1].detail?.contains("left to right in a right-to-left row") == true)
            // Each has a box for the picture's outline, where it was drawn.
            #expect(run.boxes.count == run.problems.count)
            let box = try #require(run.problems.firstIndex(of: digits).map { run.boxes[$0] })
            #expect(box.minY >= 100 && box.minY < 150, "\(box)")
            // The reports say the same.
            let md = L10nCheck.markdown(runs)
            #expect(
                md.contains(
                    "| otherDigits | \(Self.prefix) › Score | Score: 42 | Score: 42 | digits 0–9 where the locale writes ٠–٩ |"
                ), "\(md)")
            #expect(md.contains("| orderAgainstDirection | \(Self.prefix) › Steps › Step 2 |"))
            let json = L10nCheck.json(runs).prettyText()
            #expect(
                json.contains("\"kind\" : \"otherDigits\"") || json.contains("\"kind\": \"otherDigits\""), "\(json)")
            #expect(json.contains("where the locale writes ٠–٩"))
        }
    }

    @Test func theLocalesDigitsAndAMirroredRowPass() throws {
        try withSDL {
            let run = try #require(try Self.check(fixed: true).first)
            let found = run.problems.filter { [.otherDigits, .orderAgainstDirection].contains($0.kind) }
            #expect(found.isEmpty, "\(found)")
        }
    }
}
