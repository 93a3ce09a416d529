import FlywheelCore

/// The part of a window a frame must redraw: either all of it, or a few rectangles (window
/// points). Rectangles that overlap or touch are merged as they are added; past
/// `maximumRectangles` the pair whose union adds the least area is merged, so a frame never
/// draws the tree more than that many times. Adding never allocates once the region has been
/// made (its storage is reserved up front).
///
/// ```swift
/// var damage = DamageRegion()
/// damage.add(Rect(x: 10, y: 10, width: 20, height: 20))
/// damage.add(Rect(x: 25, y: 10, width: 20, height: 20))   // overlaps: one rectangle
/// damage.rectangles                                          // [(10, 10, 35, 20)]
/// ```
public struct DamageRegion: Equatable, Sendable {
    /// The most rectangles a region keeps apart.
    public static let maximumRectangles = 4

    /// True when the whole window must be redrawn (the rectangles are then ignored).
    public private(set) var isFull = false
    /// The damaged rectangles (window points), none overlapping another; empty when `isFull`.
    public private(set) var rectangles: [Rect] = []

    public init() {
        rectangles.reserveCapacity(DamageRegion.maximumRectangles + 1)
    }

    /// True when nothing needs drawing.
    public var isEmpty: Bool { !isFull && rectangles.isEmpty }

    /// Marks the whole window.
    public mutating func addAll() {
        isFull = true
        rectangles.removeAll(keepingCapacity: true)
    }

    /// Forgets everything (nothing damaged).
    public mutating func removeAll() {
        isFull = false
        rectangles.removeAll(keepingCapacity: true)
    }

    /// Adds `rect`; empty or non-finite rectangles are ignored (a non-finite one damages all).
    public mutating func add(_ rect: Rect) {
        guard !isFull, !rect.isEmpty else { return }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            addAll()
            return
        }
        var merged = rect
        // Swallow every rectangle the new one overlaps or touches (repeat: the union grows).
        var i = 0
        while i < rectangles.count {
            if DamageRegion.touch(rectangles[i], merged) {
                merged = merged.union(rectangles[i])
                rectangles.remove(at: i)
                i = 0
            } else {
                i += 1
            }
        }
        rectangles.append(merged)
        while rectangles.count > DamageRegion.maximumRectangles { mergeCheapestPair() }
    }

    /// Adds every rectangle of `other`.
    public mutating func add(_ other: DamageRegion) {
        if other.isFull { addAll(); return }
        for r in other.rectangles { add(r) }
    }

    /// Clips the rectangles to `bounds` and snaps their edges outwards to whole device pixels
    /// (`pixelScale` pixels per point), so a clip to them covers every pixel they touch.
    public mutating func fit(to bounds: Rect, pixelScale: Double) {
        guard !isFull else { return }
        let s = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
        var i = 0
        while i < rectangles.count {
            guard let clipped = rectangles[i].intersection(bounds) else {
                rectangles.remove(at: i)
                continue
            }
            let x0 = (clipped.minX * s).rounded(.down) / s, y0 = (clipped.minY * s).rounded(.down) / s
            let x1 = (clipped.maxX * s).rounded(.up) / s, y1 = (clipped.maxY * s).rounded(.up) / s
            rectangles[i] = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            i += 1
        }
    }

    /// The area of the rectangles (points²).
    public var area: Double {
        var sum = 0.0
        for r in rectangles { sum += r.width * r.height }
        return sum
    }

    /// Overlapping or sharing an edge.
    static func touch(_ a: Rect, _ b: Rect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    private mutating func mergeCheapestPair() {
        var best = (0, 1), bestCost = Double.infinity
        for i in 0..<rectangles.count {
            for j in (i + 1)..<rectangles.count {
                let a = rectangles[i], b = rectangles[j], u = a.union(b)
                let cost = u.width * u.height - a.width * a.height - b.width * b.height
                if cost < bestCost { bestCost = cost; best = (i, j) }
            }
        }
        let u = rectangles[best.0].union(rectangles[best.1])
        rectangles.remove(at: best.1)
        rectangles.remove(at: best.0)
        add(u)
    }
}
