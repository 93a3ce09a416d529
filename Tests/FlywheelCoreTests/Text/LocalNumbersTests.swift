import Foundation
import Testing

@testable import FlywheelCore

/// Numbers a player reads, through ICU: the strings this machine's Foundation gives for five
/// locales, that they differ as each locale expects, that no locale is `NumberText`'s form
/// exactly, and parsing the locale's form.
@Suite struct LocalNumbersTests {
    static func numbers(_ tag: String) -> LocalNumbers { LocalNumbers(locale: Locale(identifier: tag)) }

    @Test func germanAndFrenchWriteADecimalCommaAndASpacedPercent() {
        for tag in ["de", "fr"] {
            let n = Self.numbers(tag)
            #expect(n.fixed(0.64, decimals: 2) == "0,64", "\(tag)")
            #expect(n.percent(0.64) == "64\u{A0}%", "\(tag): a no-break space before %")
            #expect(n.rounded(-0.998, decimals: 3) == "-0,998", "\(tag)")
        }
        #expect(Self.numbers("de").rounded(1_234_567.5, decimals: 2) == "1.234.567,5")
        #expect(Self.numbers("fr").rounded(1_234_567.5, decimals: 2) == "1\u{202F}234\u{202F}567,5")
        #expect(Self.numbers("de").whole(1_234_567) == "1.234.567")
    }

    @Test func egyptianArabicWritesArabicIndicDigits() {
        let n = Self.numbers("ar-EG")
        #expect(n.fixed(0.64, decimals: 2) == "٠٫٦٤")
        #expect(n.percent(0.64) == "٦٤٪\u{61C}", "the percent sign, then an Arabic letter mark")
        #expect(n.rounded(1_234_567.5, decimals: 2) == "١٬٢٣٤٬٥٦٧٫٥")
        #expect(n.rounded(-0.998, decimals: 3) == "\u{61C}-٠٫٩٩٨")
        #expect(n.whole(12) == "١٢")
    }

    @Test func hindiGroupsInLakhsAndJapaneseAsEnglish() {
        let hi = Self.numbers("hi-IN"), ja = Self.numbers("ja")
        #expect(hi.rounded(1_234_567.5, decimals: 2) == "12,34,567.5")
        #expect(hi.whole(1_234_567) == "12,34,567")
        #expect(hi.fixed(0.64, decimals: 2) == "0.64")
        #expect(hi.percent(0.64) == "64%")
        #expect(ja.rounded(1_234_567.5, decimals: 2) == "1,234,567.5")
        #expect(ja.fixed(0.64, decimals: 2) == "0.64")
        #expect(ja.percent(0.64) == "64%")
        // The same number, five ways: every locale that groups differently differs.
        let written = ["de", "fr", "ar-EG", "hi-IN", "ja"].map { Self.numbers($0).rounded(1_234_567.5, decimals: 2) }
        #expect(Set(written).count == 5)
        #expect(!written.contains(NumberText.rounded(1_234_567.5, decimals: 2)), "each groups; NumberText does not")
    }

    @Test func withoutALocaleEveryMethodIsNumberText() {
        let plain = LocalNumbers.plain
        for v in [0, 0.075, 0.125, -1.2501, 16.7, 1_234_567.5, 0.998, -0.0001, .nan, .infinity] {
            for d in [0, 2, 3] {
                #expect(plain.rounded(v, decimals: d) == NumberText.rounded(v, decimals: d))
                #expect(plain.fixed(v, decimals: d) == NumberText.fixed(v, decimals: d))
            }
        }
        #expect(plain.percent(0.64) == "64%")
        #expect(plain.whole(1_234_567) == "1234567")
        #expect(plain.localizingNumbers(in: "x = 0.998") == "x = 0.998")
    }

    @Test func notFiniteIsWrittenAsNumberTextWritesIt() {
        #expect(Self.numbers("de").fixed(.nan, decimals: 2) == "nan")
        #expect(Self.numbers("ar-EG").rounded(-.infinity, decimals: 2) == "-inf")
    }

    @Test func parsingTakesTheLocalesFormAndThePoint() {
        let de = Self.numbers("de")
        #expect(de.parse("0,5") == 0.5)
        #expect(de.parse(" 0.5 ") == 0.5)
        #expect(de.parse("1.234,5") == 1234.5)
        #expect(de.parse("-3") == -3)
        #expect(de.parse("abc") == nil)
        #expect(de.parse("") == nil)
        #expect(de.parse("inf") == nil)
        #expect(Self.numbers("ar-EG").parse("٠٫٥") == 0.5)
        #expect(LocalNumbers.plain.parse("0,5") == nil, "no locale: the point only")
        #expect(LocalNumbers.plain.parse("0.5") == 0.5)
    }

