import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Segmented controls and tab bars laid out right to left: segment 0 at the right end, taps
/// finding the segment drawn under them, arrow keys going the way they point, and the compact
/// form's arrows swapped (previous at the right, pointing right).
@Suite struct SegmentedRightToLeftTests {
    static let titles = ["One", "Two", "Three", "Four"]

    static func make(_ control: SegmentedControl, width: Double, direction: LayoutDirection) -> TestHost {
        let t = TestHost()
        t.host.layoutDirection = direction
        control.frame = Rect(x: 0, y: 0, width: width, height: 28)
        t.host.rootView.addSubview(control)
        return t
    }

    static func tap(_ t: TestHost, _ x: Double, _ y: Double) {
        t.pointer(.down, x, y)
        t.pointer(.up, x, y)
    }

    @Test func segmentZeroIsAtTheRightEndAndDrawnThere() {
        let c = SegmentedControl(titles: Self.titles)
        let t = Self.make(c, width: 400, direction: .rightToLeft)
        #expect(c.segmentFrame(0) == Rect(x: 300, y: 0, width: 100, height: 28))
        #expect(c.segmentFrame(3) == Rect(x: 0, y: 0, width: 100, height: 28))
        let canvas = RecordingCanvas()
        t.host.render(in: canvas)
        let texts = canvas.commands.filter { $0.kind == .text }
        #expect(texts.map(\.text) == Self.titles)
        // Each title centred in its segment: right to left on the screen.
        let xs = texts.map(\.bounds.midX)
        #expect(xs == xs.sorted(by: >))
        #expect(abs(xs[0] - 350) < 1)
    }

    @Test func aTapSelectsTheSegmentUnderItAndArrowsFollowTheDirection() {
        let c = SegmentedControl(titles: Self.titles)
        let t = Self.make(c, width: 400, direction: .rightToLeft)
        Self.tap(t, 120, 14)
        #expect(c.selectedIndex == 2)
        t.host.setFocus(c)
        t.key(.left)
        #expect(c.selectedIndex == 3)  // the segment to the left: the next one
        t.key(.right)
        t.key(.right)
        #expect(c.selectedIndex == 1)
    }

    @Test func theCompactFormsArrowsSwap() {
        let colours = ["Clear", "White", "Black", "Gray", "Yellow", "Purple", "Cyan"]
        let c = SegmentedControl(titles: colours, selectedIndex: 4)
        let t = Self.make(c, width: 140, direction: .rightToLeft)
        let canvas = RecordingCanvas()
        t.host.render(in: canvas)
        #expect(c.isCompact)
        let arrows = canvas.commands.filter { $0.kind == .text && $0.text != "Yellow" }
        // "Previous" (drawn first) is at the right and points right; "next" at the left, pointing left.
        #expect(arrows.map(\.text) == ["\u{203A}", "\u{2039}"])
        #expect(arrows[0].bounds.midX > 100 && arrows[1].bounds.midX < 40)
        Self.tap(t, 10, 14)  // the left arrow: next
        #expect(c.selectedIndex == 5)
        Self.tap(t, 130, 14)  // the right arrow: previous
        Self.tap(t, 130, 14)
        #expect(c.selectedIndex == 3)
    }

    @Test func aTabBarsFirstTabIsAtTheRightEnd() {
        let bar = TabBar(titles: ["Basic", "Rating", "Swipe"])
        let t = Self.make(bar, width: 300, direction: .rightToLeft)
        #expect(bar.segmentFrame(0).maxX == 300 && bar.segmentFrame(2).minX == 0)
        Self.tap(t, 20, 14)
        #expect(bar.selectedIndex == 2)
        let canvas = RecordingCanvas()
        t.host.render(in: canvas)
        let texts = canvas.commands.filter { $0.kind == .text }
        #expect(texts.map(\.text) == ["Basic", "Rating", "Swipe"])
        #expect(texts.map(\.bounds.midX) == texts.map(\.bounds.midX).sorted(by: >))
    }

    @Test func forcedLeftToRightKeepsTheOrder() {
        let c = SegmentedControl(titles: Self.titles)
        c.layoutDirection = .forceLeftToRight
        _ = Self.make(c, width: 400, direction: .rightToLeft)
        #expect(c.segmentFrame(0).minX == 0)
    }
}
