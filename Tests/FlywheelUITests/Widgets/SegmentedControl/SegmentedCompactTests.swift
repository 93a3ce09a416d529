import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// A segmented control too narrow for its titles even at its smallest size shows only the
/// selected one between "‹" and "›"; taps on them step, a tap on the title goes to the next,
/// round to the first; keys and `setValueFromUser` work as before.
@Suite struct SegmentedCompactTests {
    static let colours = ["Clear", "White", "Black", "Gray", "Yellow", "Purple", "Cyan"]

    private func make(width: Double) -> (TestHost, SegmentedControl, RecordingCanvas) {
        let t = TestHost()
        let c = SegmentedControl(titles: Self.colours, selectedIndex: 4)
        c.frame = Rect(x: 0, y: 0, width: width, height: 28)
        t.host.rootView.addSubview(c)
        let canvas = RecordingCanvas()
        t.host.render(in: canvas)
        return (t, c, canvas)
    }

    @Test func wideEnoughItDrawsEverySegment() {
        let (_, c, canvas) = make(width: 600)
        #expect(!c.isCompact)
        #expect(canvas.commands.filter { $0.kind == .text }.map(\.text) == Self.colours)
    }

    @Test func tooNarrowItShowsTheSelectedTitleBetweenArrows() throws {
        let (_, c, canvas) = make(width: 140)
        #expect(c.isCompact)
        let texts = canvas.commands.filter { $0.kind == .text }.compactMap(\.text)
        #expect(texts == ["\u{2039}", "\u{203A}", "Yellow"])
        #expect(c.segment(at: Point(x: 70, y: 14)) == 4 && c.segment(at: Point(x: 5, y: 14)) == nil)
    }

    @Test func tapsStepAndTheTitleGoesRound() {
        let (t, c, _) = make(width: 140)
        var changes = 0
        c.addAction(for: .valueChanged) { _, _ in changes += 1 }
        t.tap(130, 14)  // ›
        #expect(c.selectedIndex == 5)
        t.tap(8, 14)  // ‹
        t.tap(8, 14)
        #expect(c.selectedIndex == 3)
        c.setEnabled(false, forSegment: 4)
        t.tap(130, 14)  // skips the disabled segment
        #expect(c.selectedIndex == 5)
        t.tap(70, 14)
        t.tap(70, 14)  // the title: on to the next, then round to the first
        #expect(c.selectedIndex == 0 && changes == 6)
        t.tap(8, 14)  // ‹ at the first: stays
        #expect(c.selectedIndex == 0 && changes == 6)
    }
}

extension TestHost {
    /// A pointer down and up at one place.
    fileprivate func tap(_ x: Double, _ y: Double) {
        pointer(.down, x, y)
        pointer(.up, x, y)
    }
}
