import FlywheelCore
import Testing

@testable import FlywheelUI

/// Deliberate differences from the original listed in docs/differences.md that no other suite pins.
@Suite struct SwipeViewDifferencesTests {
    /// Centred 100-pt items in a 300-pt view at offset 0: the space left of item 0 is empty, and a
    /// tap there selects nothing (the original's truncation selected item 0).
    @Test func aTapLeftOfTheFirstItemSelectsNothing() {
        let rig = SwipeRig(count: 10, item: Size(width: 100, height: 100), view: Size(width: 300, height: 100)) {
            $0.alignment = .center
        }
        rig.log.events.removeAll()
        rig.tap(50, 50)
        rig.wait(0.2)
        #expect(!rig.log.events.contains { $0.hasPrefix("didSelectItemAt") })
        rig.tap(150, 50)
        #expect(rig.log.events.last == "didSelectItemAt:0")
    }

    /// Wrapping 10 items with 3 per page (pages cannot tile the ring): a flick turns one item.
    @Test(arguments: [30.0, 60, 240])
    func wrappingWithAPageThatDoesNotDivideTheItemsPagesOneItem(fps: Double) {
        let rig = SwipeRig(count: 10, item: Size(width: 100, height: 100), view: Size(width: 300, height: 100)) {
            $0.itemsPerPage = 3
            $0.isWrapEnabled = true
        }
        rig.drag(from: 250, to: 190, steps: 4, dt: 1 / fps)
        rig.wait(1.5, fps: fps)
        #expect(rig.swipe.scrollOffset == 1)
        rig.drag(from: 50, to: 110, steps: 4, dt: 1 / fps)
        rig.wait(1.5, fps: fps)
        #expect(rig.swipe.scrollOffset == 0)
    }
}
