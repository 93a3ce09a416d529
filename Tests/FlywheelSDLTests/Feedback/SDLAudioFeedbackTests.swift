import CSDL2
import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// The SDL sink on machines with no sound card (CI): it must stay silent, say why, and never
/// fail; on SDL's "dummy" driver (a device that exists but plays nowhere) it must play.
@Suite struct SDLAudioFeedbackTests {
    /// Whether SDL's "dummy" audio driver opens here (an SDL built without it plays nowhere).
    static let dummyAudioOpens: Bool = withSDL {
        SDLAudioFeedback(options: .init(haptics: false, audioDriver: "dummy")).isAudioActive
    }
    static let noDummyAudio: Comment = "SDL's dummy audio driver does not open on this machine"

    /// Whether no game controller or haptic device is attached.
    static let noControllers: Bool = withSDL {
        _ = SDLAudioFeedback(options: .init(audio: false))
        return SDL_NumJoysticks() == 0 && SDL_NumHaptics() <= 0
    }

    @Test func withNoAudioDeviceItIsSilentAndSaysWhy() {
        withSDL {
            let sink = SDLAudioFeedback(options: .init(audioDriver: "flywheel-no-such-driver"))
            #expect(!sink.isAudioActive)
            #expect(sink.audioStatus.hasPrefix("audio off: SDL_InitSubSystem(AUDIO) failed"))
            #expect(sink.status.contains(sink.audioStatus))
            for e in FeedbackEvent.allCases { sink.play(e, sound: true, haptic: true) }
            sink.volume = 0.3
            sink.silence()
            #expect(sink.soundsStarted == 0)
            #expect(sink.hapticsStarted == 0)  // no controller in the test machine
        }
    }

    /// The buffer's length is written to a tenth of a millisecond, digit for digit as `%.1f`
    /// writes it (ties included: 64 frames at 256 kHz are 0.25 ms, written "0.2").
    @Test func theStatusLineGivesTheBufferInTenthsOfAMillisecond() {
        #expect(
            SDLAudioFeedback.audioOnStatus(driver: "pulseaudio", frequency: 48000, frames: 512)
                == "audio on: pulseaudio, 48000 Hz, 512-frame buffer (10.7 ms)")
        #expect(SDLAudioFeedback.audioOnStatus(driver: "dummy", frequency: 256_000, frames: 64).hasSuffix("(0.2 ms)"))
        #expect(SDLAudioFeedback.audioOnStatus(driver: "x", frequency: 0, frames: 4096).hasSuffix("(4096000.0 ms)"))
        for frequency in [8000, 11025, 22050, 44100, 48000, 96000, 192_000, 256_000] {
            for frames in stride(from: 64, through: 8192, by: 64) {
                let ms = Double(frames) * 1000 / Double(frequency)
                #expect(
                    SDLAudioFeedback.audioOnStatus(driver: "d", frequency: frequency, frames: frames)
                        == "audio on: d, \(frequency) Hz, \(frames)-frame buffer (\(String(format: "%.1f", ms)) ms)")
            }
        }
    }

    @Test func audioCanBeTurnedOff() {
        withSDL {
            let sink = SDLAudioFeedback(options: .init(audio: false, haptics: false))
            #expect(sink.audioStatus == "audio off: disabled")
            #expect(sink.hapticsStatus == "haptics off: disabled")
            sink.play(.open, sound: true, haptic: true)
            #expect(sink.soundsStarted == 0 && sink.hapticsStarted == 0)
        }
    }

    @Test(.enabled(if: dummyAudioOpens, noDummyAudio))
    func playsOnTheDummyDriverAndCleansUp() {
        withSDL {
            let audioWasRunning = SDL_WasInit(SDL_INIT_AUDIO) != 0
            do {
                let sink = SDLAudioFeedback(options: .init(haptics: false, audioDriver: "dummy", volume: 0.5))
                #expect(sink.isAudioActive, "\(sink.status)")
                #expect(sink.audioStatus.hasPrefix("audio on: dummy, 48000 Hz"))
                #expect(sink.volume == 0.5)
                sink.play(.open, sound: true, haptic: false)
                for _ in 0..<50 { sink.play(.selectionTick, sound: true, haptic: false) }
                sink.play(.close, sound: false, haptic: false)  // no channel: nothing
                #expect(sink.soundsStarted == 51)
                sink.isSoundEnabled = false  // the app's master switch
                sink.play(.refused, sound: true, haptic: false)
                #expect(sink.soundsStarted == 51)
                sink.volume = 2
                #expect(sink.volume == 1)
                sink.silence()
            }
            #expect((SDL_WasInit(SDL_INIT_AUDIO) != 0) == audioWasRunning)  // quits what it started
        }
    }

    @Test(.enabled(if: dummyAudioOpens, noDummyAudio))
    func anIdleDevicePausesAndTheNextSoundResumesIt() {
        withSDL {
            let sink = SDLAudioFeedback(options: .init(haptics: false, audioDriver: "dummy"))
            sink.play(.open, sound: true, haptic: false)
            sink.pauseIfSilent()
            #expect(!sink.isPaused)  // a sound is still playing
            sink.silence()
            sink.pauseIfSilent()
            #expect(sink.isPaused)
            sink.play(.selectionTick, sound: true, haptic: false)
            #expect(!sink.isPaused)
        }
    }

    @Test(.enabled(if: noControllers, "a game controller or haptic device is attached"))
    func hapticsWithoutDevicesDoNothing() {
        withSDL {
            let sink = SDLAudioFeedback(options: .init(audio: false))
            for e in FeedbackEvent.allCases { sink.play(e, sound: false, haptic: true) }
            #expect(sink.hapticsStarted == 0)
            #expect(
                sink.hapticsStatus.hasPrefix("haptics off")
                    || sink.hapticsStatus.contains("0 rumble controller(s), 0 haptic"))
        }
    }

    @Test(.enabled(if: dummyAudioOpens, noDummyAudio))
    func aHostPlaysThroughTheSink() {
        withSDL {
            let sink = SDLAudioFeedback(options: .init(haptics: false, audioDriver: "dummy"))
            let recording = RecordingFeedback(forwardingTo: sink)
            let host = ViewHost(size: Size(width: 100, height: 100), clock: VirtualClock())
            host.feedback = recording
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            host.rootView.addSubview(view)
            view.playFeedback(.open, options: FeedbackOptions())
            view.playFeedback(.selectionTick, sound: false, haptic: true)
            #expect(recording.events == [.open, .selectionTick])
            #expect(sink.soundsStarted == 1)
        }
    }
}
