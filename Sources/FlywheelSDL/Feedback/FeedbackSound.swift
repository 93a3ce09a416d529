import FlywheelUI
import Foundation

/// A recipe for one feedback sound, rendered to PCM samples at start-up: no asset files.
///
/// A sound is one or more *strikes* of a small struck object. Each strike sums a few decaying
/// sine partials (`Partial`); their pitch starts `pitchGlide` higher and settles with time
/// constant `glideTime`, which is what makes a knock sound like a knock and not a beep. A short
/// raised-cosine attack on each strike and a raised-cosine release at the end make every sound
/// start and end at zero, so nothing clicks. The result is scaled so its largest sample is `peak`.
///
/// | event | sound | length | pitch |
/// |---|---|---|---|
/// | `.selectionTick` | "Tink": a bright metallic tap | 12 ms | 3.8 kHz |
/// | `.open` | "Tock": a higher wood-block knock | 50 ms | 1 kHz |
/// | `.close` | "Tock": a lower knock | 55 ms | 660 Hz |
/// | `.refused` | a dull double knock | 75 ms | 300 Hz |
///
/// ```swift
/// let tick = FeedbackSound.recipe(for: .selectionTick).render(sampleRate: 48_000)  // 576 samples
/// ```
public struct FeedbackSound: Sendable, Equatable {
    /// One sine component of a strike.
    public struct Partial: Sendable, Equatable {
        /// Hz, after the glide has settled.
        public var frequency: Double
        /// Relative level at the strike (before normalising to `peak`).
        public var amplitude: Double
        /// Exponential decay rate in 1/s: the level falls by e every `1/decayPerSecond` seconds.
        public var decayPerSecond: Double
    }

    /// Length in seconds.
    public var duration: Double
    public var partials: [Partial]
    /// The pitch starts `1 + pitchGlide` times higher at each strike and settles to the partials'
    /// frequencies (0: no glide).
    public var pitchGlide: Double = 0
    /// Time constant of the glide, in seconds.
    public var glideTime: Double = 0.004
    /// Onset time of each strike, in seconds from the start.
    public var strikes: [Double] = [0]
    /// Raised-cosine fade-in of each strike, in seconds.
    public var attack: Double
    /// Raised-cosine fade-out at the end of the sound, in seconds.
    public var release: Double
    /// The largest absolute sample after rendering (0…1, full scale = 1).
    public var peak: Double

    /// The built-in sound of each event (see the table above).
    public static func recipe(for event: FeedbackEvent) -> FeedbackSound {
        switch event {
        case .selectionTick:
            return FeedbackSound(
                duration: 0.012,
                partials: [
                    Partial(frequency: 3_800, amplitude: 1, decayPerSecond: 300),
                    Partial(frequency: 5_930, amplitude: 0.45, decayPerSecond: 450),
                    Partial(frequency: 8_870, amplitude: 0.15, decayPerSecond: 700),
                ],
                attack: 0.0004, release: 0.003, peak: 0.55)
        case .open:
            return knock(fundamental: 1_000, duration: 0.050)
        case .close:
            return knock(fundamental: 660, duration: 0.055)
        case .refused:
            return FeedbackSound(
                duration: 0.075,
                partials: [
                    Partial(frequency: 300, amplitude: 1, decayPerSecond: 90),
                    Partial(frequency: 760, amplitude: 0.4, decayPerSecond: 160),
                ],
                pitchGlide: 0.08, strikes: [0, 0.032], attack: 0.001, release: 0.010, peak: 0.75)
        }
    }

    /// A wood-block knock: the partial ratios 1 : 2.56 : 4.1 of a struck bar, quick pitch bend.
    private static func knock(fundamental f: Double, duration: Double) -> FeedbackSound {
        FeedbackSound(
            duration: duration,
            partials: [
                Partial(frequency: f, amplitude: 1, decayPerSecond: 70),
                Partial(frequency: f * 2.56, amplitude: 0.35, decayPerSecond: 160),
                Partial(frequency: f * 4.1, amplitude: 0.12, decayPerSecond: 300),
            ],
            pitchGlide: 0.12, attack: 0.001, release: 0.010, peak: 0.7)
    }

    // MARK: Rendering

