import FlywheelCore
import Testing

@testable import FlywheelUI

/// Taps, selection, controls inside items and `delaysContentTouches`.
@Suite struct SwipeViewTouchTests {
    final class Presses {
        var log: [String] = []
    }

    /// 10 items of 200×100, each with a 100×40 button at its centre.
    static func controlsRig(delays: Bool = true) -> (SwipeRig, Presses) {
        let presses = Presses()
        let rig = SwipeRig(count: 10, item: Size(width: 200, height: 100), view: Size(width: 200, height: 100)) {
            $0.delaysContentTouches = delays
        }
        rig.items.decorate = { view, _ in
            let button = Button(title: "Press", frame: Rect(x: 50, y: 30, width: 100, height: 40))
            button.addAction(for: .primaryActionTriggered) { [unowned rig] control, _ in
                presses.log.append("pressed:\(rig.swipe.index(ofItemViewOrSubview: control) ?? -1)")
            }
            view.addSubview(button)
        }
        rig.swipe.reloadData()
        rig.host.advance(to: rig.clock.now)
        return (rig, presses)
    }

    @Test func tapOnAPlainItemSelectsIt() {
        let rig = SwipeRig.paging()
        rig.log.events.removeAll()
        rig.tap(100, 100)
        #expect(rig.log.events == ["shouldSelectItemAt:0", "didSelectItemAt:0"])
    }

    @Test func shouldSelectFalseRefusesTheTap() {
        let rig = SwipeRig.paging()
        rig.log.refuse = [0]
        rig.log.events.removeAll()
        rig.tap(100, 100)
        #expect(rig.log.events == ["shouldSelectItemAt:0"])
    }

    @Test func tapOnAButtonPressesItAndSelectsNothing() {
        let (rig, presses) = Self.controlsRig()
        rig.swipe.scrollOffset = 3
        rig.log.events.removeAll()
        rig.tap(100, 50)
        #expect(presses.log == ["pressed:3"])
        #expect(!rig.log.events.contains { $0.hasPrefix("didSelect") })
    }

    @Test func dragFromAButtonScrollsAndDoesNotPressIt() {
        let (rig, presses) = Self.controlsRig()
        rig.drag(from: 150, to: 50, steps: 5)
        rig.wait(1.5)
        #expect(rig.swipe.scrollOffset == 1)
        #expect(presses.log.isEmpty)
    }

    @Test func withoutDelayTheButtonKeepsTheTouch() {
        let (rig, presses) = Self.controlsRig(delays: false)
        rig.drag(from: 120, to: 80, steps: 4)
        rig.wait(1)
        #expect(rig.swipe.scrollOffset == 0)
        #expect(presses.log == ["pressed:0"])
    }

    @Test func aHeldTouchReachesTheButtonAfterTheDelay() {
        let (rig, _) = Self.controlsRig()
        rig.pointer(.down, 120, 70)
        let button = rig.swipe.itemView(at: 0)?.subviews.first as? Button
        #expect(button?.isHighlighted == false)
        rig.wait(0.2)
        #expect(button?.isHighlighted == true)
        rig.pointer(.up, 120, 70)
    }

    @Test func indexOfItemViewAndSubview() throws {
        let (rig, _) = Self.controlsRig()
        let view = try #require(rig.swipe.itemView(at: 0))
        #expect(rig.swipe.index(of: view) == 0)
        #expect(rig.swipe.index(ofItemViewOrSubview: view.subviews[0]) == 0)
        #expect(rig.swipe.index(of: View()) == nil)
        #expect(rig.swipe.index(ofItemViewOrSubview: rig.swipe.container) == nil)
        #expect(rig.swipe.currentItemView === view)
        #expect(rig.swipe.visibleItemViews.first === view)
    }
}
