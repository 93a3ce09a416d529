import Foundation

/// Where non-finite and absurd geometry stops: coordinates, sizes and scale factors an app
/// passes are clamped here when they enter (a view's setters, a font's size), so nothing past
/// them ever meets NaN, an infinity or 1e300 — and no conversion to an integer can trap.
///
/// ```swift
/// GeometryLimits.clamped(.nan)            // 0
/// GeometryLimits.clamped(1e300)           // 1e9
/// GeometryLimits.clamped(Rect(x: 0, y: 0, width: .infinity, height: 20))   // width 1e9
/// ```
public enum GeometryLimits {
    /// The largest coordinate or length kept, in points (a billion: far beyond any screen, and
    /// small enough that sums and products of a few of them stay exact enough and finite).
    public static let maximumCoordinate = 1e9

    /// `v` with NaN as 0 and everything else within ±`maximumCoordinate`.
    @inline(__always)
    public static func clamped(_ v: Double) -> Double {
        v.isNaN ? 0 : min(maximumCoordinate, max(-maximumCoordinate, v))
    }

    /// Whether `v` needs no clamping.
    @inline(__always)
    public static func isSane(_ v: Double) -> Bool { v.magnitude <= maximumCoordinate }

    public static func isSane(_ p: Point) -> Bool { isSane(p.x) && isSane(p.y) }
    public static func isSane(_ r: Rect) -> Bool { isSane(r.origin) && isSane(r.size.width) && isSane(r.size.height) }

    public static func clamped(_ p: Point) -> Point { Point(x: clamped(p.x), y: clamped(p.y)) }
    public static func clamped(_ s: Size) -> Size { Size(width: clamped(s.width), height: clamped(s.height)) }
    public static func clamped(_ r: Rect) -> Rect { Rect(origin: clamped(r.origin), size: clamped(r.size)) }

    /// Says once per call, in debug builds only, that `what` was given `value` and what it
    /// keeps instead (one line on standard error; release builds clamp silently).
    public static func warn(_ what: String, given value: Any, using kept: Any) {
        #if DEBUG
            let line = "flywheel: \(what) was given \(value); using \(kept)\n"
            try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
        #endif
    }
}

extension FixedWidthInteger {
    /// `Self(value)` (toward zero) clamped to the representable range, NaN as 0: a conversion
    /// that cannot trap. One rule for every integer type the drawing and audio code converts to
    /// (`Int`, `Int32`, `UInt8`, `UInt32` …).
    ///
    /// ```swift
    /// UInt8(saturating: 300.0)    // 255
    /// Int32(saturating: -.infinity) // Int32.min
    /// ```
    @inlinable @inline(__always)
    public init(saturating value: Double) {
        // Inside the range first (false for NaN): one pair of comparisons, then a concrete
        // Int64(Double) or UInt64(Double), one instruction. The generic `Self(value)` is the
        // standard library's bit-by-bit conversion, out of line, some 30 instructions: a fifth
        // of a picker frame's work when every conversion took it.
        if value > Double(Self.min) && value < Double(Self.max) {
            // Double(Int.max) rounds up to 2^63, so every smaller value converts without trapping.
            if Self.bitWidth <= 64 && (Self.isSigned || Self.bitWidth < 64) {
                self = Self(truncatingIfNeeded: Int64(value))
            } else if Self.bitWidth == 64 {
                self = Self(truncatingIfNeeded: UInt64(value))
            } else {
                self = Self(value)
            }
        } else if value.isNaN {
            self = 0
        } else {
            self = value > 0 ? .max : .min
        }
    }
}
