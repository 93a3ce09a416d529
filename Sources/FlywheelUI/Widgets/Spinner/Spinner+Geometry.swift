import FlywheelCore
import Foundation

extension Spinner {
    /// The smallest side a ring icon gets when `radius` is unset and the container has room
    /// (points): a spinner near an edge opens a ring whose icons are at least this big.
    ///
    /// ```swift
    /// spinner.ringIconSide(radius: spinner.ringRadius) >= Spinner.minimumRingIconSide  // true with room
    /// ```
    public static let minimumRingIconSide = 24.0

    /// The open ring's radius: `radius` if set; else the distance from the spinner's centre to the
    /// container's nearest edge (RVS_Spinner's `_correctRadius`), but never less than
    /// `minimumReadableRingRadius` — a spinner near an edge, where the original opened a ring of
    /// 1-pt items, opens one with icons of at least `minimumRingIconSide` (moved into the
    /// container, `ringCenter`) — nor more than half the container's shorter side. Never negative.
    public var ringRadius: Double {
        if let radius, radius.isFinite { return max(0, radius) }
        guard let container = superview else { return 0 }
        let b = container.bounds, c = center
        let edge = max(0, min(c.x - b.minX, b.maxX - c.x, c.y - b.minY, b.maxY - c.y))
        return max(edge, min(minimumReadableRingRadius, min(b.width, b.height) / 2))
    }

    /// The open ring's centre in the container: the spinner's centre, moved into the container by
    /// the least that shows the whole disc when `radius` is unset (a spinner near an edge then
    /// sits off the ring's centre, over its side nearest the edge). A set `radius` keeps the
    /// ring on the spinner, as the original.
    ///
    /// ```swift
    /// spinner.frame = Rect(x: 296, y: 412, width: 48, height: 48)   // 20 pt above the bottom
    /// spinner.isOpen = true   // ringCenter.y < spinner.center.y: the ring rose into the window
    /// ```
    public var ringCenter: Point {
        let c = center
        guard radius == nil, let container = superview else { return c }
        let b = container.bounds, r = ringRadius
        func inside(_ v: Double, _ low: Double, _ high: Double) -> Double {
            high - low < 2 * r ? (low + high) / 2 : min(max(v, low + r), high - r)
        }
        return Point(x: inside(c.x, b.minX, b.maxX), y: inside(c.y, b.minY, b.maxY))
    }

    /// The smallest radius at which every ring icon is `minimumRingIconSide` across (the inverse
    /// of `ringIconSide(radius:)` for this spinner's height and item count).
    ///
    /// ```swift
    /// // A 48-pt spinner with 12 items: 108.8 pt. A HUD needs a window at least twice that.
    /// let side = 2 * spinner.minimumReadableRingRadius
    /// ```
    public var minimumReadableRingRadius: Double {
        let n = Double(max(values.count, 2))
        let s = Self.minimumRingIconSide
        let hole = bounds.height + 16
        let byWedge = abs(tan(Double.pi / n)) > 1e-9 ? s / (2 * abs(tan(Double.pi / n))) : 0
        return max(hole + s, hole + byWedge, s * n / Double.pi)
    }

    /// The side of each ring icon, RVS_Spinner's formula with `W = R − h − 16` (h = the spinner's
    /// height): `min(W, 2W·tan(π/n), πR/n)`; 0 when W is not positive (the original went negative).
    public func ringIconSide(radius r: Double) -> Double {
        let n = Double(max(values.count, 1))
        let w = r - bounds.height - 16
        guard w > 0 else { return 0 }
        return min(w, abs(2 * w * tan(Double.pi / n)), Double.pi * r / n)
    }

    /// The picker's frame in the container: the band from the container's top down to the
    /// spinner's top edge, `2R` wide around the spinner (R = the spinner's centre height), but
    /// kept inside the container (the original could overflow it).
    public var pickerFrame: Rect {
        guard let container = superview else { return .zero }
        let b = container.bounds, c = center
        let r = radius ?? (c.y - b.minY)
        let height = max(0, c.y - bounds.height / 2 - max(b.minY, c.y - r))
        let width = min(2 * r, b.width)
        let x = min(max(b.minX, c.x - width / 2), b.maxX - width)
        return Rect(x: x, y: c.y - bounds.height / 2 - height, width: width, height: height)
    }

    /// Re-frames what is open after a layout change (container resized or rotated, radius set).
    /// `View.frame` is the untransformed rectangle, so the pop animation's scale can stay on.
    func updatePresentationGeometry() {
        switch presentation {
        case .ring(let ring):
            let r = ringRadius
            ring.frame = Rect(center: ringCenter, size: Size(width: 2 * r, height: 2 * r))
        case .picker(let box, let wheel):
            box.frame = pickerFrame
            wheel.frame = box.bounds
            wheel.explicitRowHeight = resolvedPickerRowHeight(forPickerHeight: wheel.bounds.height)
        case nil:
            break
        }
    }
}
