import FlywheelCore
import Testing

@testable import FlywheelUI

/// The step's order as the original's: views load for the new offset, then `didScroll`, then
/// `currentItemIndexDidChange` (once per step) with its view loaded.
@Suite struct SwipeViewOrderTests {
    /// What a delegate sees at each index change.
    final class Watcher: SwipeViewDelegate {
        let clock: VirtualClock
        var changes: [(time: Double, index: Int, offset: Double, viewLoaded: Bool, lastScrollOffset: Double?)] = []
        var lastDidScroll: (time: Double, offset: Double)?
        var passed: [Int] = []

        init(clock: VirtualClock) { self.clock = clock }

        func swipeViewDidScroll(_ swipeView: SwipeView) { lastDidScroll = (clock.now, swipeView.scrollOffset) }
        func swipeViewCurrentItemIndexDidChange(_ swipeView: SwipeView) {
            let view = swipeView.currentItemView
            changes.append(
                (
                    clock.now, swipeView.currentItemIndex, swipeView.scrollOffset,
                    view != nil && view === swipeView.itemView(at: swipeView.currentItemIndex),
                    lastDidScroll?.time == clock.now ? lastDidScroll?.offset : nil
                ))
        }
    }

    /// The cubic ease-in-out of a scroll from code.
    static func ease(_ u: Double) -> Double {
        if u < 0.5 { return 4 * u * u * u }
        let r: Double = 2 - 2 * u
        return 1 - r * r * r / 2
    }

    @Test(arguments: [30.0, 60, 240])
    func everyIndexChangeOfAScrollToItem50FindsItsViewAndThisFramesOffset(fps: Double) {
        let rig = SwipeRig.paging()
        let watcher = Watcher(clock: rig.clock)
        rig.swipe.delegate = watcher
        rig.swipe.itemPassedHandler = { watcher.passed.append($0) }
        let start = rig.clock.now
        rig.swipe.scrollToItem(at: 50, duration: 0.3)
        rig.wait(0.6, fps: fps)
        #expect(rig.swipe.currentItemIndex == 50)
        #expect(!watcher.changes.isEmpty)
        #expect(watcher.changes.last?.index == 50)
        for change in watcher.changes {
            #expect(change.viewLoaded, "item \(change.index) not loaded at \(fps) fps")
            // This frame's offset, the one its didScroll just saw.
            let u = min(1, (change.time - start) / 0.3)
            #expect(abs(change.offset - 50 * Self.ease(u)) < 1e-6, "at \(fps) fps")
            #expect(change.lastScrollOffset == change.offset, "index change before this frame's didScroll")
            #expect(abs(change.offset - Double(change.index)) <= 0.5 + 1e-9)
        }
        // Once per step: no two index changes in one frame.
        #expect(Set(watcher.changes.map(\.time)).count == watcher.changes.count)
        // Every item passed is still reported, in order, at any frame rate.
        #expect(watcher.passed == Array(1...50))
    }

    @Test func aDragReportsTheIndexAfterDidScrollWithTheViewLoaded() {
        let rig = SwipeRig.paging()
        let watcher = Watcher(clock: rig.clock)
        rig.swipe.delegate = watcher
        rig.pointer(.down, 300, 50)
        for k in 1...8 { rig.pointer(.move, 300 - 25 * Double(k), 50) }
        #expect(watcher.changes.map(\.index) == [1])
        #expect(watcher.changes.allSatisfy { $0.viewLoaded && $0.lastScrollOffset == $0.offset })
        rig.pointer(.up, 100, 50)
    }
}
