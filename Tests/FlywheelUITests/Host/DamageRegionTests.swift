import FlywheelCore
import Testing

@testable import FlywheelUI

/// What a partial frame redraws: overlapping boxes become one, far-apart boxes stay apart up to
/// four, and a view that moves damages where it was and where it is.
@Suite struct DamageRegionTests {
    @Test func overlappingRectanglesMergeAndDistantOnesStayApart() {
        var d = DamageRegion()
        d.add(Rect(x: 0, y: 0, width: 10, height: 10))
        d.add(Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(d.rectangles == [Rect(x: 0, y: 0, width: 15, height: 15)])
        d.add(Rect(x: 100, y: 100, width: 10, height: 10))
        #expect(d.rectangles.count == 2)
        for i in 0..<6 { d.add(Rect(x: 200 + 50 * Double(i), y: 0, width: 10, height: 10)) }
        #expect(d.rectangles.count == DamageRegion.maximumRectangles)
        #expect(!d.isFull && !d.isEmpty)
        d.addAll()
        #expect(d.isFull && d.rectangles.isEmpty)
    }

    @Test func fittingSnapsOutwardsToWholePixelsInsideTheWindow() {
        var d = DamageRegion()
        d.add(Rect(x: -5, y: 10.2, width: 20.1, height: 5))
        d.fit(to: Rect(x: 0, y: 0, width: 100, height: 100), pixelScale: 2)
        #expect(d.rectangles == [Rect(x: 0, y: 10, width: 15.5, height: 5.5)])
    }

    @Test func aMovedViewDamagesWhereItWasAndWhereItIs() {
        let host = ViewHost(size: Size(width: 400, height: 300), clock: VirtualClock())
        host.tracksDamage = true
        let v = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        host.rootView.addSubview(v)
        let canvas = RecordingCanvas()
        let first = host.planFrame(in: canvas)
        #expect(first.damage.isFull)  // the first frame
        host.draw(first, in: canvas)
        v.center = Point(x: 300, y: 200)
        let plan = host.planFrame(in: canvas)
        let d = plan.damage
        #expect(!d.isFull)
        #expect(d.rectangles.count == 2)
        #expect(d.rectangles.contains { $0.contains(Point(x: 20, y: 20)) })
        #expect(d.rectangles.contains { $0.contains(Point(x: 300, y: 200)) })
        #expect(d.area < 0.1 * 400 * 300)
        #expect(plan.rectanglesToClear == d.rectangles, "no layer covers them: all are cleared")
        host.draw(plan, in: canvas)
        #expect(host.planFrame(in: canvas).isEmpty, "nothing changed: nothing to draw")
    }
}
