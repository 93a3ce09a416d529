import FlywheelCore
import Testing

@testable import FlywheelUI

/// With paging off, a release coasts as UIScrollView's does: `v/1000 · d/(1-d)` points for a
/// release at `v` points per second, whatever the page length, and slow releases coast too.
@Suite struct SwipeViewFlingTests {
    static let item = 140.0

    /// UIScrollView's projection (WWDC 2018 "Designing Fluid Interfaces") in points.
    static func projection(_ v: Double, rate d: Double) -> Double { v / 1000 * d / (1 - d) }

    /// A free-scrolling swipe view of 140-pt items, `perPage` of them in the view, at item 20.
    static func rig(
        perPage: Int, rate: Double = 0.998, model: FeelParameters.DecayModel = .exponential
    ) -> SwipeRig {
        let rig = SwipeRig(
            count: 100, item: Size(width: item, height: 100), view: Size(width: item * Double(perPage), height: 100)
        ) {
            $0.isPagingEnabled = false
            $0.decelerationRate = rate
            $0.decayModel = model
        }
        rig.swipe.scrollOffset = 20
        return rig
    }

    /// Drags the content forward at `speed` points per second (finger moving left) for `seconds`,
    /// one move per frame at `fps`, and lets go mid-stride; returns the points travelled after
    /// the release once the coast is over.
    static func flingTravel(_ rig: SwipeRig, speed: Double, fps: Double, seconds: Double = 0.15) -> Double {
        let dt = 1 / fps
        let start = 20 + rig.swipe.bounds.width - 10
        rig.pointer(.down, start, 70)
        let moves = Int((seconds * fps).rounded(.up))
        for k in 1...moves { rig.pointer(.move, start - speed * dt * Double(k), 70, dt: dt) }
        rig.pointer(.up, start - speed * dt * Double(moves + 1), 70, dt: dt)
        let released = rig.swipe.scrollOffset
        rig.wait(10, fps: fps)
        #expect(!rig.swipe.isDecelerating)
        return (rig.swipe.scrollOffset - released) * item
    }

    @Test(arguments: [30.0, 60, 240])
    func flingsTravelUIScrollViewsProjectionForOneAndThreeItemsPerPage(fps: Double) {
        for perPage in [1, 3] {
            for speed in [300.0, 600, 1000, 1500, 2000] {
                let travel = Self.flingTravel(Self.rig(perPage: perPage), speed: speed, fps: fps)
                let expected = Self.projection(speed, rate: 0.998)
                #expect(
                    abs(travel - expected) <= 0.02 * expected,
                    "\(perPage) per page, \(speed) pt/s at \(fps) fps: \(travel) pt, UIScrollView \(expected) pt")
            }
        }
    }

    @Test(arguments: [30.0, 60, 240])
    func withAndroidsSplineFlingsTravelAndroidsDistance(fps: Double) {
        for perPage in [1, 3] {
            for speed in [300.0, 1000, 2000] {
                let rig = Self.rig(perPage: perPage, model: .androidSpline)
                let travel = Self.flingTravel(rig, speed: speed, fps: fps)
                let expected = AndroidSpline.android.distance(velocity: speed)
                #expect(
                    abs(travel - expected) <= 0.02 * expected,
                    "\(perPage) per page, \(speed) pt/s at \(fps) fps: \(travel) pt, Android \(expected) pt")
            }
        }
    }

    @Test func theFastRateAndAFullWidthPageTravelTheProjectionToo() {
        let fast = Self.flingTravel(Self.rig(perPage: 1, rate: 0.99), speed: 1000, fps: 60)
        #expect(abs(fast - Self.projection(1000, rate: 0.99)) <= 0.02 * Self.projection(1000, rate: 0.99))
        // 320-pt pages of 320-pt items: 300 pt/s travels UIScrollView's 150 pt, not 110.
        let rig = SwipeRig(count: 20, item: Size(width: 320, height: 100), view: Size(width: 320, height: 100)) {
            $0.isPagingEnabled = false
        }
        rig.swipe.scrollOffset = 5
        rig.pointer(.down, 330, 70)
        for k in 1...9 { rig.pointer(.move, 330 - 5 * Double(k), 70) }
        rig.pointer(.up, 330 - 50, 70)
        let released = rig.swipe.scrollOffset
        rig.wait(8)
        let travel = (rig.swipe.scrollOffset - released) * 320
        #expect(abs(travel - Self.projection(300, rate: 0.998)) <= 0.02 * Self.projection(300, rate: 0.998))
    }

    /// A release at 50 pt/s (under half an item per second) still coasts about 25 pt.
    @Test(arguments: [30.0, 60, 240])
    func slowReleasesCoast(fps: Double) {
        let travel = Self.flingTravel(Self.rig(perPage: 1), speed: 50, fps: fps, seconds: 0.6)
        let expected = Self.projection(50, rate: 0.998)
        #expect(abs(travel - expected) <= 0.05 * expected, "\(travel) pt at \(fps) fps")
    }

    /// Paging keeps its page snapping: a quick flick turns exactly one page.
    @Test func pagingStillTurnsOnePage() {
        let rig = SwipeRig.paging()
        rig.drag(from: 300, to: 100, steps: 5)
        rig.wait(2)
        #expect(rig.swipe.scrollOffset == 1)
    }
}
