import FlywheelCore
import FlywheelUI

/// A gesture `harness fuzz` should try on a control, in the control's own coordinates.
public enum FuzzGesture: Sendable, Equatable {
    /// Drags and flings along a circle round `center` (a knob, a dial, a ring).
    case arc(center: Point, radius: Double)
    /// Drags and flings along the line between two points (a slider's track, a swipe).
    case line(from: Point, to: Point)
}

/// A control that tells the fuzzer how it is used. `harness fuzz` pokes every control it can
/// find — spinners, labelled settable controls, and any `ReportableControl` or
/// `FuzzGestureHinting` control (taps and holds within its frame) — and checks the contracts on
/// every control in the tree; with hints it also drags and flings the way the control expects.
///
/// ```swift
/// extension Knob: FuzzGestureHinting {
///     public var fuzzGestures: [FuzzGesture] {
///         [.arc(center: Point(x: bounds.midX, y: bounds.midY), radius: bounds.width * 0.35)]
///     }
/// }
/// ```
public protocol FuzzGestureHinting: Control {
    var fuzzGestures: [FuzzGesture] { get }
}
