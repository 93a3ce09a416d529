import FlywheelCore
import FlywheelUI
import Foundation

/// A harness script: a scene, a frame rate, a window size and the steps a user takes, run
/// headless on the virtual clock (docs/harness-scripts.md).
///
/// ```json
/// {"scene": "rating", "fps": 60, "size": [800, 600], "pixelScale": 2, "steps": [
///   {"tap": [400, 240]}, {"wait": 0.5},
///   {"set": {"control": "Stars", "value": "6"}},
///   {"screenshot": "rating.png"}
/// ]}
/// ```
///
/// Time comes from the steps, never from frames: `wait` and a drag's `duration` + `hold` add
/// their seconds, a tap or key press adds `pressDuration`, everything else is instantaneous.
/// Frames are drawn at `fps` in between, so the same script gives the same input at any rate.
public struct HarnessScript: Sendable {
    /// How long a `tap` holds the pointer down, and a `key` holds the key (seconds).
    public static let pressDuration = 0.05
    /// Drags send one move per 1/120 s (touch screens report at 60–120 Hz), whatever the fps.
    public static let dragSampleRate = 120.0

    /// The file the script came from (messages name it).
    public var file: String
    public var scene: String?
    public var fps: Double?
    public var size: Size?
    /// Device pixels per point to draw at (1...4; the command line's `--pixel-scale` wins).
    public var pixelScale: Double?
    public var steps: [Step]

    public init(
        file: String, scene: String? = nil, fps: Double? = nil, size: Size? = nil, pixelScale: Double? = nil,
        steps: [Step]
    ) {
        self.file = file; self.scene = scene; self.fps = fps; self.size = size; self.pixelScale = pixelScale
        self.steps = steps
    }

    /// One step: what to do, and where it was written (1-based number and line).
    public struct Step: Sendable {
        public var number: Int
        public var line: Int
        public var action: Action

        public init(number: Int, line: Int = 0, action: Action) {
            self.number = number; self.line = line; self.action = action
        }
    }

    public enum Action: Sendable, Equatable {
        case wait(Double)
        case tap(Point, id: Int)
        case down(Point, id: Int)
        case move(Point, id: Int)
        case up(Point, id: Int)
        /// A straight drag; `hold` is the rest at `to` before lifting (0 = a fling).
        case drag(from: Point, to: Point, duration: Double, hold: Double, id: Int)
        case key(Key, modifiers: KeyModifiers)
        /// Text typed into the field being edited, as the keyboard's text input sends it.
        case type(String)
        case wheel(dx: Double, dy: Double, at: Point)
        /// Sets a control found by its label (see `ControlFinder`) to a value, as a user would.
        case set(control: String, value: String)
        case screenshot(String)
        /// The window changes size (the fuzzer's reproductions use it).
        case resize(Size)
        /// A game controller's button pressed on `pad` and held `hold` seconds, acting as its key
        /// in `PadMapping.standard` (the event carries the pad and the button; an unmapped
        /// button sends nothing, as the SDL backend does).
        case button(PadButton, pad: Int, hold: Double)
        /// A game controller's stick at (x, y) (−1…1 each, y down, after the dead zone), at once.
        case stick(PadStick, x: Double, y: Double, pad: Int)
    }

    /// Throws when the script names no scene (and the command line gave none): running the
    /// default scene instead would silently test the wrong thing.
    public func requireScene() throws(ScriptError) {
        guard scene == nil else { return }
        throw ScriptError(
            file: file, key: "scene",
            message: "missing: a script names its scene, e.g. \"scene\": \"basic\" "
                + "(see --list-scenes), or run it with --scene")
    }

