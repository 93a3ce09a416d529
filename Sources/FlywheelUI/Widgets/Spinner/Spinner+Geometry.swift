import FlywheelCore
import Foundation

extension Spinner {
    /// The open ring's radius: `radius` if set, else the distance from the spinner's centre to
    /// the container's nearest edge (RVS_Spinner's `_correctRadius`). Never negative.
    public var ringRadius: Double {
        if let radius, radius.isFinite { return max(0, radius) }
        guard let container = superview else { return 0 }
        let b = container.bounds, c = center
        return max(0, min(c.x - b.minX, b.maxX - c.x, c.y - b.minY, b.maxY - c.y))
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
            ring.frame = Rect(center: center, size: Size(width: 2 * r, height: 2 * r))
        case .picker(let box, let wheel):
            box.frame = pickerFrame
            wheel.frame = box.bounds
            wheel.explicitRowHeight = resolvedPickerRowHeight(forPickerHeight: wheel.bounds.height)
        case nil:
            break
        }
    }
}
