import FlywheelCore
import FlywheelUI

/// One status-line message and when it was posted (seconds since the session started, in a
/// window as in scripts and replays).
public struct StatusMessage: Equatable, Sendable {
    public var time: Double
    public var text: String

    /// `{"time": 1.25, "text": "Slider 3 changed"}`, the time in whole microseconds (written as
    /// the shortest decimal: 0.35, never 0.35000000000000003).
    public var json: JSONValue {
        .object([("time", .number(Self.onMicrosecondGrid(time))), ("text", .string(text))])
    }

    /// `t` rounded to whole microseconds: the nearest double to `n / 1,000,000`.
    static func onMicrosecondGrid(_ t: Double) -> Double {
        guard t.isFinite, abs(t) < 1e9 else { return t }
        return (t * 1e6).rounded() / 1e6
    }
}
