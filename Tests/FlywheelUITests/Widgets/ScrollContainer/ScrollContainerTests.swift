import FlywheelCore
import Testing

@testable import FlywheelUI

/// The scroll container on its own: paging with a partial last page, free scrolling, the wheel,
/// `alwaysBounces`, wrapping and its callbacks.
@Suite struct ScrollContainerTests {
    /// The container's events but `didScroll` (counted) and the crossings (their items kept).
    final class Log: ScrollContainerDelegate {
        var events: [ScrollContainerEvent] = []
        var scrolls = 0
        var crossed: [Int] = []
        func scrollContainer(_ container: ScrollContainer, didReport event: ScrollContainerEvent) {
            switch event {
            case .didScroll: scrolls += 1
            case .didCrossInto(let item, _): crossed.append(item)
            default: events.append(event)
            }
        }
    }

    final class Rig {
        let clock = VirtualClock()
        let host: ViewHost
        let scroller = ScrollContainer(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let log = Log()

        init(content: Double, paging: Bool = true) {
            host = ViewHost(size: Size(width: 300, height: 100), clock: clock)
            scroller.contentSize = Size(width: content, height: 100)
            scroller.isPagingEnabled = paging
            scroller.delegate = log
            host.rootView.addSubview(scroller)
        }

        func flingLeft() {
            for (k, x) in [250.0, 230, 210, 190, 170, 150].enumerated() {
                clock.advance(by: 1.0 / 60)
                let phase: PointerEvent.Phase = k == 0 ? .down : .move
                host.handle(.pointer(PointerEvent(phase: phase, location: Point(x: x, y: 50), timestamp: clock.now)))
                host.advance(to: clock.now)
            }
            clock.advance(by: 1.0 / 60)
            host.handle(.pointer(PointerEvent(phase: .up, location: Point(x: 150, y: 50), timestamp: clock.now)))
            wait(2)
        }

        func wait(_ seconds: Double) {
            for _ in 0..<Int(seconds * 60) {
                clock.advance(by: 1.0 / 60)
                host.advance(to: clock.now)
            }
        }
    }

    @Test func pagingStopsAtPagesAndThePartialLastPage() {
        let rig = Rig(content: 1000)
        #expect(rig.scroller.maximumOffset == 700)
        var stops: [Double] = []
        for _ in 0..<4 {
            rig.flingLeft()
            stops.append(rig.scroller.axisOffset)
        }
        #expect(stops.map { $0.rounded() } == [300, 600, 700, 700])
        #expect(
            rig.log.events.prefix(4) == [
                .willBeginDragging, .didEndDragging(willDecelerate: true), .willBeginDecelerating,
                .didEndDecelerating,
            ])
        #expect(rig.log.crossed.prefix(2) == [1, 2] && rig.log.scrolls > 4)
    }

    @Test func freeScrollingRestsAnywhereAndTheWheelMovesByPoints() {
        let rig = Rig(content: 3000, paging: false)
        rig.flingLeft()
        let rest = rig.scroller.axisOffset
        #expect(rest > 300 && rest != (rest / 300).rounded() * 300)
        rig.host.handle(.wheel(WheelEvent(dy: -2, location: Point(x: 100, y: 50), timestamp: rig.clock.now)))
        #expect(rig.scroller.axisOffset == rest + 80)
    }

    @Test func contentThatFitsDragsOnlyWithAlwaysBounces() {
        let rig = Rig(content: 200)
        #expect(!rig.scroller.canDrag)
        rig.scroller.alwaysBounces = true
        #expect(rig.scroller.canDrag)
        rig.scroller.bounces = false
        #expect(!rig.scroller.canDrag)
    }

    @Test func wrappingKeepsTheOffsetInTheMiddlePeriod() {
        let rig = Rig(content: 900)
        rig.scroller.wrapPeriod = 300
        rig.scroller.setAxisOffset(300)
        for _ in 0..<5 {
            rig.flingLeft()
            #expect(rig.scroller.axisOffset >= 300 && rig.scroller.axisOffset < 600)
        }
    }

    @Test func animatedMoveFromCodeEndsWithItsCallback() {
        let rig = Rig(content: 3000)
        rig.scroller.animateContentOffset(by: 600, duration: 0.3)
        #expect(rig.scroller.isAnimatingFromCode && !rig.scroller.isDecelerating)
        rig.wait(0.5)
        #expect(rig.scroller.axisOffset == 600)
        #expect(rig.log.events == [.didEndScrollingAnimation] && rig.log.scrolls > 1)
    }

    @Test func tapsReportContentCoordinates() {
        let rig = Rig(content: 3000)
        rig.scroller.setAxisOffset(600)
        rig.host.handle(.pointer(PointerEvent(phase: .down, location: Point(x: 40, y: 50), timestamp: 0.1)))
        rig.host.handle(.pointer(PointerEvent(phase: .up, location: Point(x: 40, y: 50), timestamp: 0.15)))
        #expect(rig.log.events == [.didTap(at: Point(x: 640, y: 50))])
    }

    @Test func invalidSettingsAreIgnored() {
        let rig = Rig(content: 1000)
        rig.scroller.decelerationRate = .nan
        rig.scroller.decelerationRate = 1.5
        #expect(rig.scroller.decelerationRate == 0.998)
        rig.scroller.setAxisOffset(.infinity)
        #expect(rig.scroller.axisOffset == 0)
    }
}