    /// The sound as mono samples in -1…1 at `sampleRate` Hz: pure, the same every time.
    public func render(sampleRate: Int) -> [Float] {
        let rate = Double(max(1, sampleRate))
        let count = max(2, Int((duration * rate).rounded()))
        var out = [Double](repeating: 0, count: count)
        for onset in strikes {
            let first = Int((onset * rate).rounded(.up))
            guard first < count else { continue }
            for n in first..<count {
                out[n] += strike(at: Double(n) / rate - onset)
            }
        }
        applyRelease(&out, rate: rate)
        let loudest = out.reduce(0) { max($0, abs($1)) }
        let scale = loudest > 0 ? peak / loudest : 0
        return out.map { Float($0 * scale) }
    }

    /// One strike's signal `t` seconds after it began.
    private func strike(at t: Double) -> Double {
        // The instantaneous frequency f·(1 + g·e^(-t/τ)) integrates to this phase in closed form.
        let bentTime = t + pitchGlide * glideTime * (1 - exp(-t / max(glideTime, 1e-9)))
        var sum = 0.0
        for p in partials {
            sum += p.amplitude * exp(-p.decayPerSecond * t) * sin(2 * Double.pi * p.frequency * bentTime)
        }
        return sum * Self.raisedCosine(t / max(attack, 1e-9))
    }

    /// Fades the last `release` seconds to exactly zero at the last sample.
    private func applyRelease(_ samples: inout [Double], rate: Double) {
        let last = samples.count - 1
        let length = max(1, Int((release * rate).rounded()))
        for n in max(0, last - length)...last {
            samples[n] *= Self.raisedCosine(Double(last - n) / Double(length))
        }
    }

    /// 0 at x ≤ 0, 1 at x ≥ 1, a smooth half cosine between.
    private static func raisedCosine(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return 0.5 - 0.5 * cos(Double.pi * x)
    }
}

/// A game-controller rumble for one event: the two motors' strengths and how long they run.
/// Rumble motors need ~20 ms to be felt at all, so even the tick is longer than its sound.
public struct HapticPulse: Sendable, Equatable {
    /// Strength of the low-frequency (large) motor, 0…65535.
    public var lowFrequency: UInt16
    /// Strength of the high-frequency (small) motor, 0…65535.
    public var highFrequency: UInt16
    public var milliseconds: UInt32

    /// The stronger motor as 0…1, for single-strength SDL_Haptic rumble.
    public var strength: Float { Float(max(lowFrequency, highFrequency)) / 65_535 }

    /// A light selection click, a light impact for open and close, a firm bump for a refusal.
    public static func pulse(for event: FeedbackEvent) -> HapticPulse {
        switch event {
        case .selectionTick: return HapticPulse(lowFrequency: 0, highFrequency: 0x6000, milliseconds: 25)
        case .open: return HapticPulse(lowFrequency: 0x5000, highFrequency: 0x3000, milliseconds: 45)
        case .close: return HapticPulse(lowFrequency: 0x4000, highFrequency: 0x2000, milliseconds: 40)
        case .refused: return HapticPulse(lowFrequency: 0xA000, highFrequency: 0x2000, milliseconds: 90)
        }
    }
}

// MARK: WAV

extension FeedbackSound {
    /// `samples` as a mono 16-bit PCM WAV file (RIFF, little-endian).
    public static func wavData(_ samples: [Float], sampleRate: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(44 + samples.count * 2)
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { out.append(contentsOf: $0) } }
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { out.append(contentsOf: $0) } }
        let dataBytes = UInt32(samples.count * 2)
        out.append(contentsOf: Array("RIFF".utf8)); u32(36 + dataBytes)
        out.append(contentsOf: Array("WAVE".utf8))
        out.append(contentsOf: Array("fmt ".utf8)); u32(16)
        u16(1)  // PCM
        u16(1)  // mono
        u32(UInt32(sampleRate))
        u32(UInt32(sampleRate * 2))  // bytes per second
        u16(2)  // block align
        u16(16)  // bits per sample
        out.append(contentsOf: Array("data".utf8)); u32(dataBytes)
        for s in samples {
            let clamped = max(-1, min(1, s))
            u16(UInt16(bitPattern: Int16((clamped * 32_767).rounded())))
        }
        return out
    }
}
