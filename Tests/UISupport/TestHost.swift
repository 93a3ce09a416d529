import FlywheelCore
import FlywheelUI

/// A host with a virtual clock plus helpers that send timestamped pointer events; `log` holds
/// every control event the host hears, by name.
///
///     let t = TestHost()
///     let button = t.add(Button(title: "OK", frame: Rect(x: 10, y: 10, width: 80, height: 40)))
///     t.pointer(.down, 20, 20)
///     t.pointer(.up, 20, 20)
///     #expect(t.log.contains("primaryActionTriggered"))
public final class TestHost {
    public let clock = VirtualClock()
    public let host: ViewHost
    public var log: [String] = []

    public init(size: Size = Size(width: 400, height: 300)) {
        host = ViewHost(size: size, clock: clock)
        host.controlEventObserver = { [unowned self] _, e in self.log.append(e.description) }
    }

    public func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, id: Int = 0, dt: Double = 0.01) {
        clock.advance(by: dt)
        host.handle(.pointer(PointerEvent(phase: phase, id: id, location: Point(x: x, y: y), timestamp: clock.now)))
        host.advance(to: clock.now)
    }

    /// Presses and lets go of `key` (a tap: a key held down would repeat, `ViewHost.keyRepeat`).
    public func key(_ key: Key, modifiers: KeyModifiers = []) {
        clock.advance(by: 0.01)
        host.handle(.key(KeyEvent(key: key, isDown: true, modifiers: modifiers, timestamp: clock.now)))
        host.handle(.key(KeyEvent(key: key, isDown: false, modifiers: modifiers, timestamp: clock.now)))
    }

    /// A recorder of what the host tells assistive technology, installed as its observer; keep
    /// it (the host holds its observer weakly).
    public func recordAccessibility() -> RecordingAccessibilityObserver {
        let log = RecordingAccessibilityObserver()
        host.accessibilityObserver = log
        return log
    }

    public func wait(_ seconds: Double, fps: Double = 60) {
        let end = clock.now + seconds
        while clock.now < end - 1e-12 {
            clock.advance(by: min(1 / fps, end - clock.now))
            host.advance(to: clock.now)
        }
    }

    /// The log with consecutive repeats collapsed to "name…" (the shape the tests assert).
    public var collapsedLog: [String] {
        var out: [String] = []
        for e in log {
            if let last = out.last, last == e || last == e + "…" {
                out[out.count - 1] = e + "…"
            } else {
                out.append(e)
            }
        }
        return out
    }
}
