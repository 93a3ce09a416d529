import FlywheelCore
import FlywheelUITestSupport

@testable import FlywheelUI

/// A 300×200 test host showing a paging scroller three pages long whose first page is `item`:
/// the gesture tests' rigs add what the item holds and the scroller's delegate.
class PagingScrollRig {
    let test = TestHost(size: Size(width: 300, height: 200))
    let scroller = ScrollContainer(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let item = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))

    init() {
        scroller.contentSize = Size(width: 900, height: 200)
        scroller.isPagingEnabled = true
        scroller.addSubview(item)
        test.host.rootView.addSubview(scroller)
    }
}
