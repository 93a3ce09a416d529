/// A sink that remembers what it was asked to play, in order, for tests and the harness's event
/// log; it can pass every event on to another sink so a window can record and still be heard.
///
/// ```swift
/// let feedback = RecordingFeedback()
/// host.feedback = feedback
/// spinner.isOpen = true
/// #expect(feedback.events == [.open])
/// #expect(feedback.played.last == .init(.open, sound: true, haptic: false))
/// ```
public final class RecordingFeedback: FeedbackSink {
    /// One call of `play`.
    public struct Played: Sendable, Hashable, CustomStringConvertible {
        public var event: FeedbackEvent
        public var sound: Bool
        public var haptic: Bool
        /// The game controller that acted (its rumble goes there); nil for mouse, keyboard, code.
        public var pad: PadID?

        public init(_ event: FeedbackEvent, sound: Bool, haptic: Bool, pad: PadID? = nil) {
            self.event = event
            self.sound = sound
            self.haptic = haptic
            self.pad = pad
        }

        /// "selectionTick[sound,haptic]", "open[sound]", "close[]", "open[haptic] pad 3".
        public var description: String {
            let channels = [sound ? "sound" : nil, haptic ? "haptic" : nil].compactMap { $0 }
            return "\(event.rawValue)[\(channels.joined(separator: ","))]" + (pad.map { " \($0)" } ?? "")
        }
    }

    /// Every call so far, oldest first.
    public private(set) var played: [Played] = []
    /// Receives every event after it is recorded (nil: record only).
    public var next: FeedbackSink?

    public init(forwardingTo next: FeedbackSink? = nil) {
        self.next = next
    }

    public func play(_ event: FeedbackEvent, sound: Bool, haptic: Bool) {
        play(event, sound: sound, haptic: haptic, pad: nil)
    }

    public func play(_ event: FeedbackEvent, sound: Bool, haptic: Bool, pad: PadID?) {
        played.append(Played(event, sound: sound, haptic: haptic, pad: pad))
        next?.play(event, sound: sound, haptic: haptic, pad: pad)
    }

    /// The events, whatever their channels.
    public var events: [FeedbackEvent] { played.map(\.event) }
    /// The events played with sound on.
    public var sounds: [FeedbackEvent] { played.filter(\.sound).map(\.event) }
    /// The events played with the haptic on.
    public var haptics: [FeedbackEvent] { played.filter(\.haptic).map(\.event) }

    /// How many times `event` was played.
    public func count(of event: FeedbackEvent) -> Int {
        played.reduce(0) { $0 + ($1.event == event ? 1 : 0) }
    }

    /// Forgets everything recorded so far (say, after setting up a scene).
    public func removeAll() { played.removeAll() }
}
