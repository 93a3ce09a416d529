import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Segmented controls (a group of radio buttons, the selected one checked) and tab bars (a tab list whose selected
/// tab holds the page) to a reader.
@Suite struct SegmentsAndTabsAccessibilityTests {
    @Test func aSegmentedControlIsAGroupOfRadioButtonsTheSelectedOneChecked() {
        let t = TestHost()
        let log = t.recordAccessibility()
        let s = SegmentedControl(titles: ["4", "5", "6"], selectedIndex: 1)
        s.frame = Rect(x: 0, y: 0, width: 300, height: 30)
        s.accessibilityLabel = "Stars"
        t.host.rootView.addSubview(s)
        #expect(s.accessibilityRole == .group)
        #expect(s.accessibilityValue == "5")
        let segments = s.accessibilityNodeChildren
        #expect(segments.map(\.accessibilityRole) == [.radioButton, .radioButton, .radioButton])
        #expect(segments.allSatisfy { $0.accessibilityStates.contains(.checkable) })
        #expect(segments.map { $0.accessibilityStates.contains(.checked) } == [false, true, false])
        #expect(segments.map { $0.accessibilityLabel ?? "" } == ["4", "5", "6"])
        #expect(segments.map { $0.accessibilityStates.contains(.selected) } == [false, true, false])
        #expect(segments[2].accessibilityFrameInWindow == Rect(x: 200, y: 0, width: 100, height: 30))
        #expect(segments[2].performAccessibilityAction(.activate))
        #expect(s.selectedIndex == 2 && t.log == ["valueChanged"])
        #expect(log.lines == ["valueChanged Stars = 6", "selectionChanged Stars = 6"])
        #expect(s.accessibilityNodeChildren[2].accessibilityStates.isSuperset(of: [.selected, .checked]))
        #expect(!s.accessibilityNodeChildren[1].accessibilityStates.contains(.checked))
        s.setEnabled(false, forSegment: 0)
        #expect(!s.accessibilityNodeChildren[0].performAccessibilityAction(.activate))
        #expect(s.selectedIndex == 2)
    }

    @Test func aTabBarIsATabListAndItsPageHangsUnderTheSelectedTab() {
        let t = TestHost()
        let tabs = TabBar(titles: ["Basic", "Rating"])
        tabs.frame = Rect(x: 0, y: 256, width: 400, height: 44)
        tabs.accessibilityLabel = "Scenes"
        let page = View(frame: Rect(x: 0, y: 0, width: 400, height: 256))
        let go = Button(title: "Go", frame: Rect(x: 10, y: 10, width: 60, height: 30))
        page.addSubview(go)
        t.host.rootView.addSubview(page)
        t.host.rootView.addSubview(tabs)
        tabs.tabContentView = page
        // The page's control names the selected tab as its parent before a reader asked anything.
        let parent = go.accessibilityParentNode
        #expect(parent?.accessibilityRole == .tab && parent?.accessibilityLabel == "Basic")
        let top = t.host.accessibilityRootNode.accessibilityNodeChildren
        #expect(top.count == 1 && top[0] === tabs)
        #expect(tabs.accessibilityRole == .tabList)
        let tabNodes = tabs.accessibilityNodeChildren
        #expect(tabNodes.map(\.accessibilityRole) == [.tab, .tab])
        #expect(tabNodes[0].accessibilityNodeChildren.count == 1 && tabNodes[0].accessibilityNodeChildren[0] === go)
        #expect(tabNodes[1].accessibilityNodeChildren.isEmpty)
        #expect(tabNodes[1].performAccessibilityAction(.activate))
        #expect(tabs.selectedIndex == 1 && t.log == ["valueChanged"])
        #expect(tabNodes[0].accessibilityNodeChildren.isEmpty)
        #expect(tabNodes[1].accessibilityNodeChildren.first === go)
        #expect(go.accessibilityParentNode === tabNodes[1])
        tabs.selectedIndex = 0  // from code too
        #expect(go.accessibilityParentNode === tabNodes[0])
    }

    @Test func aCompactSegmentedControlIsOneAdjustable() {
        let t = TestHost()
        let s = SegmentedControl(titles: ["January", "February", "March", "April"], selectedIndex: 0)
        s.frame = Rect(x: 0, y: 0, width: 90, height: 30)
        t.host.rootView.addSubview(s)
        t.host.render(in: RecordingCanvas())  // drawing decides compactness
        #expect(s.isCompact)
        #expect(s.accessibilityRole == .adjustable && s.accessibilityNodeChildren.isEmpty)
        #expect(s.performAccessibilityAction(.increment))
        #expect(s.selectedIndex == 1 && s.accessibilityValue == "February")
        #expect(s.performAccessibilityAction(.decrement) && s.selectedIndex == 0)
        #expect(!s.performAccessibilityAction(.decrement))  // does not wrap, as the arrows
    }
}
