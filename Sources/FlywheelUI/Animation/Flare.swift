import FlywheelCore
import Foundation

/// How a flaring thing looks at one instant: a scale and a turn about its centre, and an
/// opacity. `rest` is (1, 0, 1).
///
/// ```swift
/// let f = Flare(style: .spin).frame(at: 0.2)
/// view.transform = f.transform      // scale and turn about the view's centre
/// view.alpha = f.alpha
/// ```
public struct FlareFrame: Sendable, Equatable {
    public var scale: Double
    /// Radians, clockwise positive (as `Transform(rotation:)`).
    public var rotation: Double
    public var alpha: Double

    public init(scale: Double = 1, rotation: Double = 0, alpha: Double = 1) {
        self.scale = scale
        self.rotation = rotation
        self.alpha = alpha
    }

    /// At rest: unscaled, unturned, opaque.
    public static let rest = FlareFrame()

    /// The scale, then the turn, about the origin (a view's `transform` is about its centre).
    public var transform: Transform { Transform(scaleX: scale, y: scale).rotated(by: rotation) }
}

/// The styles of `Flare`.
public enum FlareStyle: String, CaseIterable, Sendable {
    /// The "Custom UIControl" exercise's flare: grows to ×1.6 over 0.3 s (ease in and out), back
    /// over 0.1 s.
    case grow
    /// Grows to ×1.3 and back while making one whole clockwise turn, over 0.5 s (ease in and out).
    case spin
    /// Jumps to ×1.6 and springs back to rest, overshooting below 1, over 0.6 s (an underdamped
    /// spring, damping ratio 0.3: `AnimationCurve.spring`, FlywheelCore's `SpringMotion`).
    case bounce
    /// Fades to 0.25 opacity and back twice while swelling to ×1.2, over 0.6 s.
    case pulse
}

/// A short "look here" animation any view (or any part of one) can run: a pure function of the
/// time since it started, so it passes through the same frames at any frame rate. It runs on
/// the host's animator (`View.runFlare`) and its eases and springs are FlywheelCore's; it has
/// no clock of its own. `RatingControl` flares the star that became its value with one.
///
/// ```swift
/// badge.runFlare(.bounce)                                   // the badge's transform and alpha
/// rating.runFlare(Flare(style: .spin)) { star.look = $0 }    // or apply each frame yourself
/// Flare(style: .grow).frame(at: 0.3).scale                   // 1.6
/// ```
public struct Flare: Sendable, Equatable {
    public var style: FlareStyle

    public init(style: FlareStyle = .grow) { self.style = style }

    /// The peak scale of `.grow` (and where `.bounce` starts).
    public static let growScale = 1.6
    /// `.grow`'s growing and shrinking times, seconds.
    public static let growSeconds = 0.3
    public static let shrinkSeconds = 0.1

    /// How long it lasts, seconds; at and after its end the frame is `rest`.
    public var duration: Double {
        switch style {
        case .grow: return Self.growSeconds + Self.shrinkSeconds
        case .spin: return 0.5
        case .bounce, .pulse: return 0.6
        }
    }

    /// The frame `elapsed` seconds after it started (`rest` before the start and after the end).
    public func frame(at elapsed: Double) -> FlareFrame {
        guard elapsed.isFinite, elapsed > 0, elapsed < duration else { return .rest }
        let u = elapsed / duration
        switch style {
        case .grow:
            let grow = Self.growScale - 1
            if elapsed <= Self.growSeconds {
                return FlareFrame(scale: 1 + grow * CubicEasing.inOut(elapsed / Self.growSeconds))
            }
            let back = (elapsed - Self.growSeconds) / Self.shrinkSeconds
            return FlareFrame(scale: Self.growScale - grow * CubicEasing.inOut(back))
        case .spin:
            return FlareFrame(scale: 1 + 0.3 * sin(Double.pi * u), rotation: 2 * Double.pi * CubicEasing.inOut(u))
        case .bounce:
            let settle = AnimationCurve.spring(dampingRatio: 0.3, initialVelocity: 0).value(at: u, duration: duration)
            return FlareFrame(scale: Self.growScale - (Self.growScale - 1) * settle)
        case .pulse:
            let wave = (1 - cos(4 * Double.pi * u)) / 2  // 0 → 1 → 0, twice
            return FlareFrame(scale: 1 + 0.2 * wave, alpha: 1 - 0.75 * wave)
        }
    }
}

extension View {
    /// Runs `flare` on the host's animator, handing `apply` each frame's look and `rest` at the
    /// end (or when cancelled). Returns nil, applying nothing, when the view has no host.
    ///
    /// ```swift
    /// icon.runFlare(Flare(style: .pulse)) { [weak icon] f in icon?.alpha = f.alpha }
    /// ```
    @discardableResult
    public func runFlare(_ flare: Flare, apply: @escaping (FlareFrame) -> Void) -> AnimationToken? {
        guard let host else { return nil }
        let duration = flare.duration
        return host.animate(
            duration: duration, curve: .linear,
            update: { p in apply(p >= 1 ? .rest : flare.frame(at: p * duration)) },
            completion: { _ in apply(.rest) })
    }

    /// Runs a flare of `style` on this view itself: its `transform` (scale and turn about its
    /// centre) and `alpha`, put back to what they were when it ends.
    ///
    /// ```swift
    /// saveButton.runFlare(.bounce)
    /// ```
    @discardableResult
    public func runFlare(_ style: FlareStyle) -> AnimationToken? {
        let base = transform, baseAlpha = alpha
        return runFlare(Flare(style: style)) { [weak self] f in
            guard let self else { return }
            self.transform = f.transform.concatenating(base)
            self.alpha = baseAlpha * f.alpha
        }
    }
}
