import FlywheelCore
import FlywheelUI
import Foundation

/// What a headless run plays: actions at times (seconds from the start), and when it ends.
public struct Timeline: Sendable {
    public var actions: [TimedAction]
    public var duration: Double

    public init(actions: [TimedAction], duration: Double) {
        self.actions = actions
        self.duration = max(duration, actions.last?.time ?? 0)
    }
}

/// One thing that happens at a time in a run.
public struct TimedAction: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A user's input; its timestamp equals `time`.
        case input(InputEvent)
        case set(control: String, value: String)
        case screenshot(String)
        /// The window changed size (recordings of a resized window).
        case resize(Size)
    }
    public var time: Double
    public var kind: Kind
    /// Where it came from, for messages: the script step (number, line) or recording entry.
    public var step: Int?
    public var line: Int?

    public init(time: Double, kind: Kind, step: Int? = nil, line: Int? = nil) {
        self.time = time; self.kind = kind; self.step = step; self.line = line
    }
}
