import FlywheelCore
import Testing

@testable import FlywheelUI

/// The view tree and its host: subview order and reparenting, inherited tint, layout passes,
/// input routed by the current layout, tick order, when a frame is needed, and layers for
/// rotated clipping containers.
@Suite struct ViewTreeTests {
    @Test func subviewOrderingAndReparenting() {
        let a = View(), b = View(), c = View(), parent = View(), other = View()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews.last === a)
        other.addSubview(b)
        #expect(b.superview === other && parent.subviews.count == 2)
        b.removeFromSuperview()
        #expect(b.superview == nil && other.subviews.isEmpty)
    }

    @Test func tintIsInheritedUntilSet() {
        let parent = View(), child = View()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        child.tintColor = .green
        #expect(child.tintColor == .green && parent.tintColor == .red)
    }

    @Test func layoutRunsOnceWhenAsked() {
        final class Counting: View {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let host = ViewHost(size: Size(width: 100, height: 100), clock: VirtualClock())
        let v = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        host.rootView.addSubview(v)
        host.advance(to: 0)
        #expect(v.layouts == 1)
        host.advance(to: 0.1)
        #expect(v.layouts == 1)
        v.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        host.advance(to: 0.2)
        #expect(v.layouts == 2)
    }

    /// Input that follows a change of the window's size is routed by the new layout, even before
    /// the next frame lays it out (a resize between two input events, a window's events queued
    /// behind its resize, a robot delivering a gesture as the window changes).
    @Test func inputRightAfterAResizeIsRoutedByTheNewLayout() {
        final class Catcher: View {
            var downs = 0
            override func pointerDown(_ touch: Touch) -> Bool { downs += 1; return true }
        }
        final class RightEdge: View {
            let catcher = Catcher()
            override func layoutSubviews() {
                catcher.frame = Rect(x: bounds.width - 20, y: 0, width: 20, height: 20)
            }
        }
        let host = ViewHost(size: Size(width: 100, height: 100), clock: VirtualClock())
        let edge = RightEdge()
        edge.fillsSuperview = true
        edge.addSubview(edge.catcher)
        host.rootView.addSubview(edge)
        host.advance(to: 0)
        host.size = Size(width: 300, height: 100)
        host.handle(.pointer(PointerEvent(phase: .down, location: Point(x: 290, y: 10), timestamp: 0.1)))
        #expect(edge.catcher.downs == 1)
        #expect(edge.catcher.frame.minX == 280)
    }

    /// Views tick in the order they started ticking, in every process: one that moves a wheel
    /// and one that presses on it give the same result whichever run it is.
    @Test func viewsTickInTheOrderTheyStarted() {
        final class Ticker: View {
            var log: (Int) -> Void = { _ in }
            var id = 0, ticksLeft = 2
            override func tick(at time: Double) -> Bool {
                log(id)
                ticksLeft -= 1
                return ticksLeft > 0
            }
        }
        let host = ViewHost(size: Size(width: 100, height: 100), clock: VirtualClock())
        var order: [Int] = []
        let views = (0..<40).map { i in
            let v = Ticker()
            v.id = i
            v.log = { order.append($0) }
            host.rootView.addSubview(v)
            return v
        }
        for i in [7, 3, 39, 0, 21, 12, 30, 5] { views[i].startTicking() }
        host.advance(to: 0.1)
        #expect(order == [7, 3, 39, 0, 21, 12, 30, 5])
        views[3].removeFromSuperview()  // stops its ticking
        views[3].ticksLeft = 2
        views[1].startTicking()
        order = []
        host.advance(to: 0.2)
        #expect(order == [7, 39, 0, 21, 12, 30, 5, 1])
        order = []
        host.advance(to: 0.3)
        #expect(order == [1])  // the others stopped after two ticks
    }

    @Test func hostNeedsAFrameOnlyAfterAChange() {
        let host = ViewHost(size: Size(width: 100, height: 100), clock: VirtualClock())
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        host.rootView.addSubview(v)
        host.render(in: RecordingCanvas())
        #expect(!host.needsFrame)
        v.backgroundColor = .red
        #expect(host.needsFrame)
        host.render(in: RecordingCanvas())
        #expect(!host.needsFrame)
    }

    @Test func rotatedClippingContainerDrawsThroughALayer() {
        let host = ViewHost(size: Size(width: 100, height: 100), clock: VirtualClock())
        let straight = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        straight.clipsToBounds = true
        let turned = View(frame: Rect(x: 50, y: 50, width: 40, height: 40))
        turned.clipsToBounds = true
        turned.rotation = -.pi / 4
        host.rootView.addSubview(straight)
        host.rootView.addSubview(turned)
        let canvas = RecordingCanvas()
        host.render(in: canvas)
        #expect(canvas.commands.filter { $0.kind == .pushClip }.count == 1)
        #expect(canvas.commands.filter { $0.kind == .beginLayer }.count == 1)
        #expect(canvas.commands.filter { $0.kind == .endLayer }.count == 1)
    }
}
