import FlywheelCore
import Testing

@testable import FlywheelUI

/// `defersItemViewLoading` as the original's: loading waits until the offset has moved a whole
/// item, and a visible item is never left unloaded.
@Suite struct SwipeViewDeferredLoadingTests {
    /// The items the viewport shows at the current offset (edge alignment, one item per page).
    static func onScreen(_ swipe: SwipeView) -> Set<Int> {
        let s = swipe.scrollOffset
        let first = Int(s.rounded(.down))
        var shown: Set<Int> = [first]
        if s - s.rounded(.down) > 1e-9 { shown.insert(first + 1) }
        return shown.filter { $0 >= 0 && $0 < swipe.numberOfItems }
    }

    static func blank(_ swipe: SwipeView) -> Set<Int> { onScreen(swipe).subtracting(swipe.indexesForVisibleItems) }

    @Test(arguments: [30.0, 60, 240])
    func draggingAcrossThreePagesNeverShowsABlankItem(fps: Double) {
        let rig = SwipeRig.paging { $0.defersItemViewLoading = true }
        let dt = 1 / fps
        rig.pointer(.down, 330, 50)
        var x = 330.0
        var requests = rig.items.viewRequests.count
        while x > 330 - 3 * 320 + 10 {
            x -= 600 * dt
            rig.pointer(.move, x, 50, dt: dt)
            #expect(Self.blank(rig.swipe).isEmpty, "blank \(Self.blank(rig.swipe)) at \(rig.swipe.scrollOffset)")
        }
        #expect(rig.swipe.scrollOffset > 2.9)
        // It defers: loading happened once per whole item moved, not every frame.
        requests = rig.items.viewRequests.count - requests
        #expect(requests <= 3 * 2)
        rig.pointer(.move, x, 50, dt: 0.1)
        rig.pointer(.up, x, 50)
        rig.wait(1, fps: fps)
        #expect(Self.blank(rig.swipe).isEmpty)
    }

    @Test(arguments: [30.0, 60, 240])
    func scrollingToItem10NeverShowsABlankItem(fps: Double) {
        let rig = SwipeRig.paging { $0.defersItemViewLoading = true }
        rig.swipe.scrollToItem(at: 10, duration: 0.3)
        for _ in 0..<Int(0.5 * fps) {
            rig.wait(1 / fps, fps: fps)
            #expect(Self.blank(rig.swipe).isEmpty, "blank \(Self.blank(rig.swipe)) at \(rig.swipe.scrollOffset)")
        }
        #expect(rig.swipe.currentItemIndex == 10)
        #expect(rig.swipe.indexesForVisibleItems.contains(10))
    }
}
