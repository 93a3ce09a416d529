import FlywheelCore
import Testing

@testable import FlywheelUI

/// Segment titles in a narrow control: one size for all (down by at most five points, never
/// under 9 pt); titles
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
            // Too narrow even at the smallest size (never under 9 pt): the compact form, its
            // titles fitted between the arrows. At 70 pt they would need 8 pt.
            #expect(shown.font.size >= SegmentedControl.minimumTitleSize)
            #expect(shown.compact == (width < 80), "\(width)")
            let room = (shown.compact ? control.compactTitleFrame.width : width) - 2 * SegmentedControl.titlePadding
            for (title, text) in zip(Self.titles, shown.titles) {
                #expect(canvas.measureText(text, font: shown.font).width <= room)
                #expect(text == title || text.hasSuffix("\u{2026}"), "\(text) at \(width)")
            }
        }
    }

    /// Basic's Mode row under `--pseudo-locale all` shrank 11-pt titles to 6 pt (about 5 px
    /// tall): now no title is drawn under `minimumTitleSize` (9 pt); what cannot fit at 9 pt takes
    /// the compact form instead, shortened with "…".
    @Test func titlesNeverShrinkBelowTheReadableMinimum() {
        let canvas = RecordingCanvas()
        let control = SegmentedControl(titles: ["[Ƥīƈķḗř ǿƞŀẏ ····]", "[Şƥīƞƞḗř ǿƞŀẏ ····]", "[ƁǿŧħƁǿŧħ ··]"])
        control.font = .system(size: 11)
        var sizes: [Double] = []
        for width in stride(from: 160.0, through: 20, by: -5) {
            control.frame = Rect(x: 0, y: 0, width: 3 * width, height: 28)
            let shown = control.shownTitles(segmentWidth: width, canvas: canvas)
            sizes.append(shown.font.size)
            #expect(shown.font.size >= SegmentedControl.minimumTitleSize, "\(shown.font.size) pt at \(width)")
            let room = (shown.compact ? control.compactTitleFrame.width : width) - 2 * SegmentedControl.titlePadding
            for text in shown.titles { #expect(canvas.measureText(text, font: shown.font).width <= room) }
        }
        // The range covered fitting whole, shrinking and the compact form.
        #expect(sizes.first == 11 && sizes.contains { $0 < 11 } && sizes.last == SegmentedControl.minimumTitleSize)
        // A font already under the minimum is drawn as set, never shrunk further.
        control.font = .system(size: 8)
        control.frame = Rect(x: 0, y: 0, width: 60, height: 28)
        #expect(control.shownTitles(segmentWidth: 20, canvas: canvas).font.size == 8)
    }
}
