import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// What a person meets first in a small window, read the way they read it — the lines of text
/// drawn, where, and how big: the rating scene laid out (and scrolling) at 500×400 and smaller,
/// the feel lab's ring legible, the Mode segments readable under `all`, the HUD's first segment,
/// the menu scene's hint and the status line's words.
@Suite(.serialized) struct FirstImpressionsTests {
    static let small = Size(width: 500, height: 400)

    /// The shell on `scene` at `size`, every line of text of the first frames recorded.
    private func shown(
        _ scene: String, size: Size, locale: PseudoLocale? = nil, frames: Int = 30
    ) throws -> (HeadlessRenderer, HarnessShell, TextCheck) {
        let (renderer, shell) = try HeadlessSession.make(
            scene: scene, size: size, context: SceneContext(pseudoLocale: locale))
        let check = TextCheck()
        check.recordsLines = true
        renderer.canvas.textCheck = check
        renderer.run(frames: frames, fps: 60)
        return (renderer, shell, check)
    }

    /// The lines drawn by `view` or its subviews in the last frames.
    private func lines(of view: View, in check: TextCheck) -> [DrawnTextLine] {
        check.lines.filter { line in line.view.map { $0 === view || $0.isDescendant(of: view) } ?? false }
    }

    private func statusTop(_ shell: HarnessShell) -> Double { shell.statusLabel.convert(Point(x: 0, y: 0), to: nil).y }

    // MARK: Rating

    /// At 500×400 (and 800×600, 1920×1080) every line of the rating scene is above the status
    /// line and none meets another: "Events: none yet" sat over "Flare:", the Flare row half
    /// under the status line.
    @Test(arguments: [Size(width: 500, height: 400), Size(width: 800, height: 600), Size(width: 1920, height: 1080)])
    func ratingLaysOutWithNoLineOverAnotherOrUnderTheStatusLine(size: Size) throws {
        try withSDL {
            let (_, shell, check) = try shown("rating", size: size)
            let scene = try #require(shell.scene as? RatingScene)
            let drawn = lines(of: scene, in: check)
            #expect(Set(drawn.map(\.text)).isSuperset(of: ["Stars:", "Right to Left:", "Flare:", "Events: none yet"]))
            for line in drawn {
                #expect(line.windowBox.maxY <= statusTop(shell) + 0.5, "\(line.text) at \(size)")
            }
            let rows = drawn.filter { $0.view !== scene.rating }
            for (i, a) in rows.enumerated() {
                for b in rows[(i + 1)...] where a.view !== b.view {
                    #expect(a.windowBox.intersection(b.windowBox) == nil, "'\(a.text)' meets '\(b.text)' at \(size)")
                }
            }
            // Every control too: the Flare segments end above the status line.
            let flare = scene.flareControl.convert(Point(x: 0, y: scene.flareControl.bounds.maxY), to: nil)
            #expect(flare.y <= statusTop(shell))
            #expect(!scene.content.isScrollEnabled, "it fits: nothing to scroll at \(size)")
        }
    }

    @Test func ratingGoldenAt500x400() throws {
        try withSDL {
            let (renderer, _, _) = try shown("rating", size: Self.small)
            try GoldenImage.check(renderer.snapshot(), named: "window-rating-500x400")
        }
    }

    /// Shorter than its content (500×300), the page scrolls: the wheel brings the Flare row
    /// and the log out from under the status line.
    @Test func aShortWindowScrollsTheRatingPageWithTheWheel() throws {
        try withSDL {
            let (renderer, shell, _) = try shown("rating", size: Size(width: 500, height: 300), frames: 5)
            let scene = try #require(shell.scene as? RatingScene)
            #expect(scene.content.isScrollEnabled)
            func logBottom() -> Double { scene.eventLog.convert(Point(x: 0, y: scene.eventLog.bounds.maxY), to: nil).y }
            #expect(logBottom() > statusTop(shell))
            for _ in 0..<6 { renderer.scroll(dy: -3, at: SceneTest.center(of: scene.starsControl)) }
            renderer.run(seconds: 1, fps: 30)
            #expect(logBottom() <= statusTop(shell) + 0.5, "log bottom \(logBottom()), status \(statusTop(shell))")
            // The title bar stays: only the page moved.
            #expect(scene.titleLabel.convert(Point(x: 0, y: 0), to: nil).y == 0)
        }
    }

    // MARK: Feel lab

    /// The open ring's icons were 1 pt at 500×400 (a 64-pt spinner in a 162-pt demo); now they
    /// are at least Basic's at the same size (about 10 pt).
    @Test func theFeelLabRingStaysLegibleAt500x400() throws {
        try withSDL {
            let (renderer, shell, _) = try shown("feel", size: Self.small)
            let feel = try #require(shell.scene as? FeelLabScene)
            #expect(feel.spinner.isOpen)
            let side = feel.spinner.ringIconSide(radius: feel.spinner.ringRadius)
            #expect(side >= 10, "ring icons \(side) pt")
            #expect(feel.spinner.bounds.width >= 44, "the spinner is still a 44-pt target")
            try GoldenImage.check(renderer.snapshot().cropped(to: feel.demo.boundingFrame), named: "feel-ring-500x400")
            shell.showScene(at: 0)
            renderer.run(frames: 2, fps: 60)
            let basic = try #require(shell.scene as? BasicScene)
            basic.spinner.isOpen = true
            renderer.run(frames: 2, fps: 60)
            #expect(side >= basic.spinner.ringIconSide(radius: basic.spinner.ringRadius))
        }
    }

