/// Identifies a running animation so it can be cancelled.
public struct AnimationToken: Hashable, Sendable {
    let id: Int
}

/// Runs clock-driven animations: each has a start time and duration, and its `update` closure is
/// called with the curved progress for the current frame time — never per frame count, so the
/// same animation at 30 or 240 fps passes through the same values at the same times.
///
/// ```swift
/// let animator = Animator()
/// animator.animate(start: 0, duration: 0.3, curve: .easeOut, update: { p in view.alpha = p })
/// animator.advance(to: 0.15)    // view.alpha == AnimationCurve.easeOut.value(at: 0.5)
/// ```
public final class Animator {
    struct Running {
        let token: AnimationToken
        let start: Double
        let duration: Double
        let curve: AnimationCurve
        let update: (Double) -> Void
        let completion: ((Bool) -> Void)?
    }

    private var running: [Running] = []
    private var finished: [Running] = []
    private var nextID = 1

    public init() {}

    public var isEmpty: Bool { running.isEmpty }
    public var count: Int { running.count }

    /// Schedules an animation; `update(0)` is applied at `start` at the latest frame on or after it.
    @discardableResult
    public func animate(
        start: Double, duration: Double, curve: AnimationCurve,
        update: @escaping (Double) -> Void, completion: ((Bool) -> Void)? = nil
    ) -> AnimationToken {
        let token = AnimationToken(id: nextID)
        nextID += 1
        let d = duration.isFinite ? max(0, duration) : 0
        running.append(
            Running(
                token: token, start: start.isFinite ? start : 0, duration: d, curve: curve,
                update: update, completion: completion))
        return token
    }

    /// Applies every animation's value at `time`; animations that reach their end get `update(1)`
    /// and then `completion(true)`.
    public func advance(to time: Double) {
        guard !running.isEmpty else { return }
        finished.removeAll(keepingCapacity: true)
        var i = 0
        while i < running.count {
            let a = running[i]
            if time < a.start { i += 1; continue }
            let u = a.duration > 0 ? (time - a.start) / a.duration : 1
            if u >= 1 {
                a.update(1)
                finished.append(a)
                running.remove(at: i)
            } else {
                a.update(a.curve.value(at: u, duration: a.duration))
                i += 1
            }
        }
        for a in finished { a.completion?(true) }
        finished.removeAll(keepingCapacity: true)
    }

    /// Stops an animation where it is; its completion gets `false`.
    public func cancel(_ token: AnimationToken) {
        guard let i = running.firstIndex(where: { $0.token == token }) else { return }
        let a = running.remove(at: i)
        a.completion?(false)
    }
}
