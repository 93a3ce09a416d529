import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// One pointer vocabulary: a recognizer of your own overrides the hooks a view of your own does,
/// and the scroller, which follows its pointer through those hooks rather than on a pan, leaves a
/// user's recognizers on its content what they had (docs/architecture.md, "Pointer input: one
/// vocabulary").
@Suite struct PointerVocabularyTests {
    /// A view that takes every pointer and logs the hooks it gets.
    final class HookView: View {
        var names: [String] = []
        override func pointerDown(_ touch: Touch) -> Bool {
            names.append("pointerDown")
            return true
        }
        override func pointerMoved(_ touch: Touch) { names.append("pointerMoved") }
        override func pointerUp(_ touch: Touch) { names.append("pointerUp") }
        override func pointerCancelled(_ touch: Touch) { names.append("pointerCancelled") }
    }

    /// A recognizer that only logs the hooks it gets.
    final class HookRecognizer: GestureRecognizer {
        var names: [String] = []
        override func pointerDown(_ touch: Touch) { names.append("pointerDown") }
        override func pointerMoved(_ touch: Touch) { names.append("pointerMoved") }
        override func pointerUp(_ touch: Touch) { names.append("pointerUp") }
        override func pointerCancelled(_ touch: Touch) {
            names.append("pointerCancelled")
            super.pointerCancelled(touch)
        }
    }

    @Test func aRecognizerOfYourOwnGetsTheHooksOfTheViewItIsOn() {
        let test = TestHost()
        let pad = HookView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let recognizer = HookRecognizer()
        pad.addGestureRecognizer(recognizer)
        test.host.rootView.addSubview(pad)
        test.pointer(.down, 50, 50)
        test.pointer(.move, 60, 50)
        test.pointer(.up, 60, 50)
        test.pointer(.down, 50, 50)
        test.host.cancelAllPointers(timestamp: test.clock.now + 0.01)
        let expected = ["pointerDown", "pointerMoved", "pointerUp", "pointerDown", "pointerCancelled"]
        #expect(pad.names == expected)
        #expect(recognizer.names == expected)
    }

    /// A paging scroller three pages long; its first page is an item holding a button.
    final class ScrollRig: PagingScrollRig {
        let button = Button(title: "B", frame: Rect(x: 20, y: 20, width: 160, height: 60))
        let delegate = Events()

        final class Events: ScrollContainerDelegate {
            var log: [String] = []
            func scrollContainer(_ container: ScrollContainer, didReport event: ScrollContainerEvent) {
                switch event {
                case .willBeginDragging: log.append("willBeginDragging")
                case .didTap: log.append("tap")
                default: break
                }
            }
        }

        override init() {
            super.init()
            scroller.delegate = delegate
            item.addSubview(button)
        }
    }

    @Test func aSwipeOnAnItemStillWinsAfterTheScrollerBeganScrolling() {
        let rig = ScrollRig()
        var swiped: [GestureRecognizerState] = []
        rig.item.addGestureRecognizer(SwipeGestureRecognizer(direction: .left) { swiped.append($0.state) })
        rig.test.pointer(.down, 250, 150)
        for k in 1...3 { rig.test.pointer(.move, 250 - Double(k) * 10, 150) }
        #expect(rig.scroller.isDragging && rig.delegate.log == ["willBeginDragging"])
        for k in 4...6 { rig.test.pointer(.move, 250 - Double(k) * 10, 150) }
        #expect(swiped == [.recognized])
        #expect(!rig.scroller.isDragging)
        rig.test.pointer(.up, 190, 150)
        rig.test.wait(1)
        #expect(rig.scroller.axisOffset == 0 && swiped == [.recognized])
    }

    @Test func aDragFromAButtonInTheContentScrollsAndATapPressesIt() {
        let rig = ScrollRig()
        rig.test.pointer(.down, 100, 50)
        for k in 1...8 { rig.test.pointer(.move, 100 - Double(k) * 20, 50) }
        rig.test.pointer(.up, -60, 50)
        rig.test.wait(1)
        #expect(rig.scroller.axisOffset == 300 && !rig.test.log.contains("touchUpInside"))
        rig.scroller.setAxisOffset(0)
        rig.delegate.log = []
        rig.test.log = []
        rig.test.pointer(.down, 100, 50)
        rig.test.pointer(.up, 100, 50, dt: 0.05)
        #expect(rig.test.log.first == "touchDown" && rig.test.log.contains("touchUpInside"))
        #expect(rig.delegate.log.isEmpty)
    }
}
