import FlywheelCore
import Foundation
import Testing

@testable import FlywheelUI

/// PickerWheel: cylinder geometry, row layout, drawing, programmatic selection, empty rows.
/// (Touch, keys, wheel, events and frame-rate independence: PickerWheelInputTests.)
@Suite struct PickerWheelTests {
    /// The rig's cylinder: radius 1.07 · 216/2, one 40-pt row of arc per row.
    static let radius = 1.07 * 216 / 2
    static let delta = 40 / radius

    // MARK: Geometry

    @Test func rowHeightDefaultsToFortyOrTheHeight() {
        let picker = PickerWheel(rows: [PickerRow(title: "a")], frame: Rect(x: 0, y: 0, width: 200, height: 216))
        #expect(picker.rowHeight == 40)
        picker.frame = Rect(x: 0, y: 0, width: 200, height: 30)
        #expect(picker.rowHeight == 30)
        picker.rowHeight = 50
        #expect(picker.rowHeight == 50 && picker.explicitRowHeight == 50)
        picker.explicitRowHeight = nil
        #expect(picker.rowHeight == 30)
        #expect(picker.iconSide == 14)
    }

    @Test func centreRowSitsOnTheCentreLineUnsquashedAndOpaque() throws {
        let rig = PickerRig(rowCount: 20, selected: 10)
        let p = try #require(rig.picker.placement(ofRow: 10))
        #expect(p.centerY == 108 && p.verticalScale == 1 && p.opacity == 1 && p.angle == 0)
        #expect(rig.picker.centeredIndex == 10)
        #expect(rig.picker.position == 10)
    }

    @Test func neighboursArePlacedByAngleOnTheCylinder() throws {
        let rig = PickerRig(rowCount: 20, selected: 10)
        for k in [-3, -2, -1, 1, 2, 3] {
            let p = try #require(rig.picker.placement(ofRow: 10 + k))
            let angle = Double(k) * Self.delta
            #expect(abs(p.angle - angle) < 1e-12)
            #expect(abs(p.centerY - (108 + Self.radius * sin(angle))) < 1e-9)
            #expect(abs(p.verticalScale - cos(angle)) < 1e-12)
            // Beyond the centre band: CupertinoPicker's 0.447, shaded by the cylinder.
            #expect(abs(p.opacity - 0.447 * cos(angle)) < 1e-12)
        }
        // Higher indices are below the centre line.
        #expect(try #require(rig.picker.placement(ofRow: 11)).centerY > 108)
    }

    @Test func visibleRangeCoversTheRowsThatReachTheView() {
        let rig = PickerRig(rowCount: 20, selected: 10)
        // Rows whose band reaches the view: |θ| < asin(108/R) + δ/2, i.e. within 3.98 rows.
        #expect(rig.picker.visibleRowRange == 7..<14)
        #expect(rig.picker.visibleRowRange(at: 0) == 0..<4)
        #expect(rig.picker.visibleRowRange(at: 19) == 16..<20)
        #expect(rig.picker.visibleRowRange(at: 10.5) == 7..<15)
        #expect(rig.picker.visibleRowRange(at: -10) == 0..<0)
        #expect(rig.picker.placement(ofRow: 6) == nil)
        #expect(rig.picker.placement(ofRow: 14) == nil)
        // Every visible row's band overlaps the view; the next ones out do not.
        for row in 7..<14 {
            let band = rig.picker.band(ofRow: row, at: 10)
            #expect(band.bottom > 0 && band.top < 216)
        }
        #expect(rig.picker.band(ofRow: 6, at: 10).bottom <= 0)
        #expect(rig.picker.band(ofRow: 14, at: 10).top >= 216)
    }

    @Test func rowAtYInvertsThePlacement() throws {
        let rig = PickerRig(rowCount: 20, selected: 10)
        for row in rig.picker.visibleRowRange {
            let p = try #require(rig.picker.placement(ofRow: row))
            #expect(rig.picker.row(atY: p.centerY) == row)
        }
        #expect(rig.picker.row(atY: 108 + 19.9) == 10)
        #expect(rig.picker.row(atY: 108 + 20.5) == 11)
        let top = PickerRig(rowCount: 20, selected: 0)
        #expect(top.picker.row(atY: 20) == nil)  // above row 0: the empty end of the drum
    }

