import CSDL2
import FlywheelCore
import FlywheelUI
import Foundation

/// The SDL feedback sink: synthesised sounds on an SDL audio device and rumble on game
/// controllers (or SDL_Haptic devices). Set it as the host's sink once at start-up:
///
/// ```swift
/// let feedback = SDLAudioFeedback()
/// app.host.feedback = feedback
/// print(feedback.status)   // "audio on: pulseaudio, 48000 Hz, 512-frame buffer (10.7 ms); haptics on: …"
/// ```
///
/// Everything is optional and failure-tolerant. With no audio device (CI, containers, a dummy
/// video driver) or `Options.audio == false` the sink stays silent and `audioStatus` says why,
/// once, at init; the same for haptics. Nothing ever throws or crashes after that: `play` on a
/// silent sink does nothing.
///
/// - Sound: the four sounds (`FeedbackSound.recipe(for:)`) are rendered at init into float
///   buffers and mixed on SDL's audio thread (`FeedbackMixer`): a new sound starts within one
///   buffer and never waits behind earlier ones, so fast spins do not pile up latency.
/// - Haptics: the controller that acted (`ViewHost.actingPad`, passed as `pad`) gets
///   `SDL_GameControllerRumble`; when a mouse or keyboard acted, every open game controller with
///   rumble gets it, with the
///   event's `HapticPulse`. Controllers are opened by whoever handles their hot-plug events
///   (`SDLWindowApp` does, through `SDLGameControllers`). If no controller rumbles, SDL_Haptic
///   devices found at init get `SDL_HapticRumblePlay` instead.
/// - SDL subsystems: the sink starts AUDIO, GAMECONTROLLER and HAPTIC itself with
///   `SDL_InitSubSystem` (reference-counted by SDL) and quits exactly those it started on deinit.
///
/// Use it on the UI (main) thread only.
public final class SDLAudioFeedback: FeedbackSink {
    public struct Options: Sendable {
        /// Open an audio device at all.
        public var audio: Bool
        /// Use game-controller rumble and SDL_Haptic.
        public var haptics: Bool
        /// The SDL audio driver to use ("pulseaudio", "alsa", "dummy", …); nil lets SDL choose
        /// (or honours `SDL_AUDIODRIVER`). Only applies if SDL's audio is not already running.
        public var audioDriver: String?
        /// Samples per second the sounds are rendered at; SDL converts to the device's rate.
        public var sampleRate: Int
        /// Frames per audio callback: the worst-case delay before a sound starts.
        public var bufferFrames: Int
        /// Overall sound level, 0…1.
        public var volume: Float

        public init(
            audio: Bool = true, haptics: Bool = true, audioDriver: String? = nil,
            sampleRate: Int = 48_000, bufferFrames: Int = 512, volume: Float = 0.8
        ) {
            self.audio = audio
            self.haptics = haptics
            self.audioDriver = audioDriver
            self.sampleRate = sampleRate
            self.bufferFrames = bufferFrames
            self.volume = volume
        }
    }

    public let options: Options
    /// Why there is or is no sound, fixed at init: "audio on: …" or "audio off: <reason>".
    public let audioStatus: String
    /// Master switch for sound, over every control's own switches.
    public var isSoundEnabled = true
    /// Master switch for haptics.
    public var isHapticsEnabled = true
    /// Sounds started so far (events played with sound while audio is on).
    public private(set) var soundsStarted = 0
    /// Rumble pulses sent so far (one per event, whatever the number of devices).
    public private(set) var hapticsStarted = 0

    private let mixer: FeedbackMixer
    private let device: SDL_AudioDeviceID
    private var startedSubsystems: UInt32 = 0
    private var haptics: [OpaquePointer] = []
    private let hapticsInitError: String?

    public init(options: Options = Options()) {
        self.options = options
        mixer = FeedbackMixer(sampleRate: options.sampleRate)
        mixer.gain = max(0, min(1, options.volume))
        var started: UInt32 = 0
        var opened: SDL_AudioDeviceID = 0
        if options.audio {
            switch Self.openAudio(options, mixer: mixer, started: &started) {
            case .success(let (id, status)): (opened, audioStatus) = (id, status)
            case .failure(let error): audioStatus = "audio off: \(error)"
            }
        } else {
            audioStatus = "audio off: disabled"
        }
        device = opened
        if options.haptics {
            hapticsInitError = Self.startHaptics(started: &started, devices: &haptics)
        } else {
            hapticsInitError = "disabled"
        }
        startedSubsystems = started
    }

    deinit {
        if device != 0 { SDL_CloseAudioDevice(device) }  // waits for the audio thread to leave the mixer
        for h in haptics { SDL_HapticClose(h) }
        if startedSubsystems != 0 { SDL_QuitSubSystem(startedSubsystems) }
    }

    /// True when sounds reach an audio device.
    public var isAudioActive: Bool { device != 0 }

