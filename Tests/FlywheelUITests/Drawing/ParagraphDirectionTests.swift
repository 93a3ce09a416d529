import FlywheelCore
import Testing

@testable import FlywheelUI

/// A wrapped paragraph keeps one base direction on every line (UAX #9's P2/P3 on the whole
/// paragraph): each line starts with the paragraph's direction mark, so a line of a
/// left-to-right paragraph that begins with Hebrew is still laid out left to right.
struct ParagraphDirectionTests {
    /// Widths as the estimating measurer gives them; a paragraph is right to left when its first
    /// strong letter is Hebrew or Arabic (marks count as strong, as in the text path).
    final class Measurer: TextMeasuring {
        let estimate = EstimatingTextMeasurer()
        func measureText(_ text: String, font: Font) -> Size {
            let shown = String(
                String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{200E}" && $0 != "\u{200F}" }))
            return estimate.measureText(shown, font: font)
        }
        func isRightToLeft(_ text: String, font: Font) -> Bool {
            for s in text.unicodeScalars {
                if s == "\u{200F}" || (0x590...0x8FF).contains(s.value) { return true }
                if s == "\u{200E}" || s.properties.isAlphabetic { return false }
            }
            return false
        }
    }

    let font = Font.system(size: 10)

    @Test func everyLineOfALeftToRightParagraphIsMarkedLeftToRight() {
        let m = Measurer()
        let text = "Country: 日本, 中国, 한국, مصر, ישראל, भारत, ไทย, Россия, Ελλάδα or Brasil"
        let lines = m.wrappedLines(text, font: font, width: 120)
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { $0.unicodeScalars.first == "\u{200E}" })
        #expect(lines.allSatisfy { !m.isRightToLeft($0, font: font) })
        #expect(lines.contains { $0.dropFirst().hasPrefix("ישראל") || $0.dropFirst().hasPrefix("مصر") })
        // The words are the text's, in order.
        let joined = lines.map { String($0.dropFirst()) }.joined(separator: " ")
        #expect(joined == text)
    }

    @Test func everyLineOfARightToLeftParagraphIsMarkedRightToLeft() {
        let m = Measurer()
        let lines = m.wrappedLines("שלום Level 3 עולם Score 120 נקודות Prize", font: font, width: 60)
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { $0.unicodeScalars.first == "\u{200F}" && m.isRightToLeft($0, font: font) })
    }

    @Test func leftToRightTextAndSingleLinesAreLeftAsTheyAre() {
        let m = Measurer()
        let lines = m.wrappedLines("Open Control Background Color:", font: .system(size: 13), width: 120)
        #expect(lines.count > 1 && lines.allSatisfy { !$0.hasPrefix("\u{200E}") })
        #expect(m.wrappedLines("ישראל", font: font, width: 500) == ["ישראל"])
    }

    /// A label's wrapped lines carry the mark too, the cut last line included.
    @Test func aWrappedLabelMarksEveryLine() {
        let m = Measurer()
        let key = LabelFit.Key(
            text: "Prize: ישראל, भारत, ไทย, Россия, Ελλάδα, Brasil, España, Italia", font: font,
            size: Size(width: 80, height: 24), numberOfLines: 2, minimumScaleFactor: 1)
        let fit = LabelFit.make(key, measure: m)
        #expect(fit.lines.count == 2)
        #expect(fit.lines.allSatisfy { $0.unicodeScalars.first == "\u{200E}" }, "\(fit.lines)")
    }
}
