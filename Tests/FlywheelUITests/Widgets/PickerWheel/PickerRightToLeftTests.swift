import FlywheelCore
import Testing

@testable import FlywheelUI

/// Picker rows laid out right to left: the icon on the right of the title (the leading side),
/// the icon itself not mirrored; a drag still moves the rows the same way.
@Suite struct PickerRightToLeftTests {
    @Test func theIconSitsOnTheLeadingSide() throws {
        let rig = PickerRig(rowCount: 5, icons: true)
        let m = EstimatingTextMeasurer()
        let ltr = rig.picker.contentLayout(ofRow: 0, measurer: m)
        let ltrIcon = try #require(ltr.icon), ltrTitle = try #require(ltr.titleOrigin)
        #expect(ltrIcon.maxX < ltrTitle.x)
        rig.host.layoutDirection = .rightToLeft
        let rtl = rig.picker.contentLayout(ofRow: 0, measurer: m)
        let rtlIcon = try #require(rtl.icon), rtlTitle = try #require(rtl.titleOrigin)
        let width = m.measureText("Row 0", font: rig.picker.displayFont).width
        #expect(rtlTitle.x + width + PickerWheel.iconTitleGap == rtlIcon.minX)
        // The pair is mirrored about the picker's middle: the same room either side.
        let mid = rig.picker.bounds.midX
        #expect(abs((rtlIcon.maxX - mid) - (mid - ltrIcon.minX)) < 1e-9)
        // Drawn so: the image is to the right of the title, and not flipped (no rotation).
        let canvas = RecordingCanvas()
        rig.host.render(in: canvas)
        let image = try #require(canvas.commands.first { $0.kind == .image })
        let title = try #require(canvas.commands.first { $0.text == "Row 0" })
        #expect(image.bounds.minX > title.bounds.maxX && image.rotation == 0)
    }

    @Test func aDragUpStillPicksTheNextRow() {
        let rig = PickerRig(rowCount: 10)
        rig.host.layoutDirection = .rightToLeft
        rig.pointer(.down, y: rig.centreY, at: 0.1)
        for k in 1...8 { rig.pointer(.move, y: rig.centreY - 5 * Double(k), at: 0.1 + 0.05 * Double(k)) }
        rig.pointer(.up, y: rig.centreY - 40, at: 1.0)
        rig.run(until: 3)
        #expect(rig.picker.selectedIndex == 1)
    }
}
