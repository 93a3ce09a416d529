import FlywheelUI

/// Mixes the feedback sounds for the audio device: a few voices, each a position in one of the
/// pre-rendered sounds, summed into the device's buffer on SDL's audio thread.
///
/// Why a mixing callback and not `SDL_QueueAudio`: queued sounds play one after another, so
/// during a fast spin every tick waits for the ones before it and latency piles up. Here a new
/// sound starts in the next buffer (≤ one buffer of latency, ~11 ms at 512 frames) and overlaps
/// whatever is playing. Voices are capped (`maxVoices` in all, `maxVoicesPerSound` of one sound:
/// the oldest is restarted), so a flood of ticks costs the same as two.
///
/// Thread safety: `start`, `stopAll` and `gain` are called on the UI thread with the device
/// locked (`SDL_LockAudioDevice`), `render` by SDL on the audio thread while SDL holds that same
/// lock; tests call everything on one thread. Rendering allocates nothing.
final class FeedbackMixer: @unchecked Sendable {
    struct Voice {
        var sound = 0
        var position = 0
        var isActive = false
    }

    static let maxVoices = 8
    static let maxVoicesPerSound = 2

    /// The samples of each `FeedbackEvent`, by `index(of:)`.
    let sounds: [[Float]]
    /// Overall level applied while mixing (0…1).
    var gain: Float = 1
    private(set) var voices = [Voice](repeating: Voice(), count: FeedbackMixer.maxVoices)

    init(sampleRate: Int) {
        sounds = FeedbackEvent.allCases.map { FeedbackSound.recipe(for: $0).render(sampleRate: sampleRate) }
    }

    static func index(of event: FeedbackEvent) -> Int {
        switch event {
        case .selectionTick: return 0
        case .open: return 1
        case .close: return 2
        case .refused: return 3
        }
    }

    var activeVoiceCount: Int { voices.reduce(0) { $0 + ($1.isActive ? 1 : 0) } }

    /// Starts `event`'s sound from its beginning.
    func start(_ event: FeedbackEvent) {
        let sound = Self.index(of: event)
        voices[slot(for: sound)] = Voice(sound: sound, position: 0, isActive: true)
    }

    /// Silences everything at once.
    func stopAll() {
        for i in voices.indices { voices[i].isActive = false }
    }

    /// The voice to (re)use: the oldest of this sound if it already has its share, else a free
    /// one, else the oldest of all.
    private func slot(for sound: Int) -> Int {
        var same = 0, oldestSame = -1, free = -1, oldest = 0
        for (i, v) in voices.enumerated() {
            guard v.isActive else { if free < 0 { free = i }; continue }
            if v.sound == sound {
                same += 1
                if oldestSame < 0 || v.position > voices[oldestSame].position { oldestSame = i }
            }
            if !voices[oldest].isActive || v.position > voices[oldest].position { oldest = i }
        }
        if same >= Self.maxVoicesPerSound { return oldestSame }
        return free >= 0 ? free : oldest
    }

    /// Fills `out` with the mix of the active voices (silence when none), clamped to -1…1.
    func render(into out: UnsafeMutableBufferPointer<Float>) {
        guard let base = out.baseAddress else { return }
        base.update(repeating: 0, count: out.count)
        for i in voices.indices where voices[i].isActive {
            let v = voices[i]
            sounds[v.sound].withUnsafeBufferPointer { samples in
                let n = min(out.count, samples.count - v.position)
                for k in 0..<n { base[k] += samples[v.position + k] * gain }
                voices[i].position += n
                if voices[i].position >= samples.count { voices[i].isActive = false }
            }
        }
        for k in 0..<out.count { base[k] = min(1, max(-1, base[k])) }
    }
}
