import FlywheelCore
import FlywheelUI
import Testing

/// The pseudo-locales' transforms, as a layout tester relies on them.
@Suite struct PseudoLocaleTests {
    @Test func accentedKeepsDigitsAndPunctuationAndChangesEveryLatinLetter() {
        let s = PseudoLocale.accented.apply("Row 30: Settings!")
        #expect(s == "Řǿẇ 30: Şḗŧŧīƞɠş!")
        #expect(!s.unicodeScalars.contains { ("A"..."Z").contains($0) || ("a"..."z").contains($0) })
    }

    @Test func longIsAtLeastFortyPercentLongerAndBracketed() {
        for text in ["OK", "Settings", "Associated Text #11 (Oblong)", String(repeating: "word ", count: 40)] {
            let s = PseudoLocale.long.apply(text)
            #expect(s.hasPrefix("[") && s.hasSuffix("]"))
            #expect(Double(s.count) >= Double(text.count) * 1.4, "\(text)")
        }
        #expect(PseudoLocale.long.apply("Settings") == "[Settings ·]")
    }

    @Test func aShortenedStringShowsItsCut() {
        #expect(PseudoLocale.long.apply("Associated…") == "[Associated…")
        #expect(PseudoLocale.all.apply("Ab…") == "\u{200F}\u{202E}[Ȧƀ…\u{202C}\u{200F}")
    }

    @Test func rtlMirrorsBetweenRightToLeftMarks() {
        #expect(PseudoLocale.rtl.apply("Basic") == "\u{200F}\u{202E}Basic\u{202C}\u{200F}")
    }

    @Test func stringsWithoutLettersAreDataAndStayAsTheyAre() {
        for text in ["", "30", "12:30", "0.998", "—", "…", "+23 %"] {
            #expect(PseudoLocale.all.apply(text) == text)
        }
    }

    @Test func namesParseAndPrint() {
        #expect(PseudoLocale(name: "accented") == .accented && PseudoLocale(name: "LONG") == .long)
        #expect(PseudoLocale(name: "rtl") == .rtl && PseudoLocale(name: "all") == .all)
        #expect(PseudoLocale(name: "en-XA") == nil)
        #expect(PseudoLocale.names.map { PseudoLocale(name: $0)!.description } == PseudoLocale.names)
    }
}
