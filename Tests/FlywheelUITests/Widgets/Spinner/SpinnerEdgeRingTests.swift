import FlywheelCore
import FlywheelUITestSupport
import Foundation
import Testing

@testable import FlywheelUI

/// Never an empty ring: a spinner near an edge with `radius` unset opens a ring whose icons are
/// at least `Spinner.minimumRingIconSide`, moved into the container; a set `radius` keeps the
/// original's ring, centred on the spinner.
@Suite struct SpinnerEdgeRingTests {
    private func holds(_ outer: Rect, _ inner: Rect) -> Bool {
        let e = 1e-9
        return inner.minX >= outer.minX - e && inner.maxX <= outer.maxX + e && inner.minY >= outer.minY - e
            && inner.maxY <= outer.maxY + e
    }

    /// A 48-pt, 12-item spinner at `origin` in a container of `size`, opened and popped.
    private func open(at origin: Point, in size: Size = Size(width: 640, height: 480), radius: Double? = nil)
        -> (Spinner, View)
    {
        let t = TestHost(size: size)
        let container = t.add(View(frame: Rect(origin: .zero, size: size)))
        let items = (0..<12).map { SpinnerItem(title: "Item \($0)", icon: TestImages.square(seed: $0), value: $0) }
        let spinner = Spinner(
            values: items, frame: Rect(origin: origin, size: Size(width: 48, height: 48)), spinnerMode: .spinnerOnly)
        spinner.radius = radius
        container.addSubview(spinner)
        spinner.isOpen = true
        t.wait(0.5)
        let ring = container.subviews.first { $0.accessibilityLabel == "Spinner ring" }
        return (spinner, ring ?? View())
    }

    /// 20 pt from each edge and each corner (the spinner's near side 20 pt in).
    static let places: [(String, Point)] = [
        ("top", Point(x: 296, y: 20)), ("bottom", Point(x: 296, y: 412)),
        ("left", Point(x: 20, y: 216)), ("right", Point(x: 572, y: 216)),
        ("top-left", Point(x: 20, y: 20)), ("top-right", Point(x: 572, y: 20)),
        ("bottom-left", Point(x: 20, y: 412)), ("bottom-right", Point(x: 572, y: 412)),
    ]

    @Test(arguments: places.map(\.0))
    func aSpinnerNearAnEdgeOpensReadableIconsInsideTheWindow(place: String) throws {
        let origin = try #require(Self.places.first { $0.0 == place }?.1)
        let (spinner, ring) = open(at: origin)
        let r = ring.bounds.width / 2
        #expect(
            spinner.ringIconSide(radius: r) >= Spinner.minimumRingIconSide,
            "\(place): icons \(spinner.ringIconSide(radius: r))")
        // The original opened a ring of radius 44 here: icons 0 pt.
        #expect(spinner.ringIconSide(radius: 44) == 0)
        let window = Rect(x: 0, y: 0, width: 640, height: 480)
        #expect(holds(window, ring.frame), "\(place): ring \(ring.frame) leaves the window")
        // The spinner stays where it was, over the ring.
        #expect(spinner.frame.origin == origin && holds(ring.frame, spinner.frame))
    }

    @Test func aSpinnerWithRoomOpensTheOriginalsRingOnItsCentre() {
        let (spinner, ring) = open(at: Point(x: 296, y: 216))
        #expect(ring.frame == Rect(center: Point(x: 320, y: 240), size: Size(width: 480, height: 480)))
        #expect(spinner.ringCenter == spinner.center)
    }

    @Test func aSetRadiusIsKeptAndCentredOnTheSpinnerAsTheOriginal() {
        let (spinner, ring) = open(at: Point(x: 296, y: 412), radius: 60)
        #expect(ring.frame == Rect(center: spinner.center, size: Size(width: 120, height: 120)))
    }

    @Test func aContainerTooSmallForReadableIconsGetsTheLargestRingItHolds() {
        // 12 items need a 108.8-pt radius; a 160-pt-high container holds an 80-pt one.
        let (spinner, ring) = open(at: Point(x: 20, y: 100), in: Size(width: 320, height: 160))
        #expect(ring.frame == Rect(x: 0, y: 0, width: 160, height: 160))
        #expect(spinner.minimumReadableRingRadius > 80)
    }

    @Test func theReadableRadiusIsTheSmallestWithIconsOfTheMinimumSide() {
        let (spinner, _) = open(at: Point(x: 296, y: 216))
        let r = spinner.minimumReadableRingRadius
        #expect(abs(spinner.ringIconSide(radius: r) - Spinner.minimumRingIconSide) < 1e-9)
        #expect(spinner.ringIconSide(radius: r - 1) < Spinner.minimumRingIconSide)
    }
}
