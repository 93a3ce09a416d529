import FlywheelCore
import Testing

@testable import FlywheelUI

/// Autoscroll is the container driver's drift: a straight line in time, so the frame rate changes
/// neither where the items are at a given time nor which callbacks arrive.
@Suite struct SwipeViewAutoscrollTests {
    static let item = Size(width: 100, height: 100)

    /// Autoscrolls at `fps`, reading the offset every half second; returns the readings and the
    /// callbacks (runs of `didScroll` collapsed: their number is the number of frames).
    private func run(fps: Double, wraps: Bool) -> (offsets: [Double], callbacks: [String]) {
        let rig = SwipeRig(count: 10, item: Self.item, view: Size(width: 100, height: 100)) {
            $0.isPagingEnabled = false
            $0.isWrapEnabled = wraps
        }
        rig.swipe.scrollOffset = 7.25
        rig.log.events.removeAll()
        rig.swipe.autoscroll = 1.5
        var offsets: [Double] = []
        for _ in 0..<12 {
            rig.wait(0.5, fps: fps)
            offsets.append(rig.swipe.scrollOffset)
        }
        return (offsets, rig.log.collapsed)
    }

    @Test(arguments: [false, true])
    func theSameAutoscrollGivesTheSameOffsetsAndCallbacksAtAnyFrameRate(wraps: Bool) {
        let reference = run(fps: 60, wraps: wraps)
        // 1.5 items a second towards lower offsets, from 7.25; bounded, it stops at the first item.
        let expected = (1...12).map { k -> Double in
            let o = 7.25 - 0.75 * Double(k)
            return wraps ? (o < 0 ? o + 10 : o) : max(0, o)
        }
        for (seen, want) in zip(reference.offsets, expected) { #expect(abs(seen - want) < 1e-9) }
        #expect(reference.callbacks.filter { $0.hasPrefix("currentItemIndexDidChange") }.count >= 7)
        for fps in [30.0, 144, 240] {
            let other = run(fps: fps, wraps: wraps)
            for (a, b) in zip(other.offsets, reference.offsets) { #expect(abs(a - b) < 1e-9, "at \(fps) fps") }
            #expect(other.callbacks == reference.callbacks, "at \(fps) fps")
        }
    }

    @Test func aMoveFromCodePausesAutoscrollWhichGoesOnFromWhereItEnded() {
        let rig = SwipeRig(count: 10, item: Self.item, view: Size(width: 100, height: 100)) {
            $0.isPagingEnabled = false
        }
        rig.swipe.scrollOffset = 2
        rig.swipe.autoscroll = -1
        rig.wait(1)
        #expect(abs(rig.swipe.scrollOffset - 3) < 1e-9)
        rig.swipe.scroll(toOffset: 6, duration: 0.5)
        rig.wait(0.5)
        #expect(abs(rig.swipe.scrollOffset - 6) < 1e-9)
        rig.wait(1)
        #expect(abs(rig.swipe.scrollOffset - 7) < 1e-9)
    }

    @Test func settingTheOffsetMovesTheAutoscrollsStart() {
        let rig = SwipeRig(count: 10, item: Self.item, view: Size(width: 100, height: 100)) {
            $0.isPagingEnabled = false
        }
        rig.swipe.autoscroll = -2
        rig.wait(1)
        rig.swipe.scrollOffset = 1
        rig.wait(0.5)
        #expect(abs(rig.swipe.scrollOffset - 2) < 1e-9)
    }
}
