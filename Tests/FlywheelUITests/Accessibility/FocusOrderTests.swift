import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Tab follows reading order — top to bottom, then leading to trailing, by frame in the window —
/// whatever order the views were added in, through containers and transforms.
@Suite struct FocusOrderTests {
    /// The objects' identities, to compare orders of views and nodes.
    func ids(_ objects: [AnyObject]) -> [ObjectIdentifier] { objects.map(ObjectIdentifier.init) }

    @Test func tabFollowsReadingOrderNotTheOrderViewsWereAdded() {
        let t = TestHost(size: Size(width: 400, height: 300))
        let bottom = Button(title: "bottom", frame: Rect(x: 10, y: 200, width: 80, height: 30))
        let topRight = Button(title: "top right", frame: Rect(x: 250, y: 12, width: 80, height: 30))
        let topLeft = Switch()
        topLeft.frame = Rect(x: 10, y: 20, width: 51, height: 31)  // a little lower: same row
        let middle = Slider()
        middle.frame = Rect(x: 10, y: 100, width: 200, height: 30)
        let panel = View(frame: Rect(x: 0, y: 90, width: 400, height: 60))
        let besideSlider = Button(title: "beside", frame: Rect(x: 250, y: 10, width: 80, height: 30))
        panel.addSubview(besideSlider)
        for v in [bottom, panel, topRight, topLeft, middle] { t.host.rootView.addSubview(v) }
        #expect(ids(t.host.focusableViews) == ids([topLeft, topRight, middle, besideSlider, bottom]))
        var order: [View] = []
        for _ in 0..<5 {
            t.key(.tab)
            if let f = t.host.focusedView { order.append(f) }
        }
        #expect(ids(order) == ids([topLeft, topRight, middle, besideSlider, bottom]))
        t.key(.tab)
        #expect(t.host.focusedView === topLeft)  // wraps
        t.key(.tab, modifiers: .shift)
        #expect(t.host.focusedView === bottom)
    }

    /// Right to left, a row reads from its right edge: the same logical order as the mirrored
    /// left-to-right layout, for Tab and for readers alike.
    @Test func aRightToLeftRowReadsFromTheRight() {
        let t = TestHost(size: Size(width: 400, height: 300))
        t.host.layoutDirection = .rightToLeft
        let first = Button(title: "first", frame: Rect(x: 300, y: 12, width: 80, height: 30))
        let second = Switch()
        second.frame = Rect(x: 150, y: 20, width: 51, height: 31)
        let third = Button(title: "third", frame: Rect(x: 10, y: 10, width: 80, height: 30))
        let below = Button(title: "below", frame: Rect(x: 10, y: 200, width: 80, height: 30))
        for v in [below, third, second, first] { t.host.rootView.addSubview(v) }
        #expect(ids(t.host.focusableViews) == ids([first, second, third, below]))
        #expect(ids(t.host.accessibilityRootNode.accessibilityNodeChildren) == ids([first, second, third, below]))
        t.key(.tab)
        #expect(t.host.focusedView === first)
        // A subtree forced left to right lists its own children from the left.
        let timeline = View(frame: Rect(x: 0, y: 100, width: 400, height: 60))
        timeline.layoutDirection = .forceLeftToRight
        let early = Button(title: "early", frame: Rect(x: 10, y: 10, width: 80, height: 30))
        let late = Button(title: "late", frame: Rect(x: 300, y: 10, width: 80, height: 30))
        timeline.addSubview(late)
        timeline.addSubview(early)
        t.host.rootView.addSubview(timeline)
        #expect(ids(timeline.accessibilityNodeChildren) == ids([early, late]))
        // Tab reads that row its own way too, as a reader does.
        #expect(ids(t.host.focusableViews) == ids([first, second, third, early, late, below]))
        #expect(
            ids(t.host.accessibilityRootNode.accessibilityNodeChildren)
                == ids([first, second, third, early, late, below]))
    }

    @Test func aRotatedContainerIsReadWhereItIsShown() {
        let t = TestHost(size: Size(width: 400, height: 400))
        let container = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let up = Button(title: "drawn first", frame: Rect(x: 0, y: 0, width: 60, height: 30))
        let down = Button(title: "drawn second", frame: Rect(x: 0, y: 170, width: 60, height: 30))
        container.addSubview(up)
        container.addSubview(down)
        container.rotation = .pi  // upside down: "drawn second" is now on top
        t.host.rootView.addSubview(container)
        #expect(ids(t.host.focusableViews) == ids([down, up]))
        #expect(ids(t.host.accessibilityRootNode.accessibilityNodeChildren) == ids([down, up]))
    }

    @Test func everyBuiltInControlTakesFocusAndAKey() {
        let t = TestHost(size: Size(width: 400, height: 600))
        let log = t.recordAccessibility()
        let rating = RatingControl()
        let segments = SegmentedControl(titles: ["a", "b"])
        let tabs = TabBar(titles: ["x", "y"])
        let slider = Slider()
        let toggle = Switch()
        let button = Button(title: "b")
        let picker = PickerWheel(rows: (0..<5).map { PickerRow(title: "\($0)") })
        let controls: [Control] = [rating, segments, tabs, slider, toggle, button, picker]
        for (i, c) in controls.enumerated() {
            c.frame = Rect(x: 10, y: 10 + Double(i) * 70, width: 300, height: 50)
            t.host.rootView.addSubview(c)
        }
        // Tab reaches each in turn, and a key a keyboard or gamepad sends operates it.
        let keys: [Key] = [.right, .right, .right, .right, .space, .enter, .down]
        for (c, key) in zip(controls, keys) {
            t.key(.tab)
            #expect(t.host.focusedView === c)
            t.log.removeAll()
            t.key(key)
            t.wait(1)  // a picker reports when its wheel settles
            #expect(!t.log.isEmpty, "\(type(of: c)) did nothing on \(key)")
        }
        #expect(log.lines.filter { $0.hasPrefix("focusChanged") }.count == controls.count)
    }
}
