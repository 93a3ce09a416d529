/// A control's feedback switches: sound and haptics on or off, and which events play at all.
/// RVS_Spinner's `isSoundOn` / `isHapticsOn` map to the first two; `events` makes each sound
/// switchable on its own (the open and close sounds the original never played, the tick).
///
/// ```swift
/// var options = FeedbackOptions()              // everything on
/// options.events.remove(.selectionTick)        // open and close only
/// options.isHapticsOn = false
/// control.playFeedback(.open, options: options) // sound only
/// ```
public struct FeedbackOptions: Sendable, Hashable, Codable {
    /// Sounds play at all.
    public var isSoundOn: Bool
    /// Haptics play at all.
    public var isHapticsOn: Bool
    /// The events that play; an event missing here plays neither sound nor haptic.
    public var events: Set<FeedbackEvent>

    public init(
        isSoundOn: Bool = true, isHapticsOn: Bool = true,
        events: Set<FeedbackEvent> = Set(FeedbackEvent.allCases)
    ) {
        self.isSoundOn = isSoundOn
        self.isHapticsOn = isHapticsOn
        self.events = events
    }

    /// Everything off.
    public static let silent = FeedbackOptions(isSoundOn: false, isHapticsOn: false, events: [])

    /// True when `event` should make a sound.
    public func playsSound(_ event: FeedbackEvent) -> Bool { isSoundOn && events.contains(event) }
    /// True when `event` should make a haptic.
    public func playsHaptic(_ event: FeedbackEvent) -> Bool { isHapticsOn && events.contains(event) }
}

extension View {
    /// Plays `event` on the host's feedback sink (`ViewHost.feedback`), for the pad that acted
    /// last (`ViewHost.actingPad`: its rumble goes to that pad only). Does nothing when both
    /// channels are off or the view is not in a host, so the sink sees only real requests.
    ///
    /// ```swift
    /// playFeedback(.selectionTick, sound: isSoundOn, haptic: isHapticsOn)
    /// ```
    public func playFeedback(_ event: FeedbackEvent, sound: Bool, haptic: Bool) {
        guard sound || haptic, let host else { return }
        host.feedback.play(event, sound: sound, haptic: haptic, pad: host.actingPad)
    }

    /// Plays `event` with the channels `options` allow for it.
    public func playFeedback(_ event: FeedbackEvent, options: FeedbackOptions) {
        playFeedback(event, sound: options.playsSound(event), haptic: options.playsHaptic(event))
    }
}
