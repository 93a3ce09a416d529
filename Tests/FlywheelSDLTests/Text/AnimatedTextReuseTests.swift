import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Testing

@testable import FlywheelSDL

/// An open picker that keeps moving shapes nothing new: its rows' lines, hostile ones included
/// (100,000 marks on a letter), are shaped once and reused while string, font and size stay.
@Suite struct AnimatedTextReuseTests {
    @Test func aMovingPickerOfHostileTitlesShapesNothingAfterItsFirstFrames() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 400, height: 300))
            let zalgo = "Z" + String(repeating: "\u{301}\u{316}", count: 50_000) + "algo"
            let rows = (0..<40).map { PickerRow(title: $0 % 2 == 0 ? zalgo : "Row") }
            let picker = PickerWheel(rows: rows, selectedIndex: 20, frame: Rect(x: 20, y: 20, width: 300, height: 216))
            r.host.rootView.addSubview(picker)
            r.rendererHost.tracksDamage = false
            r.run(frames: 2)
            let shaped = r.canvas.glyphAtlas.shapedCount
            let before = picker.visibleRowRange
            // Dragged, flung and coasting over rows never drawn before, with the same two titles.
            r.drag(from: Point(x: 170, y: 60), to: Point(x: 170, y: 220), duration: 0.6, fps: 60)
            r.run(frames: 90)
            #expect(picker.visibleRowRange != before)
            #expect(r.canvas.glyphAtlas.shapedCount == shaped)
        }
    }
}
