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

    /// The data rule under `rtl`: the line is mirrored, but every number is isolated left to
    /// right, so it reads in its own order ("Row 30" shows "30 woR", never "03 woR").
    @Test func rtlKeepsEveryNumberInItsOwnOrder() {
        let lri = "\u{2066}", pdi = "\u{2069}"
        #expect(PseudoLocale.rtl.apply("Row 30") == "\u{200F}\u{202E}Row \(lri)30\(pdi)\u{202C}\u{200F}")
        #expect(PseudoLocale.rtl.apply("120 fps").contains("\(lri)120\(pdi) fps"))
        // Decimals, times and thousands are one number each; a trailing full stop is not part of one.
        #expect(PseudoLocale.rtl.apply("stop speed 0.25.").contains("\(lri)0.25\(pdi)."))
        #expect(PseudoLocale.rtl.apply("at 12:30, 1,000 rows").contains("\(lri)12:30\(pdi), \(lri)1,000\(pdi) rows"))
        // `all` too, with the accents around the numbers.
        #expect(PseudoLocale.all.apply("Row 30").contains("Řǿẇ \(lri)30\(pdi)"))
        // Without `rtl` numbers need no isolate.
        #expect(PseudoLocale.accented.apply("Row 30") == "Řǿẇ 30")
    }

    /// A span marked as data (`PseudoLocale.data`: a value, a path) is left exactly as written by
    /// every pseudo-locale, so "on" never reads "no" and a path stays a path.
    @Test func dataSpansStayAsWrittenInEveryPseudoLocale() {
        let message = "Show: " + PseudoLocale.data("on")
        #expect(PseudoLocale.accented.apply(message) == "Şħǿẇ: \u{2068}on\u{2069}")
        #expect(PseudoLocale.rtl.apply(message) == "\u{200F}\u{202E}Show: \u{2068}on\u{2069}\u{202C}\u{200F}")
        let path = "Profile file: " + PseudoLocale.data("./flywheel-feel-2.json")
        for locale in [PseudoLocale.accented, .long, .rtl, .all] {
            #expect(locale.apply(path).contains("\u{2068}./flywheel-feel-2.json\u{2069}"), "\(locale)")
        }
        // Only data: nothing to translate.
        #expect(PseudoLocale.all.apply(PseudoLocale.data("/tmp/a b.json")) == PseudoLocale.data("/tmp/a b.json"))
        // An isolate never closed runs to the end of the string.
        #expect(PseudoLocale.accented.apply("Path: \u{2068}/tmp/x") == "Ƥȧŧħ: \u{2068}/tmp/x")
        #expect(PseudoLocale.withoutDataMarks(message) == "Show: on")
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
