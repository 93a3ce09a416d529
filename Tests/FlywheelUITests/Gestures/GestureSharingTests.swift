import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// How recognizers share a pointer with controls and scrollers: a recognizer that begins
/// cancels the view that had the pointer; controls keep theirs from their ancestors'
/// recognizers; a slider's thumb inside a scroller slides.
@Suite struct GestureSharingTests {
    @Test func aPanCancelsTheControlItBeganOn() {
        let test = TestHost()
        let button = test.add(Button(title: "B", frame: Rect(x: 20, y: 20, width: 160, height: 60)))
        var states: [GestureRecognizerState] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        button.addGestureRecognizer(pan)
        test.pointer(.down, 50, 50)
        test.pointer(.move, 70, 50)
        test.pointer(.move, 75, 50)
        test.pointer(.up, 80, 50)
        #expect(states == [.began, .changed, .ended])
        #expect(test.log == ["touchDown", "touchCancel"])
        pan.cancelsTouchesInView = false
        test.log = []
        test.pointer(.down, 50, 50)
        test.pointer(.move, 70, 50)
        test.pointer(.up, 80, 50)
        #expect(test.log.first == "touchDown" && test.log.last == "primaryActionTriggered")
    }

    @Test func aControlKeepsItsPointerFromItsAncestorsRecognizers() {
        let test = TestHost()
        let parent = test.add(View(frame: Rect(x: 0, y: 0, width: 300, height: 200)))
        test.add(Button(title: "B", frame: Rect(x: 20, y: 20, width: 100, height: 40)), to: parent)
        var taps = 0
        parent.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        test.pointer(.down, 50, 40)
        test.pointer(.up, 50, 40)
        #expect(taps == 0 && test.log.contains("touchUpInside"))
        test.pointer(.down, 200, 150)
        test.pointer(.up, 200, 150)
        #expect(taps == 1)
    }

    /// A scroller with one page-wide item holding a slider; a long press on the item.
    final class ScrollRig: PagingScrollRig {
        let slider = Slider()
        var taps: [Double] = []
        var pressed: [GestureRecognizerState] = []

        final class Taps: ScrollContainerDelegate {
            var at: [Double] = []
            func scrollContainer(_ container: ScrollContainer, didReport event: ScrollContainerEvent) {
                if case .didTap(let point) = event { at.append(point.x) }
            }
        }
        let delegate = Taps()

        override init() {
            super.init()
            scroller.delegate = delegate
            item.addSubview(slider)
            slider.frame = Rect(x: 50, y: 150, width: 200, height: 32)
            slider.value = 0
            item.addGestureRecognizer(LongPressGestureRecognizer { [unowned self] in pressed.append($0.state) })
        }
    }

    @Test func aLongPressCancelsTheScrollersTapAndATapStillGoesThrough() {
        let rig = ScrollRig()
        rig.test.pointer(.down, 100, 60)
        rig.test.wait(0.6)
        rig.test.pointer(.up, 100, 60)
        #expect(rig.pressed == [.began, .ended])
        #expect(rig.delegate.at.isEmpty)
        rig.test.pointer(.down, 100, 60)
        rig.test.pointer(.up, 100, 60, dt: 0.05)
        rig.test.wait(0.2)
        #expect(rig.delegate.at == [100] && rig.pressed == [.began, .ended])
    }

    @Test func aDragFromTheSlidersThumbSlidesAndOneBesideItScrolls() {
        let rig = ScrollRig()
        let thumb = rig.slider.convert(Point(x: rig.slider.thumbX, y: 16), to: View?.none)
        rig.test.pointer(.down, thumb.x, thumb.y)
        for k in 1...8 { rig.test.pointer(.move, thumb.x + Double(k) * 10, thumb.y) }
        rig.test.pointer(.up, thumb.x + 80, thumb.y)
        rig.test.wait(0.5)
        #expect(rig.slider.value > 0.3 && rig.scroller.axisOffset == 0)
        let value = rig.slider.value
        rig.test.pointer(.down, 250, 60)
        for k in 1...8 { rig.test.pointer(.move, 250 - Double(k) * 20, 60) }
        rig.test.pointer(.up, 90, 60)
        rig.test.wait(1)
        #expect(rig.scroller.axisOffset == 300 && rig.slider.value == value)
    }

    @Test func aPressOnTheThumbOfAMovingScrollerOnlyStopsIt() {
        let rig = ScrollRig()
        rig.slider.value = 1
        rig.test.pointer(.down, 250, 60)
        for k in 1...6 { rig.test.pointer(.move, 250 - Double(k) * 12.5, 60) }
        rig.test.pointer(.up, 175, 60)
        rig.test.wait(0.05)
        #expect(rig.scroller.isDecelerating)
        let thumb = rig.slider.convert(Point(x: rig.slider.thumbX, y: 16), to: View?.none)
        rig.test.pointer(.down, thumb.x, thumb.y)
        rig.test.pointer(.move, thumb.x + 30, thumb.y)
        rig.test.pointer(.up, thumb.x + 30, thumb.y)
        rig.test.wait(1)
        #expect(thumb.x > 0 && rig.slider.value == 1)
        #expect(!rig.scroller.isDragging && !rig.scroller.isDecelerating)
        #expect(rig.scroller.axisOffset.truncatingRemainder(dividingBy: 300) == 0)
    }
}
