/// Something a control wants the user to hear or feel: the few moments a wheel control has.
///
/// RVS_Spinner meant to play iOS system sounds 1103 "Tink" (selection), 1104 and 1105 "Tock"
/// (open, close) with a light haptic; its open and close sounds never played.
/// Flywheel plays all of them, each switchable
/// (`FeedbackOptions`). The raw values are stable names for settings files and logs.
///
/// ```swift
/// playFeedback(.selectionTick, options: feedbackOptions)   // from a control, at mid-item
/// ```
public enum FeedbackEvent: String, Sendable, Hashable, CaseIterable, Codable {
    /// The item at the top (or in the picker's centre row) changed because the user moved the
    /// wheel: fire it when the wheel crosses mid-item (`DetentCrossing`), never for a change
    /// made from code. iOS "Tink"; a selection haptic.
    case selectionTick
    /// The control opened (its ring or picker appeared). A higher "tock"; a light impact.
    case open
    /// The control closed. A lower "tock"; a light impact.
    case close
    /// The control refused what the user asked, e.g. the delegate vetoed a close: a dull
    /// double knock and a stronger bump, so the user knows the tap arrived.
    case refused
}
