import FlywheelCore
import FlywheelUITestSupport
import Foundation
import Testing

@testable import FlywheelUI

@Suite struct FlareTests {
    @Test func eachStyleHasItsShapeAndEndsAtRest() {
        let grow = Flare(style: .grow)
        #expect(abs(grow.frame(at: 0.3).scale - 1.6) < 1e-12 && grow.frame(at: 0.15).rotation == 0)
        let spin = Flare(style: .spin)
        #expect(abs(spin.frame(at: 0.25).rotation - Double.pi) < 1e-12)
        #expect(abs(spin.frame(at: 0.25).scale - 1.3) < 1e-12)
        let bounce = Flare(style: .bounce)
        #expect(abs(bounce.frame(at: 1e-9).scale - 1.6) < 1e-3)  // it jumps, then springs back
        let samples = stride(from: 0.0, to: 0.6, by: 0.005).map { bounce.frame(at: $0).scale }
        #expect(samples.min()! < 0.95)  // overshoots below rest
        let pulse = Flare(style: .pulse)
        #expect(abs(pulse.frame(at: 0.15).alpha - 0.25) < 1e-12 && abs(pulse.frame(at: 0.45).alpha - 0.25) < 1e-12)
        #expect(abs(pulse.frame(at: 0.3).alpha - 1) < 1e-12)
        for style in FlareStyle.allCases {
            let f = Flare(style: style)
            #expect(f.frame(at: f.duration) == .rest && f.frame(at: -1) == .rest && f.frame(at: .nan) == .rest)
        }
    }

    @Test func anyViewRunsOneOnItsTransformAndAlphaAtAnyFrameRate() {
        var mid: [Double: FlareFrame] = [:]
        for fps in [30.0, 60, 240] {
            let t = TestHost()
            let badge = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
            badge.alpha = 0.8
            t.host.rootView.addSubview(badge)
            #expect(badge.runFlare(.pulse) != nil)
            t.wait(0.15, fps: fps)
            mid[fps] = FlareFrame(
                scale: badge.transform.apply(Point(x: 1, y: 0)).x, rotation: badge.transform.rotationAngle,
                alpha: badge.alpha)
            t.wait(1, fps: fps)
            #expect(badge.transform == .identity && badge.alpha == 0.8)
        }
        #expect(mid[30] == mid[240] && mid[60] == mid[240])
        #expect(abs(mid[60]!.alpha - 0.8 * 0.25) < 1e-9 && abs(mid[60]!.scale - 1.2) < 1e-9)
        #expect(View().runFlare(.spin) == nil)  // no host, nothing to run on
    }

    /// The rating's chosen star flares in each style: its polygon as drawn (recording canvas)
    /// at a telling moment of each, against a resting star.
    @Test(arguments: FlareStyle.allCases)
    func theRatingDrawsEachStyle(style: FlareStyle) throws {
        let t = TestHost()
        let r = RatingControl()
        r.center = Point(x: 200, y: 120)
        r.flareStyle = style
        t.host.rootView.addSubview(r)
        r.setValueFromUser(3)
        let at: [FlareStyle: Double] = [.grow: 0.3, .spin: 0.2, .bounce: 0.02, .pulse: 0.15]
        let moment = try #require(at[style])
        t.wait(moment)
        let canvas = RecordingCanvas()
        t.host.render(in: canvas)
        let stars = canvas.commands.filter { $0.kind == .polygon }
        #expect(stars.count == 5)
        let resting = stars[0], flaring = stars[2]
        let expected = Flare(style: style).frame(at: moment)
        let look = r.flareFrames[2]
        #expect(abs(look.scale - expected.scale) < 1e-9 && abs(look.rotation - expected.rotation) < 1e-9)
        #expect(abs(look.alpha - expected.alpha) < 1e-9 && r.flareFrames[0] == .rest)
        switch style {
        case .grow, .bounce:
            #expect(flaring.bounds.width > resting.bounds.width * 1.4)
            #expect(abs(flaring.rotation) < 1e-9)
        case .spin:
            #expect(abs(flaring.rotation - expected.rotation) < 1e-9 && expected.rotation > 1.5)
        case .pulse:
            #expect(flaring.color!.alpha < resting.color!.alpha * 0.5)
        }
        t.wait(1)
        #expect(r.flareFrames.allSatisfy { $0 == .rest })
    }
}
