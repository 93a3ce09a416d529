import Foundation
import Testing

@testable import FlywheelCore
@testable import FlywheelUI

private func close(_ a: Point, _ b: Point, _ eps: Double = 1e-9) -> Bool {
    abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
}

/// A 200×200 container centred at (200, 200) of a 400×400 window, rotated by `degrees`,
/// holding a 20×20 child at the container's top centre (local 90…110, 0…20).
private func rotatedScene(degrees: Double) -> (ViewHost, View, View) {
    let host = ViewHost(size: Size(width: 400, height: 400), clock: VirtualClock())
    let container = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    container.rotation = degrees * .pi / 180
    let child = View(frame: Rect(x: 90, y: 0, width: 20, height: 20))
    container.addSubview(child)
    host.rootView.addSubview(container)
    return (host, container, child)
}

@Suite struct ViewGeometryTests {
    @Test(arguments: [45.0, 135.0])
    func conversionThroughARotatedAncestor(degrees: Double) {
        let (_, container, child) = rotatedScene(degrees: degrees)
        // The child's centre is 90 pt above the container's centre in container space;
        // rotating by θ (clockwise on screen) moves it to centre + 90·(sin θ, −cos θ).
        let theta = degrees * .pi / 180
        let expected = Point(x: 200 + 90 * sin(theta), y: 200 - 90 * cos(theta))
        #expect(close(child.convert(Point(x: 10, y: 10), to: nil), expected))
        #expect(close(child.convert(expected, from: nil), Point(x: 10, y: 10)))
        #expect(close(container.convert(Point(x: 10, y: 10), from: child), Point(x: 100, y: 10)))
        #expect(abs(child.accumulatedRotation - theta) < 1e-12)
    }

    @Test(arguments: [45.0, 135.0])
    func hitTestingFollowsTheRotation(degrees: Double) {
        let (host, container, child) = rotatedScene(degrees: degrees)
        let onChild = child.convert(Point(x: 10, y: 10), to: nil)
        #expect(host.rootView.hitTest(onChild) === child)
        // The unrotated spot of the child (200, 110) is now plain container.
        #expect(host.rootView.hitTest(Point(x: 200, y: 110)) === container)
        // A corner of the container's unrotated frame is outside the rotated square.
        #expect(host.rootView.hitTest(Point(x: 102, y: 102)) === host.rootView)
    }

    @Test func nestedRotationsCompose() {
        let (host, container, child) = rotatedScene(degrees: 45)
        let inner = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        inner.rotation = .pi / 2
        child.addSubview(inner)
        let p = inner.convert(Point(x: 3, y: 7), to: nil)
        #expect(close(inner.convert(p, from: nil), Point(x: 3, y: 7)))
        #expect(abs(inner.accumulatedRotation - 3 * .pi / 4) < 1e-12)
        #expect(host.rootView.hitTest(p) === inner)
        _ = container
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreNotHit() {
        let host = ViewHost(size: Size(width: 100, height: 100), clock: VirtualClock())
        let v = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        host.rootView.addSubview(v)
        #expect(host.rootView.hitTest(Point(x: 10, y: 10)) === v)
        v.isHidden = true
        #expect(host.rootView.hitTest(Point(x: 10, y: 10)) === host.rootView)
        v.isHidden = false; v.alpha = 0
        #expect(host.rootView.hitTest(Point(x: 10, y: 10)) === host.rootView)
        v.alpha = 1; v.isUserInteractionEnabled = false
        #expect(host.rootView.hitTest(Point(x: 10, y: 10)) === host.rootView)
    }

    @Test func frameBoundsAndCenterStayConsistent() {
        let v = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(v.center == Point(x: 25, y: 40))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 30, height: 40))
        v.rotation = .pi / 2
        #expect(v.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(abs(v.boundingFrame.width - 40) < 1e-9)
    }
}

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

@Suite struct ImageCropTests {
    @Test func cropKeepsThePixelsInsideAndClampsTheRect() {
        var bytes: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { bytes += [UInt8(x * 10), UInt8(y * 10), 0, 255] } }
        let image = Image(width: 4, height: 4, rgba: bytes, name: "grid")
        let c = image.cropped(to: Rect(x: 1, y: 2, width: 10, height: 10))
        #expect(c.width == 3 && c.height == 2)
        #expect(c.pixel(x: 0, y: 0).r == 10 && c.pixel(x: 0, y: 0).g == 20)
        #expect(c.pixel(x: 2, y: 1).r == 30 && c.pixel(x: 2, y: 1).g == 30)
    }
}

@Suite struct HostLifetimeTests {
    final class Ticking: View {
        var ticks = 0
        override func tick(at time: Double) -> Bool { ticks += 1; return ticks < 2 }
    }

    @Test func aViewThatStoppedTickingIsNotKeptAlive() {
        let host = ViewHost(size: Size(width: 100, height: 100), clock: VirtualClock())
        weak var gone: Ticking?
        do {
            let v = Ticking()
            gone = v
            host.rootView.addSubview(v)
            v.startTicking()
            host.advance(to: 0.1)
            host.advance(to: 0.2)  // it says it is done here
            v.removeFromSuperview()
        }
        #expect(gone == nil)
    }
}
