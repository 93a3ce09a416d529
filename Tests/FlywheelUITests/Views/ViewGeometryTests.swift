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
