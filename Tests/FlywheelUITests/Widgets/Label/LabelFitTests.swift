import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// How a label fits its text (the estimating measurer: 0.6 em per character, lines 1.2 em):
/// one line, then wrapped lines, then a smaller size, then cut with "…".
@Suite struct LabelFitTests {
    let measure = EstimatingTextMeasurer()

    private func fit(
        _ text: String, width: Double, height: Double, lines: Int = 1, scale: Double = 1, size: Double = 10
    ) -> LabelFit {
        LabelFit.make(
            LabelFit.Key(
                text: text, font: .system(size: size), size: Size(width: width, height: height), numberOfLines: lines,
                minimumScaleFactor: scale),
            measure: measure)
    }

    @Test func textThatFitsStaysOnOneLineAtItsSize() {
        let f = fit("Hello", width: 100, height: 12, lines: 2, scale: 0.5)
        #expect(f.lines == ["Hello"] && f.font.size == 10)
    }

    @Test func aLongerTextWrapsWhenTheHeightHoldsTwoLines() {
        // "Open Control Background" is 23 characters (138 pt); each word fits in 80 pt.
        let f = fit("Open Control Background", width: 80, height: 24, lines: 2)
        #expect(f.lines == ["Open Control", "Background"] && f.font.size == 10)
        // One line of height: it cannot wrap, so it is cut.
        let cut = fit("Open Control Background", width: 80, height: 12, lines: 2)
        #expect(cut.lines.count == 1 && cut.lines[0].hasSuffix("…"))
    }

    @Test func itShrinksBeforeItCuts() {
        // 12 characters: 72 pt at 10 pt, 57.6 at 8 pt.
        let f = fit("Preset value", width: 60, height: 12, scale: 0.8)
        #expect(f.lines == ["Preset value"] && f.font.size == 8)
        let cut = fit("Preset value", width: 60, height: 12, scale: 0.9)
        #expect(cut.lines[0].hasSuffix("…") && cut.font.size == 9)
    }

    @Test func theLastLineAllowedIsCutAndTheCheckHearsOfIt() {
        let check = CheckingMeasurer()
        let f = LabelFit.make(
            LabelFit.Key(
                text: "one two three four five six", font: .system(size: 10), size: Size(width: 60, height: 24),
                numberOfLines: 2, minimumScaleFactor: 1),
            measure: check)
        #expect(f.lines.count == 2 && f.lines[0] == "one two" && f.lines[1].hasSuffix("…"))
        #expect(check.textCheck?.problems.isEmpty == true)  // noted, reported when drawn
    }

    @Test func aLabelDrawsItsWrappedLinesCentredInItsBox() {
        let t = TestHost()
        let label = Label(text: "Open Control Background", font: .system(size: 10))
        label.frame = Rect(x: 0, y: 0, width: 80, height: 30)
        label.numberOfLines = 2
        t.host.rootView.addSubview(label)
        let canvas = RecordingCanvas()
        t.host.render(in: canvas)
        let texts = canvas.commands.filter { $0.kind == .text }
        #expect(texts.map(\.text) == ["Open Control", "Background"])
        #expect(abs(texts[0].bounds.minY - 3) < 0.01 && abs(texts[1].bounds.minY - 15) < 0.01)
    }

    /// The estimating measurer with a text check, as a canvas with one would be.
    final class CheckingMeasurer: TextMeasuring {
        let inner = EstimatingTextMeasurer()
        let check = TextCheck()
        func measureText(_ text: String, font: Font) -> Size { inner.measureText(text, font: font) }
        var textCheck: TextCheck? { check }
    }
}