    /// What rumbles now: "haptics on: 1 rumble controller, 0 haptic devices" or "haptics off: …".
    public var hapticsStatus: String {
        if let hapticsInitError { return "haptics off: \(hapticsInitError)" }
        return "haptics on: \(rumbleControllers().count) rumble controller(s), \(haptics.count) haptic device(s)"
    }

    /// Both statuses, for a log line or the harness's status bar.
    public var status: String { "\(audioStatus); \(hapticsStatus)" }

    /// Overall sound level, 0…1.
    public var volume: Float {
        get { withDeviceLocked { mixer.gain } }
        set { withDeviceLocked { mixer.gain = max(0, min(1, newValue)) } }
    }

    public func play(_ event: FeedbackEvent, sound: Bool, haptic: Bool) {
        play(event, sound: sound, haptic: haptic, pad: nil)
    }

    /// Plays `event`; the haptic rumbles `pad` (the controller that acted) when it is open and
    /// can rumble, else every controller that can (the mouse or keyboard acted), else the
    /// SDL_Haptic devices.
    public func play(_ event: FeedbackEvent, sound: Bool, haptic: Bool, pad: PadID?) {
        if sound, isSoundEnabled, device != 0 {
            withDeviceLocked { mixer.start(event) }
            if isPaused {
                SDL_PauseAudioDevice(device, 0)
                isPaused = false
            }
            soundsStarted += 1
        }
        if haptic, isHapticsEnabled, hapticsInitError == nil, rumble(HapticPulse.pulse(for: event), pad: pad) {
            hapticsStarted += 1
        }
    }

    /// Whether the device is paused because nothing plays (see `pauseIfSilent`).
    public private(set) var isPaused = false

    /// Pauses the audio device when no sound is playing, so an idle app's audio thread sleeps
    /// too (an open device otherwise wakes ~94 times a second to mix silence). The next `play`
    /// resumes it. Call it when the app is about to wait for events.
    public func pauseIfSilent() {
        guard device != 0, !isPaused else { return }
        if withDeviceLocked({ mixer.activeVoiceCount }) == 0 {
            SDL_PauseAudioDevice(device, 1)
            isPaused = true
        }
    }

    /// Stops every sound that is playing.
    public func silence() { withDeviceLocked { mixer.stopAll() } }

    // MARK: Sounds as files

    /// The samples `event` plays (mono, -1…1), as rendered at init.
    public static func samples(for event: FeedbackEvent, sampleRate: Int = 48_000) -> [Float] {
        FeedbackSound.recipe(for: event).render(sampleRate: sampleRate)
    }

    /// Writes `event`'s sound as a 16-bit mono WAV file, to listen to or inspect
    /// (`play /tmp/tick.wav`, `sox /tmp/tick.wav -n stat`).
    public static func writeWAV(_ event: FeedbackEvent, to path: String, sampleRate: Int = 48_000) throws {
        let bytes = FeedbackSound.wavData(samples(for: event, sampleRate: sampleRate), sampleRate: sampleRate)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    // MARK: Audio device

    private func withDeviceLocked<T>(_ body: () -> T) -> T {
        guard device != 0 else { return body() }
        SDL_LockAudioDevice(device)
        defer { SDL_UnlockAudioDevice(device) }
        return body()
    }

    private struct AudioFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts SDL audio (with `options.audioDriver` if given) and opens a mono float device fed
    /// by `mixer`. Returns the device and its status line.
    private static func openAudio(
        _ options: Options, mixer: FeedbackMixer,
        started: inout UInt32
    ) -> Result<(SDL_AudioDeviceID, String), AudioFailure> {
        if SDL_WasInit(SDL_INIT_AUDIO) == 0 {
            let failed = withDriverHint(options.audioDriver) { SDL_InitSubSystem(SDL_INIT_AUDIO) != 0 }
            if failed {
                return .failure(AudioFailure(description: SDLError.last("SDL_InitSubSystem(AUDIO)").description))
            }
            started |= SDL_INIT_AUDIO
        }
        let driver = SDL_GetCurrentAudioDriver().map { String(cString: $0) } ?? "none"
        if let wanted = options.audioDriver, wanted != driver {
            return .failure(AudioFailure(description: "SDL audio already runs on \(driver), not \(wanted)"))
        }
        var desired = SDL_AudioSpec()
        desired.freq = Int32(options.sampleRate)
        desired.format = SDL_AudioFormat(AUDIO_F32SYS)
        desired.channels = 1
        desired.samples = UInt16(clamping: max(64, options.bufferFrames))
        desired.userdata = Unmanaged.passUnretained(mixer).toOpaque()
        desired.callback = { userdata, stream, length in
            guard let userdata, let stream, length > 0 else { return }
            let mixer = Unmanaged<FeedbackMixer>.fromOpaque(userdata).takeUnretainedValue()
            let count = Int(length) / MemoryLayout<Float>.stride
            stream.withMemoryRebound(to: Float.self, capacity: count) {
                mixer.render(into: UnsafeMutableBufferPointer(start: $0, count: count))
            }
        }
        var obtained = SDL_AudioSpec()
        // No allowed changes: SDL converts our mono float stream to whatever the device wants.
        let id = SDL_OpenAudioDevice(nil, 0, &desired, &obtained, 0)
        if id == 0 {
            let error = SDLError.last("SDL_OpenAudioDevice").description
            if started & SDL_INIT_AUDIO != 0 { SDL_QuitSubSystem(SDL_INIT_AUDIO); started &= ~SDL_INIT_AUDIO }
            return .failure(AudioFailure(description: error))
        }
        SDL_PauseAudioDevice(id, 0)
        let status = audioOnStatus(driver: driver, frequency: Int(obtained.freq), frames: Int(obtained.samples))
        return .success((id, status))
    }

    /// The status line of an open device, its buffer's length to a tenth of a millisecond:
    /// `audioOnStatus(driver: "pulseaudio", frequency: 48000, frames: 512)` is
    /// "audio on: pulseaudio, 48000 Hz, 512-frame buffer (10.7 ms)".
    static func audioOnStatus(driver: String, frequency: Int, frames: Int) -> String {
        let ms = Double(frames) * 1000 / Double(max(1, frequency))
        return "audio on: \(driver), \(frequency) Hz, \(frames)-frame buffer (\(NumberText.fixed(ms, decimals: 1)) ms)"
    }

    /// Runs `body` with SDL's audio-driver hint set to `driver` (overriding `SDL_AUDIODRIVER`),
    /// then puts the hint back.
    private static func withDriverHint<T>(_ driver: String?, _ body: () -> T) -> T {
        guard let driver else { return body() }
        let previous = SDL_GetHint(SDL_HINT_AUDIODRIVER).map { String(cString: $0) }
        SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, driver, SDL_HINT_OVERRIDE)
        defer {
            SDL_ResetHint(SDL_HINT_AUDIODRIVER)
            let now = SDL_GetHint(SDL_HINT_AUDIODRIVER).map { String(cString: $0) }
            if let previous, now != previous { SDL_SetHint(SDL_HINT_AUDIODRIVER, previous) }
        }
        return body()
    }

