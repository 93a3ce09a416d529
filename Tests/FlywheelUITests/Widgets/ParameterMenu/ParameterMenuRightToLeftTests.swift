import FlywheelCore
import Testing

@testable import FlywheelUI

/// A parameter menu laid out right to left: each row's title on the right and its value on the
/// left, the bar filling from the right, a sideways drag toward the leading side meaning the same
/// as left to right, and Left raising the value.
@Suite struct ParameterMenuRightToLeftTests {
    /// The selected row's title and value as drawn, and the filled bar, in window points.
    static func drawnRow(_ rig: MenuRig) -> (title: Rect, value: Rect, bar: Rect) {
        let canvas = RecordingCanvas()
        rig.host.render(in: canvas)
        let frame = Self.rowFrame(rig)
        let inRow = canvas.commands.filter { frame.contains(Point(x: $0.bounds.midX, y: $0.bounds.midY)) }
        let texts = inRow.filter { $0.kind == RecordingCanvas.Kind.text }
        let title: Rect = texts.first { $0.text == "P4" }?.bounds ?? .zero
        let value: Rect = texts.first { $0.text != "P4" }?.bounds ?? .zero
        // The filled bar: 2 pt tall, drawn after the faint track.
        let bars = inRow.filter { $0.kind == RecordingCanvas.Kind.roundedRect && $0.bounds.height == 2 }
        let bar: Rect = bars.last?.bounds ?? .zero
        return (title, value, bar)
    }

    /// The selected row's frame in window points.
    static func rowFrame(_ rig: MenuRig) -> Rect {
        let row = rig.menu.rowViews[rig.menu.selectedParameterIndex]
        return Rect(origin: row.convert(Point(x: 0, y: 0), to: nil), size: row.bounds.size)
    }

    @Test func titleOnTheRightValueOnTheLeftBarFromTheRight() {
        let rig = MenuRig()
        rig.host.layoutDirection = .rightToLeft
        rig.pointer(.down, 200, 300)
        let rtl = Self.drawnRow(rig)
        let frame = Self.rowFrame(rig)
        #expect(rtl.title.minX > frame.midX && rtl.value.maxX < frame.midX)
        #expect(abs(rtl.title.maxX - (frame.maxX - 4)) < 1)  // right-aligned in its area
        #expect(abs(rtl.bar.maxX - (frame.maxX - 5)) < 1e-6 && abs(rtl.bar.width - 95) < 1e-6)  // 0.5 of 190
        rig.pointer(.up, 200, 300)
        rig.host.layoutDirection = .leftToRight
        rig.pointer(.down, 200, 300)
        let ltr = Self.drawnRow(rig)
        #expect(abs(ltr.title.minX - (frame.minX + 4)) < 1 && ltr.value.minX > frame.midX)
        #expect(abs(ltr.bar.minX - (frame.minX + 5)) < 1e-6)
    }

    @Test func aSidewaysDragTowardTheLeadingSideMeansTheSame() {
        var values: [Double] = []
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let rig = MenuRig()
            rig.host.layoutDirection = direction
            rig.pointer(.down, 200, 300)
            // 25 pt toward the trailing side: +0.1 on a continuous parameter.
            rig.pointer(.move, direction == .rightToLeft ? 175 : 225, 300)
            values.append(rig.values[4])
        }
        #expect(abs(values[0] - 0.6) < 1e-9)
        #expect(values[1] == values[0])
    }

    @Test func leftRaisesTheValueRightToLeft() {
        let rig = MenuRig()
        rig.host.layoutDirection = .rightToLeft
        rig.host.setFocus(rig.menu.inputView)
        rig.key(.enter)
        let before = rig.values[4]
        rig.key(.left)
        #expect(rig.values[4] > before)
        rig.key(.right)
        rig.key(.right)
        #expect(rig.values[4] < before)
    }
}