    /// The input and actions the steps make, each at its time (seconds from the start).
    public func timeline() -> Timeline {
        var t = 0.0
        var actions: [TimedAction] = []
        func add(_ kind: TimedAction.Kind, _ step: Step, at time: Double) {
            actions.append(TimedAction(time: time, kind: kind, step: step.number, line: step.line))
        }
        func pointer(_ phase: PointerEvent.Phase, _ p: Point, _ id: Int, _ time: Double, _ step: Step) {
            let time = Self.onTimeGrid(time)
            add(.input(.pointer(PointerEvent(phase: phase, id: id, location: p, timestamp: time))), step, at: time)
        }
        for step in steps {
            // Each step starts on the grid: thousands of steps summed in binary drift by more
            // than half a nanosecond (12,000 waits of 0.3 s made 3600.000000000722 s).
            t = Self.onTimeGrid(t)
            switch step.action {
            case .wait(let s):
                t += s
            case .tap(let p, let id):
                pointer(.down, p, id, t, step)
                t += Self.pressDuration
                pointer(.up, p, id, t, step)
            case .down(let p, let id): pointer(.down, p, id, t, step)
            case .move(let p, let id): pointer(.move, p, id, t, step)
            case .up(let p, let id): pointer(.up, p, id, t, step)
            case .drag(let from, let to, let duration, let hold, let id):
                pointer(.down, from, id, t, step)
                let moves = max(1, Int((duration * Self.dragSampleRate).rounded()))
                let start = t
                for k in 1...moves {
                    let f = Double(k) / Double(moves)
                    let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                    pointer(.move, p, id, start + duration * f, step)
                }
                t = start + duration + hold
                pointer(.up, to, id, t, step)
            case .key(let key, let modifiers):
                let down = Self.onTimeGrid(t)
                add(
                    .input(.key(KeyEvent(key: key, isDown: true, modifiers: modifiers, timestamp: down))), step,
                    at: down)
                t += Self.pressDuration
                let up = Self.onTimeGrid(t)
                add(.input(.key(KeyEvent(key: key, isDown: false, modifiers: modifiers, timestamp: up))), step, at: up)
            case .type(let text):
                let time = Self.onTimeGrid(t)
                add(.input(.text(TextEvent(text: text, timestamp: time))), step, at: time)
            case .wheel(let dx, let dy, let at):
                let time = Self.onTimeGrid(t)
                add(.input(.wheel(WheelEvent(dx: dx, dy: dy, location: at, timestamp: time))), step, at: time)
            case .set(let control, let value):
                add(.set(control: control, value: value), step, at: Self.onTimeGrid(t))
            case .screenshot(let path):
                add(.screenshot(path), step, at: Self.onTimeGrid(t))
            case .resize(let size):
                add(.resize(size), step, at: Self.onTimeGrid(t))
            case .button(let button, let pad, let hold):
                // As the SDL backend sends it under the standard mapping: an unmapped button
                // sends nothing.
                guard let key = PadMapping.standard[button] else {
                    t += hold
                    break
                }
                for down in [true, false] {
                    if !down { t += hold }
                    let time = Self.onTimeGrid(t)
                    let e = KeyEvent(key: key, isDown: down, pad: PadID(pad), padButton: button, timestamp: time)
                    add(.input(.key(e)), step, at: time)
                }
            case .stick(let stick, let x, let y, let pad):
                let time = Self.onTimeGrid(t)
                add(
                    .input(.stick(StickEvent(pad: PadID(pad), stick: stick, x: x, y: y, timestamp: time))), step,
                    at: time)
            }
        }
        return Timeline(actions: actions, duration: Self.onTimeGrid(t))
    }

    /// `t` on a grid of whole nanoseconds. The steps' seconds add up in binary floating point
    /// (0.05 + 0.26 + 0.03 + 0.11 is 0.44999999999999996), while a frame's time is its number
    /// over the frame rate (27 / 60 is 0.45): a frame an ulp after a step pinned the clock there
    /// (it never goes back), so the step happened at 0.45 at 60 frames a second and an ulp
    /// earlier at 61, and a gesture exactly as long as the fling estimator's horizon counted its
    /// press at one rate and not the other. Both roundings are correct, so a time both name is
    /// the same number.
    static func onTimeGrid(_ t: Double) -> Double {
        guard t.isFinite, abs(t) < 1e6 else { return t }
        return (t * 1e9).rounded() / 1e9
    }
}

extension HarnessScript.Action {
    /// The virtual seconds this step takes (what `timeline()` adds for it).
    public var seconds: Double {
        switch self {
        case .wait(let s): return s
        case .tap, .key: return HarnessScript.pressDuration
        case .drag(_, _, let duration, let hold, _): return duration + hold
        case .button(_, _, let hold): return hold
        case .down, .move, .up, .type, .wheel, .set, .screenshot, .resize, .stick: return 0
        }
    }

    /// The step's key in a script ("wait", "tap" …).
    public var name: String {
        switch self {
        case .wait: return "wait"
        case .tap: return "tap"
        case .down: return "down"
        case .move: return "move"
        case .up: return "up"
        case .drag: return "drag"
        case .key: return "key"
        case .type: return "type"
        case .wheel: return "wheel"
        case .set: return "set"
        case .screenshot: return "screenshot"
        case .resize: return "resize"
        case .button: return "button"
        case .stick: return "stick"
        }
    }
}
