import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// `otherDigits`: under a player locale, a number drawn in another digit system than the
/// locale's is reported by view path; key names keep their digits; without a locale nothing is
/// checked.
@Suite(.serialized) struct DigitSystemCheckTests {
    static let prefix = "Bottom Right › Planted"

    static func context(_ tag: String?) -> SceneContext {
        let context = SceneContext()
        context.locale = tag.map { Locale(identifier: $0) }
        return context
    }

    static func label(_ name: String, _ text: String, y: Double) -> Label {
        let label = Label(text: text, frame: Rect(x: 20, y: y, width: 300, height: 30))
        label.accessibilityLabel = name
        return label
    }

    static func planted() -> [View] {
        [
            label("Score", "Score: 42", y: 20), label("Local", "Score: ٤٢", y: 60),
            label("Help", "F1: help, F12: screenshot", y: 100), label("Persian", "Score: ۴۲", y: 140),
        ]
    }

    @Test func aNumberInAnotherDigitSystemIsReportedByPath() throws {
        try withSDL {
            let egypt = try A11yPlanting.audit(Self.planted(), context: Self.context("ar-EG")).filter {
                $0.kind == .otherDigits && $0.path.hasPrefix(Self.prefix)
            }
            #expect(egypt.map(\.path) == ["\(Self.prefix) › Score", "\(Self.prefix) › Persian"], "\(egypt)")
            #expect(egypt.first?.text == "Score: 42")
            #expect(egypt.first?.detail == "digits 0–9 where the locale writes ٠–٩")
            let persian = try A11yPlanting.audit(Self.planted(), context: Self.context("fa")).filter {
                $0.kind == .otherDigits && $0.path.hasPrefix(Self.prefix)
            }
            #expect(persian.map(\.path) == ["\(Self.prefix) › Score", "\(Self.prefix) › Local"], "\(persian)")
            let german = try A11yPlanting.audit(Self.planted(), context: Self.context("de")).filter {
                $0.kind == .otherDigits && $0.path.hasPrefix(Self.prefix)
            }
            #expect(german.map(\.path) == ["\(Self.prefix) › Local", "\(Self.prefix) › Persian"], "\(german)")
            let none = try A11yPlanting.audit(Self.planted()).filter { $0.kind == .otherDigits }
            #expect(none.isEmpty, "\(none)")
        }
    }

    @Test func keyNamesAreNotNumbers() {
        #expect(A11yAudit.otherDigitZeros(in: "Rows: 3", zero: 0x660) == [0x30])
        #expect(A11yAudit.otherDigitZeros(in: "Basic — F1: help", zero: 0x660).isEmpty)
        #expect(A11yAudit.otherDigitZeros(in: "Rows: ٣ of 3 (۳)", zero: 0x660) == [0x30, 0x6F0])
        #expect(A11yAudit.zero(of: LocalNumbers(locale: Locale(identifier: "fa"))) == 0x6F0)
        #expect(A11yAudit.zero(of: .plain) == 0x30)
    }

    /// The locales over every scene: a11y-check finds no number in another digit system.
    @Test func everySceneDrawsOneDigitSystemUnderEgyptianArabicAndPersian() throws {
        try withSDL {
            var check = A11yCheck(scenes: SceneCatalog.names, sizes: [Size(width: 800, height: 600)])
            check.locales = []
            check.realLocales = [L10nCheckLocale(tag: "ar-EG"), L10nCheckLocale(tag: "fa")]
            let runs = try check.run()
            #expect(runs.count == SceneCatalog.names.count * 2)
            let found = runs.flatMap { run in
                run.problems.filter { $0.kind == .otherDigits }.map { "\(run.place) \($0)" }
            }
            #expect(found.isEmpty, "\(found)")
        }
    }

    @Test func bothChecksTakeTheLocalesAndTheDirection() throws {
        let a11y = try #require(
            try HarnessCommand.parseAsRoot(["a11y-check", "--locales", "ar-EG,fa", "--layout-direction", "rtl"])
                as? A11yCheckCommand)
        let check = try a11y.parsed()
        #expect(check.locales == [nil] && check.realLocales.map(\.name) == ["ar-EG", "fa"])
        #expect(check.layoutDirection == .rightToLeft)
        #expect(check.localeNames == ["as-written", "ar-EG", "fa"])
        // The root's --locale adds one, as l10n-check's --locales does.
        let one = try #require(try HarnessCommand.parseAsRoot(["a11y-check", "--locale", "ar"]) as? A11yCheckCommand)
        #expect(try one.parsed().realLocales.map(\.name) == ["ar"])
        let l10n = try #require(
            try HarnessCommand.parseAsRoot(["l10n-check", "--locales", "fa", "--layout-direction", "ltr"])
                as? L10nCheckCommand)
        #expect(try l10n.parsed().realLocales.map(\.name) == ["fa"])
        #expect(try l10n.parsed().layoutDirection == .leftToRight)
        CommandLineTest.expectRefused(
            ["a11y-check", "--locales", "klingon"], saying: "--locales: unknown pseudo-locale 'klingon'")
    }
}
