import FlywheelCore
import FlywheelUI

/// The harness's status line: the one place a message goes (a scene's `status`, the shell's
/// control-event echo, scene switches, asset problems), shown in the label under the scene and
/// kept, with the time it was posted, for reports (`status`, `messages`) and tests. The label
/// shows the numbers in the player's locale (`ViewHost.locale`: "= 0,998" in German); the
/// messages kept for reports are locale-free ("= 0.998").
///
/// ```swift
/// let line = StatusLine()
/// line.post("Slider 3 changed", at: 2.5)
/// line.last        // "Slider 3 changed"
/// line.messages    // [StatusMessage(time: 2.5, text: "Slider 3 changed")]
/// ```
final class StatusLine {
    /// How many messages are kept: a long session (a soak, an afternoon in the window) posts one
    /// per control event, and must not keep them all.
    static let limit = 10_000

    /// The label the shell shows the latest message in.
    let label = Label(text: "", font: .system(size: 12))
    /// The messages in order (the last `limit` of them).
    private(set) var messages: [StatusMessage] = []

    /// The latest message, if any.
    var last: String? { messages.last?.text }

    /// Shows `text` and keeps it with `time` (seconds on the host's clock). Spans marked as data
    /// (`PseudoLocale.data`) are shown as such and kept without their marks. `announced`: screen
    /// readers are also told it as an announcement (a live region's message), for a message
    /// nothing else says — a scene's own, not the echo of a control a reader already hears.
    func post(_ text: String, at time: Double, announced: Bool = false) {
        let plain = PseudoLocale.withoutDataMarks(text)
        messages.append(StatusMessage(time: StatusMessage.onMicrosecondGrid(time), text: plain))
        if messages.count > Self.limit + Self.limit / 10 {
            messages.removeFirst(messages.count - Self.limit)
        }
        label.text = label.host?.numbers.localizingNumbers(in: text) ?? text
        if announced { label.postAccessibilityNotification(.announcement(label.text)) }
    }
}

extension HarnessReport {
    /// The report's status-line keys: `"status"` (the last message, or null) and `"messages"`.
    var statusFields: [(String, JSONValue)] {
        [("status", status.map(JSONValue.string) ?? .null), ("messages", .array(messages.map(\.json)))]
    }
}
