import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// One digit system per screen: under Egyptian Arabic and Persian every number a scene draws —
/// titles, counters, page numbers, numeric segment titles, sizes, percentages — is in the
/// locale's digits (`l10n-check --locales ar-EG,fa --inventory` lists none in ASCII digits);
/// only key names such as "F1" keep theirs.
@Suite(.serialized) struct OneDigitSystemTests {
    /// Whether `text` has an ASCII digit that is not part of a key name ("F1", "F12").
    static func hasLatinDigits(_ text: String) -> Bool {
        A11yAudit.otherDigitZeros(in: text, zero: 0).contains(0x30)  // a11y-check's own rule
    }

    @Test func keyNamesAsideNothingIsLeftInLatinDigits() {
        #expect(Self.hasLatinDigits("Rows: 3"))
        #expect(!Self.hasLatinDigits("Basic — F1: help"))
        #expect(!Self.hasLatinDigits("Rows: ٣"))
    }

    @Test func everySceneDrawsItsNumbersInTheLocalesDigits() throws {
        try withSDL {
            var check = L10nCheck(scenes: SceneCatalog.names, sizes: [Size(width: 800, height: 600)], locales: [])
            check.realLocales = [L10nCheckLocale(tag: "ar-EG"), L10nCheckLocale(tag: "fa")]
            check.keepsInventory = true
            let runs = try check.run()
            let entries = runs.flatMap(\.inventory)
            #expect(entries.count > 100)
            let latin = entries.filter { Self.hasLatinDigits($0.text) }
            #expect(latin.isEmpty, "\(latin.map { "\($0.locale) \($0.scene) \($0.path): \($0.text)" })")
            // The numbers are there, in the locale's digits.
            #expect(entries.contains { $0.locale == "ar-EG" && $0.text.contains("٢٠") })
            #expect(entries.contains { $0.locale == "fa" && $0.text.contains("۲۰") })
        }
    }
}
