/// How a held arrow key or D-pad direction repeats: the first repeat `delay` seconds after the
/// press, then one every `interval`, each a key-down with `isRepeat` set at its exact time on
/// the host's clock (a `ViewTimer`), so a hold of the same length gives the same steps at any
/// frame rate. The host is the one source of these repeats: a platform's own auto-repeat of
/// the arrow keys (SDL's) is ignored while `ViewHost.keyRepeat` is set.
///
/// A repeat stops when its key (or button) comes up, another key goes down, a pointer goes
/// down, the window loses focus (`ViewHost.endKeyRepeat()`) or focus moves by any other means
/// than the repeat itself. Only a press the UI used repeats (a step, a focus move): a key the
/// game keeps is never repeated by the UI.
///
/// ```swift
/// host.keyRepeat = KeyRepeat(delay: 0.3, interval: 0.05)   // quicker
/// host.keyRepeat = nil                                      // one step per press
/// ```
public struct KeyRepeat: Sendable, Equatable {
    /// Seconds from the press to the first repeat (0.4 by default; at least 0.01).
    public var delay: Double { didSet { delay = Self.kept(delay, default: 0.4) } }
    /// Seconds between repeats (0.1 by default, 10 a second; at least 0.01).
    public var interval: Double { didSet { interval = Self.kept(interval, default: 0.1) } }

    public init(delay: Double = 0.4, interval: Double = 0.1) {
        self.delay = Self.kept(delay, default: 0.4)
        self.interval = Self.kept(interval, default: 0.1)
    }

    /// 0.4 s, then every 0.1 s.
    public static let standard = KeyRepeat()

    /// The keys that repeat while held: the four arrows (from the keyboard or a D-pad).
    public static func repeats(_ key: Key) -> Bool {
        key == .left || key == .right || key == .up || key == .down
    }

    /// The steps a hold of `seconds` gives: the press and every repeat due within it.
    public func steps(holding seconds: Double) -> Int {
        seconds < delay ? 1 : 2 + Int(((seconds - delay) / interval + 1e-9).rounded(.down))
    }

    private static func kept(_ v: Double, default d: Double) -> Double { v.isFinite ? max(v, 0.01) : d }
}

/// The key being held and repeated now (one at a time), with its timer.
final class HeldKey {
    /// The press being repeated (its key, pad and button); nil when nothing repeats.
    var press: KeyEvent?
    var timer: ViewTimer?
    /// The view focused after the last step: focus moved by anything else ends the repeat.
    weak var focusAfterStep: View?

    func end() {
        timer?.cancel()
        timer = nil
        press = nil
        focusAfterStep = nil
    }

    /// Whether `event` (a key-up, or an auto-repeat) is for the held press.
    func holds(_ event: KeyEvent) -> Bool {
        guard let press else { return false }
        return press.key == event.key && press.pad == event.pad
    }
}

/// A key (or pad button) that went down, by what identifies its release: the key and the pad.
struct KeyPress: Hashable {
    var key: Key
    var pad: PadID?

    init(_ e: KeyEvent) {
        key = e.key
        pad = e.pad
    }
}
