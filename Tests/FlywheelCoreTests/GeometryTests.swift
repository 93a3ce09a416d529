import Foundation
import Testing

@testable import FlywheelCore

private func close(_ a: Point, _ b: Point, _ eps: Double = 1e-9) -> Bool {
    abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
}

@Suite struct TransformTests {
    @Test func rotationQuarterTurnIsClockwiseOnScreen() {
        // y grows downwards, so +π/2 takes 3 o'clock (1, 0) to 6 o'clock (0, 1).
        #expect(close(Transform(rotation: .pi / 2).apply(Point(x: 1, y: 0)), Point(x: 0, y: 1)))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let t = Transform(rotation: .pi / 2).concatenating(Transform(translationX: 10, y: 0))
        #expect(close(t.apply(Point(x: 1, y: 0)), Point(x: 10, y: 1)))
        let u = Transform(translationX: 10, y: 0).concatenating(Transform(rotation: .pi / 2))
        #expect(close(u.apply(Point(x: 1, y: 0)), Point(x: 0, y: 11)))
    }

    @Test func builderStepsApplyBeforeTheExistingTransform() {
        // CGAffineTransform semantics: translatedBy/scaledBy/rotated act in the local space.
        let t = Transform(translationX: 100, y: 0).scaledBy(x: 2, y: 2).rotated(by: .pi)
        #expect(close(t.apply(Point(x: 1, y: 0)), Point(x: 98, y: 0)))
        #expect(close(Transform.identity.translatedBy(x: 3, y: 4).apply(.zero), Point(x: 3, y: 4)))
    }

    @Test func inverseUndoesAnyComposition() {
        let t = Transform(scaleX: 2, y: 3).rotated(by: 0.7).translatedBy(x: -5, y: 9)
        let inv = try! #require(t.inverted())
        for p in [Point(x: 0, y: 0), Point(x: 3, y: -4), Point(x: 1e3, y: 7)] {
            #expect(close(inv.apply(t.apply(p)), p, 1e-9))
        }
        #expect(close(t.concatenating(inv).apply(Point(x: 2, y: 2)), Point(x: 2, y: 2)))
    }

    @Test func singularTransformHasNoInverse() {
        #expect(Transform(scaleX: 0, y: 1).inverted() == nil)
        #expect(Transform(scaleX: .nan, y: 1).inverted() == nil)
    }

    @Test func rotationAngleAndAxisAlignment() {
        #expect(abs(Transform(rotation: 0.5).rotationAngle - 0.5) < 1e-12)
        #expect(Transform(scaleX: 2, y: 3).isAxisAligned)
        #expect(!Transform(rotation: .pi / 4).isAxisAligned)
    }

    @Test func rectBoundsUnderRotation() {
        let r = Transform(rotation: .pi / 4).apply(Rect(x: -1, y: -1, width: 2, height: 2))
        #expect(abs(r.width - 2 * 2.0.squareRoot()) < 1e-9)
        #expect(abs(r.midX) < 1e-9)
    }

    @Test func vectorsIgnoreTranslation() {
        let t = Transform(translationX: 50, y: 50).rotated(by: .pi / 2)
        #expect(close(t.applyToVector(Point(x: 1, y: 0)), Point(x: 0, y: 1)))
    }
}

@Suite struct RectAndColorTests {
    @Test func containmentIsHalfOpen() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(!r.contains(Point(x: 10, y: 5)))
    }

    @Test func intersectionUnionAndAspectFit() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)) == nil)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(
            Rect(x: 0, y: 0, width: 100, height: 50).aspectFit(Size(width: 1, height: 1))
                == Rect(x: 25, y: 0, width: 50, height: 50))
    }

    @Test func colorClampsAndReplacesAlpha() {
        let c = Color(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(c.red == 1 && c.green == 0 && c.blue == 0)
        #expect(c.withAlpha(0).isClear)
        #expect(Color.clear.isClear && !Color.black.isClear)
        #expect(Color.white.multiplyingAlpha(0.5).alpha == 0.5)
        #expect(Color(red: 0.0039, green: 0.0196, blue: 0.192).rgba8.b == 49)  // 0.192 × 255 rounds to 49
    }

    @Test func virtualClockOnlyMovesForward() {
        let clock = VirtualClock()
        clock.advance(by: 0.5)
        clock.advance(by: -1)
        clock.advance(by: .infinity)
        clock.set(to: 0.2)
        #expect(clock.now == 0.5)
        clock.set(to: 2)
        #expect(clock.now == 2)
        let mono = MonotonicClock()
        let a = mono.now
        #expect(mono.now >= a)
    }
}
