import FlywheelCore

/// A direction focus moves in, on screen: the D-pad's (or the arrow keys') four.
///
/// ```swift
/// host.moveFocus(.right)   // to the nearest control to the right of the focused one
/// ```
public enum FocusDirection: String, CaseIterable, Sendable {
    case up, down, left, right

    /// The direction of an arrow key; nil for any other key.
    public init?(key: Key) {
        switch key {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        default: return nil
        }
    }

    /// How far `to` lies from `from` along this direction (centre to centre; > 0 ahead), and
    /// the gap between them across it (0 when they overlap across the direction) plus how far
    /// their centres are apart across it.
    func offsets(from: Rect, to: Rect) -> (along: Double, gap: Double, across: Double) {
        switch self {
        case .left, .right:
            let along = self == .right ? to.midX - from.midX : from.midX - to.midX
            let gap = max(0, to.minY - from.maxY, from.minY - to.maxY)
            return (along, gap, abs(to.midY - from.midY))
        case .up, .down:
            let along = self == .down ? to.midY - from.midY : from.midY - to.midY
            let gap = max(0, to.minX - from.maxX, from.minX - to.maxX)
            return (along, gap, abs(to.midX - from.midX))
        }
    }
}

/// Directional focus: which view the D-pad moves focus to. As Dear ImGui's and Godot's
/// navigation do, the candidates are the focusable views ahead of the focused one (their
/// centre beyond its centre in that direction), and the nearest wins, where a candidate that
/// does not overlap it across the direction pays for the gap: score = distance ahead +
/// `gapWeight` × gap + `acrossWeight` × the centres' offset across. A view's own
/// `focusNeighbor(for:)` overrides the search.
enum DirectionalFocus {
    /// What a point of gap across the direction costs, in points ahead.
    static let gapWeight = 3.0
    /// What a point of the centres' offset across costs (breaks ties between overlapping ones).
    static let acrossWeight = 0.2

    /// The best of `candidates` (frames in window points) from `from` in `direction`; nil when
    /// none lies ahead.
    static func best<T>(from: Rect, in direction: FocusDirection, among candidates: [(T, Rect)]) -> T? {
        var best: (item: T, score: Double)?
        for (item, frame) in candidates {
            let o = direction.offsets(from: from, to: frame)
            guard o.along > 0.5 else { continue }
            let score = o.along + gapWeight * o.gap + acrossWeight * o.across
            if best == nil || score < best!.score { best = (item, score) }
        }
        return best?.item
    }
}
