import Foundation

/// The wheel passing the middle between two items: the moment the item at the top changes, and
/// when the UI ticks a sound or a haptic (at mid-item, as Flutter does since flutter#169670).
///
/// Crossings between two positions are enumerated with a callback, so asking never allocates.
/// The boundary convention makes consecutive intervals add up exactly: a crossing exactly at the
/// end of one interval belongs to that interval, not to the next.
///
/// ```swift
/// DetentCrossing.forEach(from: 0.2, to: 2.7, itemCount: 12, wraps: true) { crossing in
///     print(crossing.item, crossing.direction)   // 1 1, then 2 1
/// }
/// ```
public struct DetentCrossing: Sendable, Equatable {
    /// The item that has just come to the top (wrapped into 0..<count).
    public var item: Int
    /// +1 when the position increased (the ring turned clockwise), -1 when it decreased.
    public var direction: Int
    /// The mid-item position crossed (`k + 0.5`, unwrapped).
    public var position: Double

    /// Calls `body` for every mid-item position crossed moving monotonically from `start` to
    /// `end`, in order. A crossing counts if `start < k+½ ≤ end` (moving up) or
    /// `end ≤ k+½ < start` (moving down). Non-wrapping wheels report only crossings between two
    /// real items. With `lastAtMost` only the last that many crossings before `end` are walked
    /// (the earlier ones are skipped without a step each). Returns the number of crossings reported.
    @discardableResult
    public static func forEach(
        from start: Double, to end: Double, itemCount: Int, wraps: Bool, lastAtMost limit: Int = .max,
        _ body: (DetentCrossing) -> Void
    ) -> Int {
        guard itemCount > 0, start.isFinite, end.isFinite, start != end, limit > 0 else { return 0 }
        let start = walkStart(from: start, to: end, lastAtMost: limit)
        var reported = 0
        if end > start {
            // Half-integers h with start < h ≤ end: k from ceil(start - ½) if start - ½ is not integer…
            var k = (start - 0.5).rounded(.down) + 1
            while k + 0.5 <= end {
                if let crossing = make(below: k, direction: 1, itemCount: itemCount, wraps: wraps) {
                    body(crossing)
                    reported += 1
                }
                k += 1
            }
        } else {
            var k = (start - 0.5).rounded(.up) - 1
            while k + 0.5 >= end {
                if let crossing = make(below: k, direction: -1, itemCount: itemCount, wraps: wraps) {
                    body(crossing)
                    reported += 1
                }
                k -= 1
            }
        }
        return reported
    }

    /// Where a walk from `start` to `end` begins so that it crosses at most `limit` mid-item
    /// positions, the last ones before `end`: `start` itself when it crosses no more.
    static func walkStart(from start: Double, to end: Double, lastAtMost limit: Int) -> Double {
        guard limit < Int(1 << 52) else { return start }
        let n = Double(limit)
        if end > start {
            // The last crossing is at kLast + ½; the walk then begins just past kLast − n + ½.
            let kLast = (end - 0.5).rounded(.down)
            return max(start, kLast - n + 0.5)
        }
        let kFirst = (end - 0.5).rounded(.up)
        return min(start, kFirst + n + 0.5)
    }

    /// The crossing of `k + ½`, entering item `k + 1` going up or `k` going down.
    private static func make(below k: Double, direction: Int, itemCount: Int, wraps: Bool) -> DetentCrossing? {
        let entered = direction > 0 ? k + 1 : k
        if wraps {
            let n = Double(itemCount)
            var r = entered.truncatingRemainder(dividingBy: n)
            if r < 0 { r += n }
            return DetentCrossing(item: min(Int(saturating: r), itemCount - 1), direction: direction, position: k + 0.5)
        }
        // Both neighbours must exist: k and k + 1 in 0..<count.
        guard k >= 0, k + 1 <= Double(itemCount - 1) else { return nil }
        return DetentCrossing(item: Int(saturating: entered), direction: direction, position: k + 0.5)
    }
}
