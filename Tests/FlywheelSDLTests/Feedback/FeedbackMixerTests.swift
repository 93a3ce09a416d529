import FlywheelUI
import Testing

@testable import FlywheelSDL

/// The mixer without a device: what SDL's audio thread would get, buffer by buffer.
@Suite struct FeedbackMixerTests {
    private func render(_ mixer: FeedbackMixer, frames: Int = 512) -> [Float] {
        var out = [Float](repeating: 7, count: frames)
        out.withUnsafeMutableBufferPointer { mixer.render(into: $0) }
        return out
    }

    @Test func silentWhenIdle() {
        let mixer = FeedbackMixer(sampleRate: 48_000)
        #expect(render(mixer).allSatisfy { $0 == 0 })
        #expect(mixer.activeVoiceCount == 0)
    }

    @Test func aSoundStartsInTheNextBufferAndEnds() {
        let mixer = FeedbackMixer(sampleRate: 48_000)
        mixer.gain = 0.5
        let tick = mixer.sounds[FeedbackMixer.index(of: .selectionTick)]
        mixer.start(.selectionTick)
        let first = render(mixer, frames: 256)
        #expect(first == tick.prefix(256).map { $0 * 0.5 })  // no delay, no queue
        let second = render(mixer, frames: 512)
        #expect(Array(second.prefix(tick.count - 256)) == tick.dropFirst(256).map { $0 * 0.5 })
        #expect(second.dropFirst(tick.count - 256).allSatisfy { $0 == 0 })
        #expect(mixer.activeVoiceCount == 0)
    }

    @Test func overlappingSoundsAreSummed() {
        let mixer = FeedbackMixer(sampleRate: 48_000)
        let open = mixer.sounds[FeedbackMixer.index(of: .open)],
            tick = mixer.sounds[FeedbackMixer.index(of: .selectionTick)]
        mixer.start(.open)
        _ = render(mixer, frames: 100)
        mixer.start(.selectionTick)
        let out = render(mixer, frames: 200)
        for k in 0..<200 {
            #expect(abs(out[k] - max(-1, min(1, open[100 + k] + tick[k]))) < 1e-6)
        }
        #expect(mixer.activeVoiceCount == 2)
    }

    @Test func aFloodOfTicksNeitherQueuesNorPilesUp() {
        let mixer = FeedbackMixer(sampleRate: 48_000)
        let tick = mixer.sounds[FeedbackMixer.index(of: .selectionTick)]
        for _ in 0..<100 { mixer.start(.selectionTick) }
        #expect(mixer.activeVoiceCount == FeedbackMixer.maxVoicesPerSound)
        let out = render(mixer, frames: 1_024)
        #expect(out.allSatisfy { abs($0) <= 1 })
        // Everything is over after one tick's length: nothing was queued behind it.
        #expect(out.dropFirst(tick.count).allSatisfy { $0 == 0 })
        #expect(mixer.activeVoiceCount == 0)
    }

    @Test func theNewestTickRestartsTheOldest() {
        let mixer = FeedbackMixer(sampleRate: 48_000)
        mixer.start(.selectionTick)
        _ = render(mixer, frames: 100)
        mixer.start(.selectionTick)
        _ = render(mixer, frames: 100)
        mixer.start(.selectionTick)  // the one at 200 restarts
        #expect(mixer.voices.filter(\.isActive).map(\.position).sorted() == [0, 100])
    }

    @Test func voicesAreCappedAndStopAllSilences() {
        let mixer = FeedbackMixer(sampleRate: 48_000)
        for _ in 0..<5 { for e in FeedbackEvent.allCases { mixer.start(e) } }
        #expect(mixer.activeVoiceCount == FeedbackMixer.maxVoices)
        #expect(render(mixer).allSatisfy { abs($0) <= 1 })
        mixer.stopAll()
        #expect(render(mixer).allSatisfy { $0 == 0 })
    }
}
