import FlywheelCore
import Testing

@testable import FlywheelUI

@Suite struct SliderTests {
    @Test func dragSetsSteppedValuesAndSendsChanges() {
        let t = TestHost()
        let s = Slider(minimum: -7, maximum: 7, value: 0)
        s.step = 1
        s.frame = Rect(x: 0, y: 0, width: 224, height: 32)  // track 12…212: 200 pt for 14 units
        t.host.rootView.addSubview(s)
        t.pointer(.down, 112, 16)
        #expect(s.value == 0 && t.log == ["touchDown"])
        t.pointer(.move, 212, 16)
        #expect(s.value == 7)
        t.pointer(.move, 400, 16)  // past the end: clamped, no new event
        t.pointer(.up, 12, 16)
        #expect(s.value == 7)
        #expect(t.log.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func keysAndBadValues() {
        let t = TestHost()
        let s = Slider(minimum: 0, maximum: 10, value: 5)
        s.step = 2
        t.host.rootView.addSubview(s)
        #expect(s.value == 6)  // 5 snaps to the step grid
        t.host.setFocus(s)
        t.key(.right)
        #expect(s.value == 8)
        t.key(.end)
        #expect(s.value == 10)
        s.value = .nan
        #expect(s.value == 0)
    }
}

@Suite struct SegmentEnablingTests {
    @Test func disabledSegmentsCannotBeChosenByTapOrKey() {
        let t = TestHost()
        let seg = SegmentedControl(titles: ["a", "b", "c"], selectedIndex: 0)
        seg.frame = Rect(x: 0, y: 0, width: 300, height: 30)
        t.host.rootView.addSubview(seg)
        seg.setEnabled(false, forSegment: 1)
        t.pointer(.down, 150, 15)
        t.pointer(.up, 150, 15)
        #expect(seg.selectedIndex == 0)
        t.key(.right)  // skips the disabled segment
        #expect(seg.selectedIndex == 2)
        seg.setEnabled(true, forSegment: 1)
        t.key(.left)
        #expect(seg.selectedIndex == 1)
    }
}

/// Segment titles in a narrow control: one size for all (down by at most five points); titles
/// still too wide put the control in its compact form, where a title too wide for the room
/// between the arrows ends in "…" instead of being cut mid-letter.
@Suite struct SegmentTitleFittingTests {
    static let titles = ["None Disabled", "Some Disabled", "More Disabled", "All Disabled"]

    @Test func narrowSegmentsShrinkThenShortenTheirTitles() {
        let canvas = RecordingCanvas()
        let control = SegmentedControl(titles: Self.titles, selectedIndex: 0)
        let roomy = control.shownTitles(segmentWidth: 200, canvas: canvas)
        #expect(roomy.titles == Self.titles && roomy.font == control.font)
        for width in [100.0, 70, 50, 30] {
            control.frame = Rect(x: 0, y: 0, width: 4 * width, height: 28)
            let shown = control.shownTitles(segmentWidth: width, canvas: canvas)
            #expect(shown.font.size >= control.font.size - SegmentedControl.titleShrinkPoints)
            // Too narrow even at the smallest size: the compact form, its titles fitted between the arrows.
            #expect(shown.compact == (width < 60), "\(width)")
            let room = (shown.compact ? control.compactTitleFrame.width : width) - 2 * SegmentedControl.titlePadding
            for (title, text) in zip(Self.titles, shown.titles) {
                #expect(canvas.measureText(text, font: shown.font).width <= room)
                #expect(text == title || text.hasSuffix("\u{2026}"), "\(text) at \(width)")
            }
        }
    }
}
