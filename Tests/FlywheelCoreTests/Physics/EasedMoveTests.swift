import Testing

@testable import FlywheelCore

@Suite struct EasedMoveTests {
    /// SwipeView's easing: e(0.25) = 0.0625, e(0.5) = 0.5, e(0.75) = 0.9375.
    @Test func theCubicEaseInOutHitsItsKnownValues() {
        #expect(EasedMove.ease(0) == 0)
        #expect(EasedMove.ease(0.25) == 0.0625)
        #expect(EasedMove.ease(0.5) == 0.5)
        #expect(EasedMove.ease(0.75) == 0.9375)
        #expect(EasedMove.ease(1) == 1)
        #expect(EasedMove.ease(2) == 1 && EasedMove.ease(-1) == 0)
    }

    @Test func aWheelMotionEasesAndRestsOnTime() {
        let motion = WheelMotion(ease: EasedMove(from: 0, to: 10, duration: 2), at: 5)
        #expect(motion.sample(at: 5).position == 0 && motion.sample(at: 5).velocity == 0)
        #expect(motion.sample(at: 6).position == 5)
        #expect(abs(motion.sample(at: 6).velocity - 15) < 1e-12)  // 10 · e′(½) / 2 s = 10 · 3 / 2
        #expect(motion.sample(at: 7) == (10, 0))
        var items: [Int] = []
        motion.forEachDetentCrossing(from: 5, to: 7, itemCount: 20, wraps: false) { items.append($0.item) }
        #expect(items == Array(1...10))
    }
}

/// The three cubic eases: at rest where they say, symmetric, and clamped outside 0...1.
@Suite struct CubicEasingTests {
    @Test func theCurvesStartAndEndWhereTheySay() {
        #expect(CubicEasing.in(0.5) == 0.125 && CubicEasing.out(0.5) == 0.875)
        #expect(CubicEasing.inOut(0.25) == 0.0625 && CubicEasing.inOut(0.5) == 0.5 && CubicEasing.inOut(0.75) == 0.9375)
        for ease in [CubicEasing.in, CubicEasing.out, CubicEasing.inOut] {
            #expect(ease(-1) == 0 && ease(0) == 0 && ease(1) == 1 && ease(2) == 1)
        }
        for u in stride(from: 0.0, through: 1, by: 0.125) {
            #expect(abs(CubicEasing.out(u) - (1 - CubicEasing.in(1 - u))) < 1e-15)
            #expect(EasedMove.ease(u) == CubicEasing.inOut(u))
        }
    }
}
