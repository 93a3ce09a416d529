import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// The model every view shares: which views are elements, the tree a reader walks (flattened,
/// in reading order, hidden views left out), frames in the window, parents, virtual elements.
@Suite struct AccessibilityModelTests {
    @Test func plainViewsAreNotElementsAndTheirElementsAreLifted() {
        let t = TestHost()
        let panel = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let title = Label(text: "Volume", frame: Rect(x: 10, y: 10, width: 80, height: 20))
        let go = Button(title: "Go", frame: Rect(x: 100, y: 10, width: 60, height: 30))
        panel.addSubview(title)
        panel.addSubview(go)
        t.host.rootView.addSubview(panel)
        #expect(!panel.isAccessibilityElement)
        let root = t.host.accessibilityRootNode
        #expect(root.accessibilityRole == .window)
        #expect(root.accessibilityParentNode == nil)
        let kids = root.accessibilityNodeChildren
        #expect(kids.count == 2)
        #expect(kids[0] === title && kids[1] === go)
        #expect(title.accessibilityParentNode === t.host.rootView)
    }

    /// A view that is one element (an image) hides the views it is drawn with, never a control
    /// the keyboard reaches inside it: the parameter menu's button inside its picture is the
    /// picture's child, where its parent says it is (Orca dropped it as a zombie: index −1).
    @Test func aFocusableControlInsideAnImageIsItsChild() {
        let t = TestHost()
        let picture = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        picture.accessibilityRole = .image
        picture.accessibilityLabel = "Picture"
        let caption = Label(text: "Landscape", frame: Rect(x: 10, y: 170, width: 100, height: 20))
        let open = Button(title: "Open", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        picture.addSubview(caption)
        picture.addSubview(open)
        t.host.rootView.addSubview(picture)
        #expect(open.accessibilityStates.contains(.focusable))
        #expect(open.accessibilityParentNode === picture)
        let kids = picture.accessibilityNodeChildren
        #expect(kids.count == 1 && kids.first === open, "the button, not the caption drawn in the picture")
        #expect(t.host.accessibilityRootNode.accessibilityNodeChildren.first === picture)
    }

    @Test func aLabelReadsItsTextUnlessNamedAndScriptsOnlySeeTheName() {
        let l = Label(text: "Stars:")
        #expect(l.accessibilityRole == .staticText)
        #expect(l.accessibilityLabel == "Stars:")
        #expect(l.explicitAccessibilityLabel == nil)
        let parent = View()
        parent.addSubview(l)
        #expect(parent.viewWithLabel("Stars:") == nil)
        l.accessibilityLabel = "Rating caption"
        #expect(l.accessibilityLabel == "Rating caption")
        #expect(parent.viewWithLabel("Rating caption") === l)
    }

    @Test func aLabelInsideAButtonIsNotASeparateElement() {
        let t = TestHost()
        let b = Button(title: "Play", frame: Rect(x: 0, y: 0, width: 100, height: 40))
        b.addSubview(Label(text: "Play", frame: Rect(x: 0, y: 0, width: 100, height: 40)))
        t.host.rootView.addSubview(b)
        #expect(b.accessibilityNodeChildren.isEmpty)
        #expect(t.host.accessibilityRootNode.accessibilityNodeChildren.count == 1)
    }

    @Test func hiddenTransparentAndDecorativeViewsAreLeftOut() {
        let t = TestHost()
        let a = Label(text: "a"), b = Label(text: "b"), c = Label(text: "c"), d = Label(text: "d")
        b.isHidden = true
        c.alpha = 0
        let decoration = View()
        decoration.accessibilityElementsHidden = true
        decoration.addSubview(d)
        for v in [a, b, c, decoration] { t.host.rootView.addSubview(v) }
        let kids = t.host.accessibilityRootNode.accessibilityNodeChildren
        #expect(kids.count == 1 && kids[0] === a)
    }

    @Test func childrenAreInReadingOrderNotDrawingOrder() {
        let t = TestHost()
        let bottom = Label(text: "bottom", frame: Rect(x: 0, y: 200, width: 100, height: 20))
        let right = Button(title: "right", frame: Rect(x: 200, y: 10, width: 80, height: 44))
        let left = Label(text: "left", frame: Rect(x: 10, y: 20, width: 100, height: 20))
        for v in [bottom, right, left] { t.host.rootView.addSubview(v) }
        let names = t.host.accessibilityRootNode.accessibilityNodeChildren.map { $0.accessibilityLabel ?? "" }
        #expect(names == ["left", "right", "bottom"])
    }

    @Test func framesAreInWindowPointsThroughTransforms() {
        let t = TestHost()
        let container = t.add(View(frame: Rect(x: 100, y: 50, width: 200, height: 100)))
        let b = t.add(Button(title: "b", frame: Rect(x: 10, y: 10, width: 40, height: 20)), to: container)
        #expect(b.accessibilityFrameInWindow == Rect(x: 110, y: 60, width: 40, height: 20))
        container.transform = Transform(scaleX: 2, y: 2)
        let f = b.accessibilityFrameInWindow
        #expect(abs(f.width - 80) < 1e-9 && abs(f.height - 40) < 1e-9)
    }

    @Test func framesAreCutToTheAncestorsThatClip() {
        let t = TestHost()
        let clip = t.add(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        clip.clipsToBounds = true
        let b = t.add(Button(title: "half out", frame: Rect(x: 50, y: 50, width: 100, height: 100)), to: clip)
        #expect(b.accessibilityFrameInWindow == Rect(x: 50, y: 50, width: 50, height: 50))
        let part = AccessibilityElement(
            owner: b, role: .listItem, label: "part", frameInOwner: Rect(x: 40, y: 0, width: 20, height: 20))
        #expect(part.accessibilityFrameInWindow == Rect(x: 90, y: 50, width: 10, height: 20))
        b.frame = Rect(x: 200, y: 0, width: 20, height: 20)  // out of sight: nothing of it shows
        #expect(b.accessibilityFrameInWindow.width == 0)
    }

    @Test func statesFollowTheViewsState() {
        let t = TestHost()
        let b = t.add(Button(title: "b", frame: Rect(x: 0, y: 0, width: 40, height: 20)))
        #expect(b.accessibilityStates == [.enabled, .focusable])
        #expect(b.accessibilityBecomeFocused())
        #expect(b.accessibilityStates.contains(.focused))
        b.isSelected = true
        #expect(b.accessibilityStates.contains(.selected))
        b.isEnabled = false
        #expect(!b.accessibilityStates.contains(.enabled))
        #expect(!b.accessibilityStates.contains(.focusable))
        #expect(!Label(text: "x").accessibilityBecomeFocused())
    }

    @Test func virtualElementsAnswerForTheirOwner() {
        let t = TestHost()
        let owner = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        owner.accessibilityRole = .list
        t.host.rootView.addSubview(owner)
        var performed: [AccessibilityAction] = []
        let item = AccessibilityElement(
            owner: owner, role: .listItem, label: "one", frameInOwner: Rect(x: 0, y: 10, width: 100, height: 20),
            actions: [.activate],
            perform: {
                performed.append($0); return true
            })
        let list = AccessibilityElement(
            owner: owner, role: .list, label: "items", frameInOwner: owner.bounds, children: [item])
        #expect(item.accessibilityFrameInWindow == Rect(x: 50, y: 60, width: 100, height: 20))
        #expect(item.accessibilityParentNode === list)
        #expect(list.accessibilityParentNode === owner)
        #expect(item.performAccessibilityAction(.activate))
        #expect(!item.performAccessibilityAction(.increment))  // not among its actions
        #expect(performed == [.activate])
        #expect(!item.accessibilityBecomeFocused())  // its owner cannot take focus
        let b = t.add(Button(title: "owner", frame: Rect(x: 0, y: 0, width: 50, height: 30)))
        let part = AccessibilityElement(owner: b, role: .listItem, label: "part", frameInOwner: b.bounds)
        #expect(part.accessibilityBecomeFocused() && t.host.focusedView === b)
    }

    @Test func aContentViewHangsUnderItsElement() {
        let t = TestHost()
        let tabs = View(frame: Rect(x: 0, y: 0, width: 400, height: 40))
        tabs.accessibilityRole = .tabList
        let page = View(frame: Rect(x: 0, y: 40, width: 400, height: 260))
        let control = Button(title: "inside", frame: Rect(x: 10, y: 10, width: 80, height: 30))
        page.addSubview(control)
        t.host.rootView.addSubview(tabs)
        t.host.rootView.addSubview(page)
        let tab = AccessibilityElement(owner: tabs, role: .tab, label: "Page", frameInOwner: tabs.bounds)
        tab.contentView = page
        #expect(t.host.accessibilityRootNode.accessibilityNodeChildren.count == 1)  // only the tab list
        #expect(tab.accessibilityNodeChildren.count == 1 && tab.accessibilityNodeChildren[0] === control)
        #expect(control.accessibilityParentNode === tab)
        tab.contentView = nil
        #expect(page.accessibilityContainerElement == nil)
        #expect(t.host.accessibilityRootNode.accessibilityNodeChildren.count == 2)
    }

    @Test func theWindowIsNamedByItsTitle() {
        let t = TestHost()
        t.host.accessibilityWindowTitle = "Flywheel"
        #expect(t.host.accessibilityRootNode.accessibilityLabel == "Flywheel")
        #expect(t.host.accessibilityRootNode.accessibilityRole == .window)
    }
}
