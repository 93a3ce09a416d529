import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// A slider laid out right to left: the minimum at the right, filled from the right, a drag
/// toward the leading side (the right) lowering the value, and Left raising it.
@Suite struct SliderRightToLeftTests {
    /// A 0…10 slider 224 pt wide at the window's origin: track centres 12…212.
    static func rig(_ direction: LayoutDirection) -> (TestHost, Slider) {
        let t = TestHost()
        t.host.layoutDirection = direction
        let s = Slider(minimum: 0, maximum: 10, value: 0)
        s.frame = Rect(x: 0, y: 0, width: 224, height: 32)
        t.host.rootView.addSubview(s)
        return (t, s)
    }

    @Test func theMinimumSitsAtTheRightAndTheFillGrowsFromIt() {
        let (t, s) = Self.rig(.rightToLeft)
        #expect(s.thumbX == 212)
        s.value = 10
        #expect(s.thumbX == 12)
        s.value = 2.5
        #expect(s.thumbX == 162)
        let canvas = RecordingCanvas()
        t.host.render(in: canvas)
        // The filled part (the tint) runs from the thumb to the right end of the track.
        let filled = canvas.commands.filter { $0.kind == .roundedRect && $0.color == s.tintColor }
        #expect(filled.count == 1)
        #expect(abs(filled[0].bounds.minX - 162) < 0.01 && abs(filled[0].bounds.maxX - 212) < 0.01)
    }

    @Test func aDragMeansTheSameTowardTheLeadingSideInBothDirections() {
        // A press 50 pt in from the leading end, then a drag 100 pt further toward the trailing end.
        var values: [LayoutDirection: [Double]] = [:]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (t, s) = Self.rig(direction)
            let lead = { (d: Double) in direction == .rightToLeft ? 212 - d : 12 + d }
            t.pointer(.down, lead(50), 16)
            let first = s.value
            t.pointer(.move, lead(150), 16)
            t.pointer(.up, lead(150), 16)
            values[direction] = [first, s.value]
        }
        #expect(values[.leftToRight] == [2.5, 7.5])
        #expect(values[.rightToLeft] == values[.leftToRight])
    }

    @Test func arrowKeysMoveTheThumbTheWayTheyPoint() {
        let (t, s) = Self.rig(.rightToLeft)
        s.step = 1
        s.value = 5
        t.host.setFocus(s)
        t.key(.left)
        #expect(s.value == 6)  // the thumb moved left: toward the maximum
        t.key(.right)
        t.key(.right)
        #expect(s.value == 4)
        t.key(.up)
        #expect(s.value == 5)  // Up is "more" in both directions
        let (l, ls) = Self.rig(.leftToRight)
        ls.step = 1
        ls.value = 5
        l.host.setFocus(ls)
        l.key(.left)
        #expect(ls.value == 4)  // unchanged left to right
    }
}
