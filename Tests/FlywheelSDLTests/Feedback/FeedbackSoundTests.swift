import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// The synthesised sounds, checked as numbers: length, level, clean ends, pitch.
/// To listen: `FLYWHEEL_WAV_DIR=/tmp/flywheel-sounds swift test --filter FeedbackSoundTests`
/// writes tick.wav, open.wav, close.wav, refused.wav there (docs/feedback.md).
@Suite struct FeedbackSoundTests {
    static let rate = 48_000

    private func samples(_ e: FeedbackEvent) -> [Float] { FeedbackSound.recipe(for: e).render(sampleRate: Self.rate) }
    private func milliseconds(_ s: [Float]) -> Double { Double(s.count) * 1000 / Double(Self.rate) }

    /// The frequency (10 Hz steps, 100 Hz–10 kHz) with the most energy, by Goertzel's recurrence.
    private func dominantFrequency(_ s: [Float]) -> Double {
        var best = (frequency: 0.0, power: -1.0)
        for f in stride(from: 100.0, through: 10_000, by: 10) {
            let c = 2 * cos(2 * Double.pi * f / Double(Self.rate))
            var s1 = 0.0, s2 = 0.0
            for x in s { (s1, s2) = (Double(x) + c * s1 - s2, s1) }
            let power = s1 * s1 + s2 * s2 - c * s1 * s2
            if power > best.power { best = (f, power) }
        }
        return best.frequency
    }

    @Test func lengthsMatchTheirRoles() {
        let tick = milliseconds(samples(.selectionTick))
        let open = milliseconds(samples(.open)), close = milliseconds(samples(.close))
        #expect((8...15).contains(tick))  // a crisp "Tink"
        #expect((40...60).contains(open))  // "Tock"s
        #expect((40...60).contains(close))
        #expect(tick < open && tick < close)
        #expect(samples(.selectionTick).count == 576)  // 12 ms at 48 kHz
        #expect(FeedbackSound.recipe(for: .open).render(sampleRate: 44_100).count == 2_205)
    }

    @Test(arguments: FeedbackEvent.allCases)
    func levelIsThePeakAndEndsAreSilent(_ event: FeedbackEvent) {
        let s = samples(event)
        let peak = s.map(abs).max() ?? 0
        #expect(abs(Double(peak) - FeedbackSound.recipe(for: event).peak) < 1e-4)
        #expect(peak <= 0.8)  // headroom for overlaps
        #expect(abs(s[0]) < 1e-6 && abs(s[s.count - 1]) < 1e-6)  // no click in or out
        #expect(s.prefix(4).allSatisfy { abs($0) < 0.05 })
        #expect(s.suffix(4).allSatisfy { abs($0) < 0.05 })
        let mean = s.reduce(0, +) / Float(s.count)
        #expect(abs(mean) < 0.02)  // no DC offset
        #expect(s.allSatisfy { $0.isFinite })
    }

    @Test func pitchesDiffer() {
        let tick = dominantFrequency(samples(.selectionTick))
        let open = dominantFrequency(samples(.open)), close = dominantFrequency(samples(.close))
        let refused = dominantFrequency(samples(.refused))
        #expect(abs(tick - 3_800) < 200)
        #expect(abs(open - 1_000) < 60)
        #expect(abs(close - 660) < 40)
        #expect(abs(refused - 300) < 30)
        #expect(tick > open && open > close && close > refused)
    }

    @Test func renderingIsDeterministic() {
        for e in FeedbackEvent.allCases { #expect(samples(e) == samples(e)) }
        #expect(samples(.open) != samples(.close))
    }

    @Test func refusedIsTwoKnocks() {
        // The second strike at 32 ms lifts the level again after the first has decayed.
        let s = samples(.refused).map(abs)
        let ms = Self.rate / 1000
        let late1 = s[25 * ms..<30 * ms].max()!, strike2 = s[32 * ms..<40 * ms].max()!
        #expect(strike2 > late1 * 1.5)
    }

    @Test func hapticPulsesAreShortAndOrdered() {
        let tick = HapticPulse.pulse(for: .selectionTick), refused = HapticPulse.pulse(for: .refused)
        #expect(tick.milliseconds < HapticPulse.pulse(for: .open).milliseconds)
        #expect(refused.strength > HapticPulse.pulse(for: .close).strength)
        #expect(FeedbackEvent.allCases.allSatisfy { (20...100).contains(HapticPulse.pulse(for: $0).milliseconds) })
    }

    @Test func wavFilesHoldTheSamples() throws {
        let dir =
            ProcessInfo.processInfo.environment["FLYWHEEL_WAV_DIR"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-wav-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let names: [FeedbackEvent: String] = [
            .selectionTick: "tick", .open: "open", .close: "close", .refused: "refused",
        ]
        for event in FeedbackEvent.allCases {
            let path = "\(dir)/\(names[event]!).wav"
            try SDLAudioFeedback.writeWAV(event, to: path)
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let s = samples(event)
            #expect(bytes.count == 44 + 2 * s.count)
            #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
            #expect(Array(bytes[36..<40]) == Array("data".utf8))
            let rate = bytes[24..<28].reversed().reduce(0) { $0 << 8 | Int($1) }
            #expect(rate == 48_000)
            // The loudest 16-bit sample is the peak, scaled to full range.
            var loudest = 0
            for i in stride(from: 44, to: bytes.count, by: 2) {
                loudest = max(loudest, abs(Int(Int16(bitPattern: UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8))))
            }
            #expect(abs(Double(loudest) / 32_767 - FeedbackSound.recipe(for: event).peak) < 1e-3)
        }
        if ProcessInfo.processInfo.environment["FLYWHEEL_WAV_DIR"] == nil {
            try? FileManager.default.removeItem(atPath: dir)
        }
    }
}
