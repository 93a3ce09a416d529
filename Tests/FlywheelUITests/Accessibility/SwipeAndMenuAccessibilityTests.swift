import FlywheelCore
import Testing

@testable import FlywheelUI

/// SwipeView (a scroll area of pages) and ParameterMenu (a button opening a menu of adjustable
/// rows) to a reader.
@Suite struct SwipeAndMenuAccessibilityTests {
    @Test func aSwipeViewIsAScrollAreaOfPagesScrolledAPageAtATime() {
        let rig = SwipeRig(count: 5, item: Size(width: 200, height: 100), view: Size(width: 200, height: 100)) {
            $0.accessibilityLabel = "Pages"
        }
        rig.items.decorate = { view, i in
            let b = Button(title: "Open \(i)", frame: Rect(x: 10, y: 10, width: 80, height: 30))
            view.addSubview(b)
        }
        rig.items.count = 5
        rig.swipe.reloadData()
        rig.host.advance(to: rig.clock.now)
        let s = rig.swipe
        #expect(s.accessibilityRole == .scrollArea)
        #expect(s.accessibilityValue == "Page 1 of 5")
        #expect(s.accessibilityActions == [.scrollForward, .scrollBackward])
        let pages = s.accessibilityNodeChildren
        #expect(!pages.isEmpty && pages.allSatisfy { $0.accessibilityRole == .page })
        #expect(pages[0].accessibilityLabel == "Page 1 of 5" && pages[0].accessibilityStates.contains(.selected))
        let first = pages[0].accessibilityNodeChildren
        #expect(first.count == 1 && first[0].accessibilityLabel == "Open 0")
        #expect(first[0].accessibilityParentNode === pages[0])
        let log = RecordingAccessibilityObserver()
        rig.host.accessibilityObserver = log
        #expect(s.performAccessibilityAction(.scrollForward))
        rig.wait(1)
        #expect(s.currentItemIndex == 1 && s.accessibilityValue == "Page 2 of 5")
        #expect(log.lines.contains("valueChanged Pages = Page 2 of 5"))
        // Where it comes to rest, the page is announced, once.
        #expect(log.lines.filter { $0.hasPrefix("announcement") } == ["announcement Page 2 of 5"], "\(log.lines)")
        #expect(s.performAccessibilityAction(.scrollBackward))
        rig.wait(1)
        #expect(s.currentItemIndex == 0)
        // Focus goes to the scroller, and the reader hears of the swipe view.
        #expect(s.accessibilityBecomeFocused())
        #expect(s.accessibilityStates.contains(.focused))
        #expect(log.lines.last == "focusChanged Pages = Page 1 of 5")
    }

    @Test func aParameterMenuIsAButtonOpeningAMenuOfAdjustableRows() {
        let rig = MenuRig()
        let trigger = try! #require(rig.menu.inputView)
        #expect(trigger.accessibilityRole == .button)
        #expect(trigger.accessibilityStates.contains(.expandable))
        #expect(trigger.performAccessibilityAction(.activate))
        #expect(rig.menu.isOpen && trigger.accessibilityStates.contains(.expanded))
        #expect(rig.menu.accessibilityRole == .menu)
        let rows = rig.menu.accessibilityNodeChildren
        #expect(rows.count == 9 && rows.allSatisfy { $0.accessibilityRole == .menuItem })
        #expect(rows.map { $0.accessibilityLabel ?? "" } == (0..<9).map { "P\($0)" })
        #expect(rows.filter { $0.accessibilityStates.contains(.selected) }.count == 1)
        #expect(rows[4].accessibilityStates.contains(.selected))
        // Right on the selected row, and a reader's increment on it, change it alike.
        rig.host.setFocus(trigger)
        rig.key(.right)
        let afterKey = rig.values[4]
        #expect(rows[4].performAccessibilityAction(.increment))
        #expect(abs((rig.values[4] - afterKey) - (afterKey - 0.5)) < 1e-9)
        #expect(rig.calls.count == 2 && rig.calls.allSatisfy { $0.index == 4 })
        // Another row: selected first, as Up/Down would.
        #expect(rows[6].performAccessibilityAction(.decrement))
        rig.wait(1)
        #expect(rig.highlighted == [6] && rig.values[6] < 0.5)
        #expect(rows[6].accessibilityValue == (rig.menu.rowViews[6]).valueText)
        #expect(rig.menu.performAccessibilityAction(.escape))
        #expect(!rig.menu.isOpen && rows[0].accessibilityActions.isEmpty)
    }
}