    /// Foundation's parser reads a number off the front of a text; a typed field must not take
    /// "0,5abc" as 0.5.
    @Test func parsingRefusesTextThatIsMoreThanANumber() {
        let de = Self.numbers("de"), egypt = Self.numbers("ar-EG")
        for garbage in ["0,5,5", "0,5abc", "0,5 5", "1,2.3", "0,,5", ",", "-", ".", "--1", "1.2.3"] {
            #expect(de.parse(garbage) == nil, "\(garbage)")
        }
        #expect(egypt.parse("٠٫٥٫٥") == nil)
        #expect(egypt.parse("٠٫٥x") == nil)
        #expect(de.parse("-0,5") == -0.5)
        #expect(de.parse(",5") == 0.5)
        #expect(egypt.parse("-٠٫٥") == -0.5)
        #expect(egypt.parse("١٬٢٣٤٫٥") == 1234.5, "with the locale's grouping")
    }

    @Test func numbersInsideTextAreWrittenInTheLocaleAndCodesAreLeftAlone() {
        let de = Self.numbers("de"), eg = Self.numbers("ar-EG")
        #expect(de.localizingNumbers(in: "decelerationRate = 0.998, 60 fps") == "decelerationRate = 0,998, 60 fps")
        #expect(
            eg.localizingNumbers(in: "Rotation: +3 items (36.0°)")
                == "Rotation: +\u{2066}٣\u{2069} items (\u{2066}٣٦٫٠\u{2069}°)")
        #expect(de.localizingNumbers(in: "item 1234") == "item 1234", "no grouping inside text")
        #expect(eg.localizingNumbers(in: "F1 x2 a_3 #07 v1.2.3") == "F1 x2 a_3 #07 v1.2.3")
        #expect(de.localizingNumbers(in: "-0.5") == "-0,5")
        #expect(de.localizingNumbers(in: "") == "")
    }

    /// Inside the program's left-to-right text a number in Arabic or Persian digits is a
    /// left-to-right isolate with its sign first, so "Rotation: -5" never reads as "٥-" (a
    /// trailing minus); a percentage is the locale's, the same as `percent` writes alone.
    @Test func aNumberInTextOfAnotherDirectionIsIsolatedSignFirst() {
        let eg = Self.numbers("ar-EG"), fa = Self.numbers("fa"), de = Self.numbers("de")
        let (lri, pdi) = ("\u{2066}", "\u{2069}")
        #expect(eg.localizingNumbers(in: "Rotation: -5") == "Rotation: \(lri)-٥\(pdi)")
        #expect(eg.localizingNumbers(in: "x = -0.51") == "x = \(lri)-٠٫٥١\(pdi)")
        let persian = fa.localizingNumbers(in: "x = -0.51")
        #expect(
            persian.hasPrefix("x = \(lri)") && persian.hasSuffix("۰٫۵۱\(pdi)"), "\(persian.unicodeScalars.map(\.value))"
        )
        #expect(!persian.unicodeScalars.contains { $0.value == 0x200E || $0.value == 0x200F || $0.value == 0x061C })
        // The sign comes first in the isolate: read left to right it is a leading minus.
        let inside = persian.unicodeScalars.dropFirst(5).first.map { Character($0) }
        #expect(inside == "-" || inside == "\u{2212}")
        // Percentages: the locale's own form, as the menu rows write them.
        #expect(eg.localizingNumbers(in: "Cyan: 100%") == "Cyan: " + eg.isolatedInText(eg.percent(1)))
        #expect(de.localizingNumbers(in: "Cyan: 100%") == "Cyan: " + de.percent(1))
        #expect(!eg.localizingNumbers(in: "Cyan: 100%").contains("%"))
        // European digits stay as they are: nothing to isolate.
        #expect(de.localizingNumbers(in: "x = -0.5") == "x = -0,5")
        #expect(eg.isolatedInText("12") == "12")
    }

    /// A code's digits ("#01") are written one for one in the locale's digits, zeros kept.
    @Test func aCodesDigitsAreWrittenInTheLocalesDigits() {
        let eg = Self.numbers("ar-EG"), de = Self.numbers("de")
        #expect(eg.localizingDigits(in: "Text #01 (Oblong)") == "Text #\u{2066}٠١\u{2069} (Oblong)")
        #expect(eg.localizingDigits(in: "F1 x2") == "F1 x2")
        #expect(de.localizingDigits(in: "Text #01") == "Text #01")
        #expect(LocalNumbers.plain.localizingDigits(in: "#01") == "#01")
    }

    /// A frame that redraws the same numbers formats nothing: they come from memory, which stays
    /// bounded.
    @Test func aValueShownAgainComesFromMemory() {
        let de = Self.numbers("de")
        let first = de.fixed(0.5, decimals: 2)
        #expect(de.rememberedCount == 1)
        for _ in 0..<100 { #expect(de.fixed(0.5, decimals: 2) == first) }
        #expect(de.rememberedCount == 1)
        _ = de.rounded(0.5, decimals: 2)  // another style is another entry
        #expect(de.rememberedCount == 2)
        for i in 0..<(LocalNumbers.cacheLimit + 10) { _ = de.fixed(Double(i), decimals: 1) }
        #expect(de.rememberedCount <= LocalNumbers.cacheLimit)
        #expect(de.fixed(0.5, decimals: 2) == first)
        #expect(LocalNumbers.plain.rememberedCount == 0, "no locale: NumberText, nothing kept")
    }
}
