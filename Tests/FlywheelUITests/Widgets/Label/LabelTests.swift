import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// What a user of a label sees, drawn through a host (the estimating measurer: 0.6 em per
/// character, lines 1.2 em): text that fits on one line as written; longer text wrapped onto
/// at most `numberOfLines`, else shrunk down to `minimumScaleFactor`, else cut with "…"; a new
/// text or size fitted afresh; natural alignment following the text's direction; and taps
/// passing through the label to what lies under it.
@Suite struct LabelTests {
    /// A host with `label` at (0, 0).
    private func draw(_ label: Label, measurer: TextMeasuring = EstimatingTextMeasurer()) -> [RecordingCanvas.Command] {
        let t = TestHost()
        t.host.rootView.addSubview(label)
        let canvas = RecordingCanvas(measurer: measurer)
        t.host.render(in: canvas)
        return canvas.commands.filter { $0.kind == .text }
    }

    private func label(
        _ text: String, width: Double, height: Double = 12, lines: Int = 1, scale: Double = 1
    ) -> Label {
        let l = Label(text: text, font: .system(size: 10), frame: Rect(x: 0, y: 0, width: width, height: height))
        l.numberOfLines = lines
        l.minimumScaleFactor = scale
        return l
    }

    @Test func textThatFitsIsDrawnAsWrittenOnOneLine() {
        let texts = draw(label("Hello", width: 100, lines: 3, scale: 0.5))
        #expect(texts.map(\.text) == ["Hello"] && texts[0].bounds.width == 30)
    }

    @Test func oneLineOfTooLongTextIsCutWithAnEllipsisInsideTheBox() throws {
        let text = try #require(draw(label("Open Control Background Color:", width: 80)).first)
        #expect(text.text?.hasSuffix("\u{2026}") == true && text.bounds.maxX <= 80)
    }

    /// `numberOfLines` caps the lines however tall the box: the last allowed line is cut;
    /// 0 takes as many lines as the height holds.
    @Test func itWrapsOntoNumberOfLinesAndCutsTheLast() {
        let text = "one two three four five six"  // 27 characters: 162 pt on one line
        let two = draw(label(text, width: 60, height: 60, lines: 2)).compactMap(\.text)
        #expect(two.count == 2 && two[0] == "one two" && two[1].hasSuffix("\u{2026}"))
        let asTallAsItIs = draw(label(text, width: 60, height: 60, lines: 0)).compactMap(\.text)
        #expect(asTallAsItIs.count > 2 && asTallAsItIs.joined(separator: " ") == text)
        let oneLineOfRoom = draw(label(text, width: 60, height: 12, lines: 0)).compactMap(\.text)
        #expect(oneLineOfRoom.count == 1 && oneLineOfRoom[0].hasSuffix("\u{2026}"))
    }

    /// "Preset value" is 72 pt at 10 pt in a 60-pt box: at a scale factor of 0.8 it is drawn
    /// whole at 8 pt; at 0.9 it is drawn at 9 pt and still cut.
    @Test func itShrinksDownToMinimumScaleFactorBeforeItCuts() throws {
        let shrunk = try #require(draw(label("Preset value", width: 60, scale: 0.8)).first)
        #expect(shrunk.text == "Preset value" && shrunk.bounds.height == 10 && shrunk.bounds.width <= 60)
        let cut = try #require(draw(label("Preset value", width: 60, scale: 0.9)).first)
        #expect(cut.text?.hasSuffix("\u{2026}") == true && cut.bounds.height == 11)
        let unshrinking = try #require(draw(label("Preset value", width: 60)).first)
        #expect(unshrinking.text?.hasSuffix("\u{2026}") == true && unshrinking.bounds.height == 12)
    }

    /// A fit is kept between frames, but a new text, size or line count is fitted again.
    @Test func aNewTextOrSizeIsFittedAgain() {
        let t = TestHost()
        let l = label("Open Control Background", width: 80)
        t.host.rootView.addSubview(l)
        func drawn() -> [String] {
            let canvas = RecordingCanvas()
            t.host.render(in: canvas)
            return canvas.commands.filter { $0.kind == .text }.compactMap(\.text)
        }
        #expect(drawn().first?.hasSuffix("\u{2026}") == true)
        l.frame = Rect(x: 0, y: 0, width: 200, height: 12)
        #expect(drawn() == ["Open Control Background"])
        l.text = "Short"
        #expect(drawn() == ["Short"])
        l.text = "Open Control Background"
        l.frame = Rect(x: 0, y: 0, width: 80, height: 24)
        l.numberOfLines = 2
        #expect(drawn() == ["Open Control", "Background"])
    }

    @Test func leftCentreAndRightAlignmentPlaceTheLine() {
        func minX(_ alignment: TextAlignment) -> Double? {
            let l = label("Hello", width: 100)  // 30 pt of text
            l.alignment = alignment
            return draw(l).first?.bounds.minX
        }
        #expect(minX(.left) == 0 && minX(.center) == 35 && minX(.right) == 70)
        #expect(minX(.natural) == 0)
    }

    /// `.natural` (the default) puts a right-to-left line at the right.
    @Test func naturalAlignmentPutsRightToLeftTextAtTheRight() {
        let hebrew = label("\u{5E9}\u{5DC}\u{5D5}\u{5DD}", width: 100)  // 4 characters: 24 pt
        #expect(hebrew.alignment == .natural)
        let texts = draw(hebrew, measurer: RightToLeftMeasurer())
        #expect(texts.first?.bounds.maxX == 100)
        let t = TestHost()
        t.host.textMeasurer = RightToLeftMeasurer()
        t.host.rootView.addSubview(hebrew)
        #expect(hebrew.resolvedAlignment == .right)
        hebrew.text = "Hello"
        #expect(hebrew.resolvedAlignment == .left)
    }

    /// A label takes no input: a tap on a label over a button presses the button.
    @Test func tapsPassThroughALabel() {
        let t = TestHost()
        let button = Button(title: "Go", frame: Rect(x: 0, y: 0, width: 100, height: 40))
        var presses = 0
        button.addAction(for: .primaryActionTriggered) { _, _ in presses += 1 }
        t.host.rootView.addSubview(button)
        t.host.rootView.addSubview(label("Caption over the button", width: 100, height: 40))
        t.pointer(.down, 50, 20)
        t.pointer(.up, 50, 20)
        #expect(presses == 1)
    }

    /// The estimating measurer, saying "right to left" for text with a Hebrew letter.
    final class RightToLeftMeasurer: TextMeasuring {
        let inner = EstimatingTextMeasurer()
        func measureText(_ text: String, font: Font) -> Size { inner.measureText(text, font: font) }
        func isRightToLeft(_ text: String, font: Font) -> Bool {
            text.unicodeScalars.contains { (0x590...0x5FF).contains($0.value) }
        }
    }
}