    @Test func iconAndTitleAreCentredAsAPairOnTheMeasuredTitle() {
        let rig = PickerRig(rowCount: 3, icons: true)
        let measurer = EstimatingTextMeasurer()
        // "Row 1" in bold 20 measures 5 · 12 = 60 pt wide: icon 24 + gap 8 + 60 = 92, centred in 300.
        let layout = rig.picker.contentLayout(ofRow: 1, measurer: measurer)
        #expect(layout.icon == Rect(x: 104, y: -12, width: 24, height: 24))
        #expect(layout.titleOrigin == Point(x: 136, y: -12))
        // Without a title the icon alone is centred; without an icon the title alone.
        rig.picker.rows = [PickerRow(icon: Image.placeholder(named: "x")), PickerRow(title: "Row 1")]
        #expect(
            rig.picker.contentLayout(ofRow: 0, measurer: measurer).icon == Rect(x: 138, y: -12, width: 24, height: 24))
        #expect(rig.picker.contentLayout(ofRow: 1, measurer: measurer).titleOrigin == Point(x: 120, y: -12))
    }

    // MARK: Drawing

    @Test func drawsEachVisibleRowOnceWithTheCentreBand() {
        let rig = PickerRig(rowCount: 20, selected: 10, icons: true)
        let canvas = rig.render()
        #expect(canvas.texts == (7..<14).map { "Row \($0)" })
        #expect(canvas.commands.filter { $0.kind == .image }.count == 7)
        #expect(canvas.commands.filter { $0.kind == .strokeEllipse }.count == 7)  // icon frames
        let lines = canvas.commands.filter { $0.kind == .line }
        #expect(lines.map(\.bounds.minY) == [128.5, 168.5])  // window y of the band's hairlines
        // The centre row is drawn full size at the centre line, in the tint.
        let centre = canvas.commands.first { $0.text == "Row 10" }!
        #expect(abs(centre.bounds.midY - 148) < 1e-9 && centre.bounds.height == 24)
        #expect(centre.color == Color.systemBlue)
        // A row further out is squashed.
        let outer = canvas.commands.first { $0.text == "Row 12" }!
        #expect(abs(outer.bounds.height - 24 * cos(2 * Self.delta)) < 1e-9)
    }

    @Test func tenThousandRowsDrawOnlyTheVisibleOnes() {
        let small = PickerRig(rowCount: 10, selected: 5, icons: true)
        let large = PickerRig(rowCount: 10_000, selected: 5_000, icons: true)
        let a = small.render(), b = large.render()
        for kind: RecordingCanvas.Kind in [.text, .image, .polygon, .rect, .strokeEllipse, .line] {
            #expect(a.commands.filter { $0.kind == kind }.count == b.commands.filter { $0.kind == kind }.count)
        }
        #expect(a.commands.count == b.commands.count)
        #expect(b.texts.count == 7)
        // Mid-motion too: half-way between rows, one more row shows, whatever the count.
        large.picker.setSelectedIndex(7_500, animated: true)
        large.run(until: 0.05)
        #expect(large.render().texts.count == large.picker.visibleRowRange.count)
        #expect(large.picker.visibleRowRange.count <= 8)
    }

    @Test func titlesAreMeasuredOnceNotEveryFrame() {
        let rig = PickerRig(rowCount: 1_000, selected: 500)
        let measurer = CountingMeasurer()
        let canvas = RecordingCanvas(measurer: measurer)
        rig.host.render(in: canvas)
        // The line height and the 7 visible titles, plus the recording canvas' own measuring of
        // each string it logs (7).
        #expect(measurer.count == 1 + 7 + 7)
        for _ in 0..<3 {
            measurer.count = 0
            canvas.reset()
            rig.host.render(in: canvas)
            #expect(measurer.count == 7)  // only the recording canvas' logging
        }
        // Another measurer is asked directly and leaves the canvas' cache alone.
        _ = rig.picker.contentLayout(ofRow: 500, measurer: EstimatingTextMeasurer())
        measurer.count = 0
        rig.host.render(in: canvas)
        #expect(measurer.count == 7)
        // A new font (or new rows) is measured again.
        rig.picker.displayFont = .system(size: 17)
        measurer.count = 0
        rig.host.render(in: canvas)
        #expect(measurer.count == 1 + 7 + 7)
    }

    @Test func disabledRowsAreDrawnAtHalfOpacity() throws {
        let rig = PickerRig(rowCount: 10, selected: 2, disabled: [3])
        let p1 = try #require(rig.picker.placement(ofRow: 1))
        let p3 = try #require(rig.picker.placement(ofRow: 3))
        #expect(abs(p3.opacity - 0.5 * p1.opacity) < 1e-12)
        let canvas = rig.render()
        let row1 = try #require(canvas.commands.first { $0.text == "Row 1" }?.color)
        let row3 = try #require(canvas.commands.first { $0.text == "Row 3" }?.color)
        #expect(abs(row3.alpha - 0.5 * row1.alpha) < 1e-9)
    }

    @Test func hudModeDrawsNoRowBackgroundsOrFrames() {
        let rig = PickerRig(rowCount: 20, selected: 10, icons: true)
        rig.picker.rowBackgroundColor = Color(red: 1, green: 1, blue: 0.588)
        let framed = rig.render()
        // One rectangle behind all the visible rows, from row 7's top to row 13's bottom.
        let backgrounds = framed.commands.filter { $0.kind == .rect }
        #expect(backgrounds.count == 1)
        let top = 40 + rig.picker.band(ofRow: 7, at: 10).top, bottom = 40 + rig.picker.band(ofRow: 13, at: 10).bottom
        #expect(abs(backgrounds[0].bounds.minY - top) < 1e-9 && abs(backgrounds[0].bounds.maxY - bottom) < 1e-9)
        rig.picker.isHUDMode = true
        let hud = rig.render()
        #expect(hud.commands.filter { $0.kind == .rect }.isEmpty)
        #expect(hud.commands.filter { $0.kind == .strokeEllipse }.isEmpty)
        #expect(hud.commands.filter { $0.kind == .image }.count == 7)
    }

    @Test func textIsBlackWhenTheTintIsClear() {
        let picker = PickerWheel(rows: [PickerRow(title: "a")])
        picker.tintColor = .clear
        #expect(picker.textColor == .black)
        picker.tintColor = .red
        #expect(picker.textColor == .red)
        picker.textColor = .green
        #expect(picker.textColor == .green)
    }

    // MARK: Selection from code

    @Test func programmaticSelectionIsClampedAndSendsNothing() {
        let rig = PickerRig(rowCount: 10, selected: 42)
        #expect(rig.picker.selectedIndex == 9)
        rig.picker.selectedIndex = -3
        #expect(rig.picker.selectedIndex == 0 && rig.picker.position == 0)
        rig.picker.selectedIndex = 4
        #expect(rig.picker.position == 4)
        rig.run(until: 1)
        #expect(rig.events.isEmpty && rig.crossings.isEmpty)
    }

    @Test func animatedSelectionTurnsThereCallingDetentsButSendsNoEvent() {
        let rig = PickerRig(rowCount: 10)
        rig.picker.setSelectedIndex(5, animated: true)
        #expect(rig.picker.selectedIndex == 5)  // committed at once, as UIKit does
        #expect(rig.picker.landingIndex == 5)
        rig.run(until: 0.05)
        #expect(rig.picker.position > 0 && rig.picker.position < 5)
        rig.run(until: 2)
        #expect(rig.picker.position == 5 && !rig.picker.isMoving)
        #expect(rig.crossings == [1, 2, 3, 4, 5])
        #expect(rig.valueChangedCount == 0)
        #expect(!rig.host.isAnimating)
    }

    @Test func aDisabledRowIsReplacedByTheNearestEnabledOne() {
        let rig = PickerRig(rowCount: 10, disabled: [4, 5])
        rig.picker.selectedIndex = 5
        #expect(rig.picker.selectedIndex == 6)
        rig.picker.selectedIndex = 4
        #expect(rig.picker.selectedIndex == 3)
    }

    @Test func replacingRowsKeepsTheSelectionClamped() {
        let rig = PickerRig(rowCount: 20, selected: 15)
        rig.picker.rows = (0..<5).map { PickerRow(title: "\($0)") }
        #expect(rig.picker.selectedIndex == 4 && rig.picker.position == 4)
        #expect(rig.events.isEmpty)
    }

    // MARK: Empty

    @Test func emptyRowsDrawNothingAndIgnoreInput() {
        let rig = PickerRig(rowCount: 0)
        rig.host.setFocus(rig.picker)
        #expect(rig.picker.selectedIndex == 0 && rig.picker.centeredIndex == nil)
        #expect(rig.picker.visibleRowRange.isEmpty)
        let canvas = rig.render()
        #expect(canvas.commands.allSatisfy { $0.kind == .pushClip })
        rig.drag(from: 148, to: 60, at: 0.1, duration: 0.05)
        rig.tap(y: 190, at: 0.5)
        rig.key(.down, at: 0.7)
        rig.wheel(-1, at: 0.8)
        rig.picker.setSelectedIndex(3, animated: true)
        rig.run(until: 2)
        #expect(rig.picker.selectedIndex == 0)
        #expect(!rig.events.contains("valueChanged") && !rig.events.contains("touchDown"))
        #expect(rig.crossings.isEmpty)
    }
}