    // MARK: Haptics

    /// Starts the game-controller and haptic subsystems and opens every SDL_Haptic device that
    /// can rumble. Returns nil, or why haptics are off.
    private static func startHaptics(started: inout UInt32, devices: inout [OpaquePointer]) -> String? {
        if SDL_WasInit(SDL_INIT_GAMECONTROLLER) == 0 {
            guard SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0 else {
                return SDLError.last("SDL_InitSubSystem(GAMECONTROLLER)").description
            }
            started |= SDL_INIT_GAMECONTROLLER
        }
        // SDL_Haptic is optional on top of controller rumble: its failure leaves rumble on.
        if SDL_WasInit(SDL_INIT_HAPTIC) == 0, SDL_InitSubSystem(SDL_INIT_HAPTIC) == 0 {
            started |= SDL_INIT_HAPTIC
        }
        guard SDL_WasInit(SDL_INIT_HAPTIC) != 0 else { return nil }
        for i in 0..<max(0, SDL_NumHaptics()) {
            guard let h = SDL_HapticOpen(i) else { continue }
            if SDL_HapticRumbleSupported(h) == 1, SDL_HapticRumbleInit(h) == 0 {
                devices.append(h)
            } else {
                SDL_HapticClose(h)
            }
        }
        return nil
    }

    /// The open game controllers that can rumble (opened by the app, see `SDLGameControllers`).
    private func rumbleControllers() -> [OpaquePointer] {
        var out: [OpaquePointer] = []
        for i in 0..<max(0, SDL_NumJoysticks()) {
            if let gc = SDL_GameControllerFromInstanceID(SDL_JoystickGetDeviceInstanceID(i)),
                SDL_GameControllerHasRumble(gc) == SDL_TRUE
            {
                out.append(gc)
            }
        }
        return out
    }

    /// Rumbles `pad` when it is an open controller that can; else every controller that can,
    /// else every SDL_Haptic device. True if anything did.
    private func rumble(_ pulse: HapticPulse, pad: PadID?) -> Bool {
        if let pad, let gc = SDL_GameControllerFromInstanceID(SDL_JoystickID(truncatingIfNeeded: pad.rawValue)),
            SDL_GameControllerHasRumble(gc) == SDL_TRUE
        {
            return SDL_GameControllerRumble(gc, pulse.lowFrequency, pulse.highFrequency, pulse.milliseconds) == 0
        }
        var any = false
        for i in 0..<max(0, SDL_NumJoysticks()) {
            guard let gc = SDL_GameControllerFromInstanceID(SDL_JoystickGetDeviceInstanceID(i)),
                SDL_GameControllerHasRumble(gc) == SDL_TRUE
            else { continue }
            any = SDL_GameControllerRumble(gc, pulse.lowFrequency, pulse.highFrequency, pulse.milliseconds) == 0 || any
        }
        if any { return true }
        for h in haptics {
            any = SDL_HapticRumblePlay(h, pulse.strength, pulse.milliseconds) == 0 || any
        }
        return any
    }
}
