/// Where controls send sounds and haptics. One protocol with both channels, not two, because
/// a control decides about both at the same moment and a backend often renders them together
/// (the SDL sink plays a sound and rumbles a game controller for the same event).
///
/// A sink is called on the UI thread, for every event a control plays with at least one channel
/// on; `sound` and `haptic` say which channels the control wants. A sink ignores the channels
/// that are off and may also have its own master switches (the SDL sink's volume and enables),
/// so an app can mute everything without touching every control. Playing must be cheap and must
/// not block: a fast spin ticks dozens of times per second.
///
/// Backends: `NoFeedback` (the default of `ViewHost.feedback`), `RecordingFeedback` (tests),
/// `SDLAudioFeedback` in FlywheelSDL (synthesised sounds, game-controller rumble).
///
/// ```swift
/// final class ConsoleFeedback: FeedbackSink {
///     func play(_ event: FeedbackEvent, sound: Bool, haptic: Bool) {
///         print(event, sound ? "🔊" : "", haptic ? "📳" : "")
///     }
/// }
/// host.feedback = ConsoleFeedback()
/// ```
public protocol FeedbackSink: AnyObject {
    /// Plays `event` now: a sound if `sound`, a haptic if `haptic`.
    func play(_ event: FeedbackEvent, sound: Bool, haptic: Bool)
    /// Plays `event` for the game controller that acted (`pad`; nil for the mouse, keyboard or
    /// code): a sink that rumbles rumbles that pad only. The default ignores the pad and calls
    /// `play(_:sound:haptic:)`, so a sink without pads needs only that.
    func play(_ event: FeedbackEvent, sound: Bool, haptic: Bool, pad: PadID?)
}

extension FeedbackSink {
    public func play(_ event: FeedbackEvent, sound: Bool, haptic: Bool, pad: PadID?) {
        play(event, sound: sound, haptic: haptic)
    }
}

/// A sink that plays nothing: the default, and what headless runs use.
public final class NoFeedback: FeedbackSink {
    public init() {}
    public func play(_ event: FeedbackEvent, sound: Bool, haptic: Bool) {}
}
