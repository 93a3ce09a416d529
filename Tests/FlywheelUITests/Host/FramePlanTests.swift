import FlywheelCore
import Testing

@testable import FlywheelUI

/// A frame planned (`ViewHost.planFrame`) and drawn (`ViewHost.draw`): the plan is what the
/// frame redraws, and no change is lost between plans.
@Suite struct FramePlanTests {
    func makeHost() -> (ViewHost, View, RecordingCanvas) {
        let host = ViewHost(size: Size(width: 400, height: 300), clock: VirtualClock())
        host.tracksDamage = true
        let v = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        host.rootView.addSubview(v)
        let canvas = RecordingCanvas()
        host.render(in: canvas)  // the first frame: the whole window
        return (host, v, canvas)
    }

    @Test func drawingThePlanEndsTheNeedForAFrame() {
        let (host, v, canvas) = makeHost()
        #expect(!host.needsFrame)
        v.backgroundColor = .red
        #expect(host.needsFrame)
        let plan = host.planFrame(in: canvas)
        #expect(plan.damage.rectangles.count == 1)
        #expect(plan.damage.rectangles[0].contains(Point(x: 20, y: 20)))
        #expect(host.needsFrame, "planned, not drawn yet")
        #expect(host.draw(plan, in: canvas), "the view drew inside its box")
        #expect(!host.needsFrame)
    }

    @Test func aPlanLeftUndrawnHandsTheNextOneTheWholeWindow() {
        let (host, v, canvas) = makeHost()
        v.center = Point(x: 300, y: 200)
        let skipped = host.planFrame(in: canvas)
        #expect(!skipped.damage.isFull)
        // Not drawn: where the view was and where it is must not be forgotten.
        let next = host.planFrame(in: canvas)
        #expect(next.damage.isFull)
        host.draw(next, in: canvas)
        #expect(host.planFrame(in: canvas).isEmpty, "drawn: nothing left to draw")
    }

    @Test func aChangeWithNothingToDrawLetsTheWindowSleep() {
        let (host, _, canvas) = makeHost()
        let hidden = View(frame: Rect(x: 50, y: 50, width: 20, height: 20))
        hidden.isHidden = true
        let outside = View(frame: Rect(x: 900, y: 900, width: 20, height: 20))
        host.rootView.addSubview(hidden)
        host.rootView.addSubview(outside)
        host.render(in: canvas)
        #expect(!host.needsFrame)
        hidden.backgroundColor = .red
        outside.backgroundColor = .red
        #expect(host.needsFrame)
        // A window host plans, finds nothing to draw, and presents nothing: it must not be
        // woken again for the same changes, frame after frame.
        #expect(host.planFrame(in: canvas).isEmpty)
        #expect(!host.needsFrame, "nothing to draw: no frame needed")
        outside.center = Point(x: 100, y: 100)
        #expect(host.needsFrame, "a later change still asks for a frame")
        #expect(!host.planFrame(in: canvas).isEmpty)
    }

    @Test func anEmptyPlanLeftUndrawnCostsNothingLater() {
        let (host, v, canvas) = makeHost()
        #expect(host.planFrame(in: canvas).isEmpty)
        v.backgroundColor = .blue
        let plan = host.planFrame(in: canvas)
        #expect(!plan.damage.isFull, "an empty plan had nothing to lose")
        #expect(plan.damage.rectangles.count == 1)
    }
}
