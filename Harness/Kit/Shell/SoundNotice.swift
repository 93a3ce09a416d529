/// What a person is told when the window's sounds cannot play: a plain line on the status line
/// ("No sound device: sounds off"), and the device's own reason for the log (standard error),
/// where whoever investigates looks — not the first thing everyone reads.
///
/// ```swift
/// let notice = SoundNotice(audioActive: false, audioStatus: "audio off: SDL_OpenAudioDevice failed: ALSA: …")
/// notice?.status   // "No sound device: sounds off"
/// notice?.detail   // "sound: audio off: SDL_OpenAudioDevice failed: ALSA: …"
/// ```
struct SoundNotice: Equatable {
    /// The status line's words.
    var status: String
    /// The reason, for standard error; nil when there is nothing more to say.
    var detail: String?

    /// The status of `SDLAudioFeedback` when sounds are off: "audio off: disabled" when asked.
    static let disabledStatus = "audio off: disabled"

    /// Nil when sounds play (`audioActive`); otherwise the notice for `audioStatus`
    /// (`SDLAudioFeedback.audioStatus`).
    init?(audioActive: Bool, audioStatus: String) {
        guard !audioActive else { return nil }
        if audioStatus == Self.disabledStatus {
            status = "Sounds off"
            detail = nil
        } else {
            status = "No sound device: sounds off"
            detail = "sound: \(audioStatus)"
        }
    }
}
