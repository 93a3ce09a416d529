import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

@Suite struct RatingControlTests {
    /// A rating control at window origin (0, 100), so star n's cell spans x = 8 + (n−1)·48 … +40.
    private func setUp(stars: Int = 5) -> (TestHost, RatingControl) {
        let t = TestHost()
        let r = RatingControl(starCount: stars)
        r.frame = Rect(origin: Point(x: 0, y: 100), size: r.frame.size)
        t.host.rootView.addSubview(r)
        return (t, r)
    }

    private func starCentreX(_ n: Int) -> Double { 8 + Double(n - 1) * 48 + 20 }

    @Test(arguments: 1...10)
    func intrinsicSizeIsTheExercisesFormula(stars: Int) {
        let r = RatingControl(starCount: stars)
        // 40-pt stars in a control 44 pt tall: Apple's touch target (the stars centred).
        #expect(r.intrinsicContentSize == Size(width: Double(stars) * 40 + Double(stars + 1) * 8, height: 44))
        #expect(r.starFrame(1).midY == r.bounds.midY && r.starFrame(1).height == 40)
        #expect(r.bounds.size == r.intrinsicContentSize)
    }

    @Test func starCountIsClampedAndDefaultsToFive() {
        #expect(RatingControl().starCount == 5)
        #expect(RatingControl(starCount: 0).starCount == 1)
        #expect(RatingControl(starCount: 42).starCount == 10)
        let r = RatingControl(starCount: 6)
        r.value = 6
        r.starCount = 4
        #expect(r.value == 4)
    }

    @Test func touchingEachStarSetsItsValue() {
        let (t, r) = setUp()
        for n in [3, 5, 1, 4] {
            t.pointer(.down, starCentreX(n), 120)
            t.pointer(.up, starCentreX(n), 120)
            #expect(r.value == n)
        }
    }

    @Test func gapsAndTheLeadingPadChangeNothing() {
        let (t, r) = setUp()
        t.pointer(.down, 4, 120)  // leading pad
        t.pointer(.up, 4, 120)
        t.pointer(.down, 52, 120)  // gap between stars 1 and 2 (48…56)
        t.pointer(.up, 52, 120)
        #expect(r.value == 1)
        #expect(!t.log.contains("valueChanged"))
    }

    @Test func draggingAlongTheRowSweepsTheValueAndSendsOnlyChanges() {
        let (t, r) = setUp()
        t.pointer(.down, starCentreX(1), 120)
        for x in stride(from: starCentreX(1), through: starCentreX(5), by: 6) { t.pointer(.move, x, 120) }
        t.pointer(.up, starCentreX(5), 120)
        #expect(r.value == 5)
        #expect(t.log.filter { $0 == "valueChanged" }.count == 4)  // 2, 3, 4, 5
        #expect(t.log.first == "touchDown" && t.log.last == "touchUpInside")
        #expect(t.log.contains("touchDragInside"))
    }

    @Test func noValueChangedWhenTheValueIsUnchanged() {
        let (t, r) = setUp()
        t.pointer(.down, starCentreX(1), 120)
        t.pointer(.move, starCentreX(1) + 3, 120)
        t.pointer(.up, starCentreX(1) + 3, 120)
        #expect(r.value == 1)
        #expect(t.log == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test func draggingOutsideStopsUpdatingAndEndsOutside() {
        let (t, r) = setUp()
        t.pointer(.down, starCentreX(2), 120)
        t.pointer(.move, starCentreX(4), 300)  // far below the row
        t.pointer(.up, starCentreX(4), 300)
        #expect(r.value == 2)
        #expect(t.collapsedLog == ["valueChanged", "touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
    }

    @Test func rightToLeftPutsStarOneOnTheRight() {
        let (t, r) = setUp()
        r.isRightToLeft = true
        let width = r.bounds.width
        t.pointer(.down, width - 28, 120)
        t.pointer(.up, width - 28, 120)
        #expect(r.value == 1)
        t.pointer(.down, starCentreX(1), 120)  // leftmost cell
        t.pointer(.up, starCentreX(1), 120)
        #expect(r.value == 5)
        t.key(.right)  // focused by the tap; right = towards star 1
        #expect(r.value == 4)
    }

    @Test func keyboardStepsHomeAndEnd() {
        let (t, r) = setUp()
        t.host.setFocus(r)
        t.key(.end)
        #expect(r.value == 5)
        t.key(.right)
        #expect(r.value == 5)
        t.key(.left)
        t.key(.home)
        #expect(r.value == 1)
        #expect(t.log == ["valueChanged", "valueChanged", "valueChanged"])
    }

    @Test func flareScalesTheChosenStarAndSettles() {
        let (t, r) = setUp()
        t.pointer(.down, starCentreX(3), 120)
        t.pointer(.up, starCentreX(3), 120)
        t.wait(0.3 - 0.02 + 0.0001)  // the down/up took 20 ms of the 0.3 s
        #expect(abs(r.flareScales[2] - 1.6) < 0.02)
        #expect(r.flareScales[0] == 1)
        t.wait(0.2)
        #expect(r.flareScales[2] == 1)
        #expect(!t.host.isAnimating)
    }

    @Test func drawsOneStarPolygonPerStarInActiveAndInactiveColours() {
        let (t, r) = setUp(stars: 6)
        r.value = 2
        let canvas = RecordingCanvas()
        t.host.render(in: canvas)
        let stars = canvas.commands.filter { $0.kind == .polygon }
        #expect(stars.count == 6)
        #expect(stars.prefix(2).allSatisfy { $0.color == .black })
        #expect(stars.suffix(4).allSatisfy { $0.color == .gray })
    }
}
