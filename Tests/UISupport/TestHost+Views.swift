import FlywheelCore
import FlywheelUI

/// Building a test's view tree on a `TestHost`:
///
///     let t = TestHost()
///     let page = t.addPage(contentHeight: 900)
///     let button = t.add(Button(title: "B", frame: Rect(x: 20, y: 20, width: 100, height: 40)), to: page)
extension TestHost {
    /// Adds `view` to `parent` (the root view when nil) and returns it.
    @discardableResult
    public func add<V: View>(_ view: V, to parent: View? = nil) -> V {
        (parent ?? host.rootView).addSubview(view)
        return view
    }

    /// A vertical `ScrollContainer` over the whole window whose content is `contentHeight` tall
    /// (as wide as the window), added to the root: a page that scrolls what is put on it.
    public func addPage(contentHeight: Double) -> ScrollContainer {
        let size = host.rootView.bounds.size
        let page = ScrollContainer(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        page.isVertical = true
        page.contentSize = Size(width: size.width, height: contentHeight)
        return add(page)
    }
}