    // MARK: Basic under `all`

    /// The Mode segments shrank to 6 pt (about 5 px tall) under `--pseudo-locale all`: no
    /// segment title of the scene is drawn under 9 pt.
    @Test(arguments: [PseudoLocale.all, .long])
    func segmentTitlesStayReadableUnderThePseudoLocales(locale: PseudoLocale) throws {
        try withSDL {
            let (_, shell, check) = try shown("basic", size: Self.small, locale: locale)
            let basic = try #require(shell.scene as? BasicScene)
            let segments = lines(of: basic, in: check).filter { $0.view is SegmentedControl }
            #expect(segments.count >= 10)
            #expect(!lines(of: basic.modeControl, in: check).isEmpty)
            for line in segments {
                #expect(line.font.size >= SegmentedControl.minimumTitleSize, "\(line.viewPath): \(line.font.size) pt")
            }
        }
    }

    // MARK: HUD and menu

    /// The HUD's first centre-image segment ("None") was blank though selected: it shows its title.
    @Test func everyHUDCentreImageSegmentShowsSomething() throws {
        try withSDL {
            let (_, shell, check) = try shown("hud", size: Self.small)
            let hud = try #require(shell.scene as? HUDScene)
            let none = lines(of: hud.centerImageControl, in: check)
            #expect(none.map(\.text) == ["None"])
            let first = hud.centerImageControl.convert(hud.centerImageControl.segmentFrame(0).center, to: nil)
            #expect(none.first.map { $0.windowBox.contains(first) } == true)
        }
    }

    /// The menu scene was a picture and nothing else: a hint says to press and hold on it, and
    /// goes once the menu has been opened.
    @Test func theMenuSceneSaysWhatToDo() throws {
        try withSDL {
            let (renderer, shell, check) = try shown("parameter-menu", size: Self.small)
            let scene = try #require(shell.scene as? ParameterMenuScene)
            let hint = lines(of: scene.hint, in: check)
            #expect(
                hint.map(\.text).joined(separator: " ").contains("Press and hold on the picture"), "\(hint.map(\.text))"
            )
            for line in hint {
                #expect(line.windowBox.maxY <= scene.picture.convert(Point(x: 0, y: 0), to: nil).y)
                #expect(line.font.size >= 9)
            }
            scene.menu.open()
            renderer.run(frames: 2, fps: 60)
            #expect(scene.hint.isHidden)
        }
    }

    // MARK: Status line

    /// The status line speaks the harness's words: a value as "name: value", a scene switch as
    /// "Leak — F1: help", never "valueChanged ← …".
    @Test func theStatusLineSpeaksInTheHarnesssWords() throws {
        try withSDL {
            let (renderer, shell, check) = try shown("rating", size: Self.small, locale: .rtl)
            let scene = try #require(shell.scene as? RatingScene)
            // Under rtl the window reads right to left, so the switch starts on; a tap turns it off.
            #expect(scene.rtlSwitch.isOn)
            renderer.tap(at: SceneTest.center(of: scene.rtlSwitch))
            renderer.run(frames: 10, fps: 60)
            #expect(shell.statusLog.last == "Right to Left: off", "\(shell.statusLog)")
            // Under rtl the value is data: it reads "off", never "ffo".
            #expect(shell.statusLabel.text.contains("\u{2068}off\u{2069}"))
            #expect(
                check.lines.contains { $0.view === shell.statusLabel && $0.text.hasSuffix("\u{2068}off\u{2069}") })
            renderer.press(.character("8"))  // the eighth tab: Leak
            renderer.run(frames: 5, fps: 60)
            #expect(shell.entry.name == "leak")
            #expect(shell.statusLog.last == "Leak — F1: help")
            #expect(!shell.statusLog.contains { $0.contains("←") || $0.contains("valueChanged") }, "\(shell.statusLog)")
        }
    }

    /// No sound device: one plain line for the person, the device's reason for the log.
    @Test func noSoundDeviceIsSaidPlainly() {
        let failed = SoundNotice(
            audioActive: false,
            audioStatus: "audio off: SDL_OpenAudioDevice failed: ALSA: Couldn't open audio device: No such file")
        #expect(failed?.status == "No sound device: sounds off")
        #expect(failed?.detail?.contains("SDL_OpenAudioDevice failed") == true)
        #expect(SoundNotice(audioActive: false, audioStatus: SoundNotice.disabledStatus)?.status == "Sounds off")
        #expect(SoundNotice(audioActive: true, audioStatus: "audio on: pulseaudio, 48000 Hz") == nil)
    }
}
