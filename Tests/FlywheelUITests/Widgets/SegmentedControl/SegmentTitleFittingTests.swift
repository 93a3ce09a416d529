import FlywheelCore
import Testing

@testable import FlywheelUI

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
