import CSDL2
import FlywheelCore
import FlywheelTestSupport
import Testing

@testable import FlywheelSDL
@testable import FlywheelUI

/// Game controllers through the real event path, as an outside program with its own SDL loop
/// has them: SDL virtual pads (`VirtualPad`), SDL's event queue, `SDLRendererHost.process`.
@Suite struct VirtualPadTests {
    /// The program's own target and a host on it with a closed spinner (24 items) and a button
    /// to its right.
    final class Program {
        let surface: UnsafeMutablePointer<SDL_Surface>
        let renderer: OpaquePointer
        let clock = VirtualClock()
        let ui: SDLRendererHost
        let spinner: Spinner
        let button = Button(title: "Go", frame: Rect(x: 200, y: 45, width: 80, height: 30))

        init() throws {
            surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 320, 200, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            renderer = try #require(SDL_CreateSoftwareRenderer(surface))
            ui = try SDLRendererHost(renderer: renderer, size: Size(width: 320, height: 200), clock: clock)
            let icon = Image(width: 8, height: 8, rgba: [UInt8](repeating: 200, count: 256), name: "dot")
            spinner = Spinner(
                values: (0..<24).map { SpinnerItem(title: "\($0)", icon: icon) },
                frame: Rect(x: 20, y: 30, width: 60, height: 60))
            ui.host.rootView.addSubview(spinner)
            ui.host.rootView.addSubview(button)
        }

        /// Presses and releases `button` on `pad`, pumping after each; what the press did.
        @discardableResult
        func click(_ b: SDL_GameControllerButton, on pad: VirtualPad) -> [SDLEventOutcome] {
            pad.press(b)
            let pressed = pad.pumpEvents(into: ui)
            pad.release(b)
            pad.pumpEvents(into: ui)
            return pressed
        }

        /// Pumps `pad`'s events with SDL's clock put onto the virtual clock's present, so they
        /// happen now for the frames that follow (SDL stamps them with its own milliseconds).
        @discardableResult
        func pumpNow(_ pad: VirtualPad) -> [SDLEventOutcome] {
            ui.translator.timeOffset = SDLEventTranslator.offset(to: clock)
            return pad.pumpEvents(into: ui)
        }

        /// Presses `b`, lets 0.05 s of the virtual clock pass drawing, and releases it: a press
        /// on the program's present.
        @discardableResult
        func clickNow(_ b: SDL_GameControllerButton, on pad: VirtualPad) -> [SDLEventOutcome] {
            pad.press(b)
            let pressed = pumpNow(pad)
            for _ in 0..<3 {
                clock.advance(by: 1 / 60)
                ui.drawFrame()
            }
            pad.release(b)
            pumpNow(pad)
            return pressed
        }

        deinit {
            ui.detach()
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
        }
    }

    private func keyPresses(_ outcomes: [SDLEventOutcome]) -> [(KeyEvent, Bool)] {
        outcomes.compactMap { o in
            if case .input(.key(let k))? = o.meaning { return (k, o.consumed) }
            return nil
        }
    }

    @Test func aOpensASpinnerWithNothingFocusedBeforehandWithinTwoPresses() throws {
        try withSDL {
            let pad = try VirtualPad()
            let program = try Program()
            #expect(program.ui.host.focusedView == nil)
            var presses = 0
            while !program.spinner.isOpen, presses < 2 {
                let pressed = keyPresses(program.click(SDL_CONTROLLER_BUTTON_A, on: pad))
                presses += 1
                // The press came from this pad, as A, and the UI used it: a game would not jump.
                #expect(pressed.count == 1)
                #expect(pressed.first?.0.pad == pad.pad && pressed.first?.0.padButton == .a && pressed.first?.1 == true)
            }
            #expect(program.spinner.isOpen)
            #expect(presses == 2)  // the first only focused the spinner
        }
    }

    @Test func buttonsTheUIDoesNotUseAreLeftToTheGame() throws {
        try withSDL {
            let pad = try VirtualPad()
            let program = try Program()
            program.ui.host.setFocus(program.button)
            // Y has no key: it means nothing to the controls.
            let y = program.click(SDL_CONTROLLER_BUTTON_Y, on: pad)
            #expect(y.contains { $0.meaning == nil && !$0.consumed })
            // Up from the button: nothing above it, so the game gets it.
            let up = keyPresses(program.click(SDL_CONTROLLER_BUTTON_DPAD_UP, on: pad))
            #expect(up.count == 1 && up.first?.1 == false)
        }
    }

    @Test func dpadMovesFocusFromAClosedSpinnerToTheControlBesideIt() throws {
        try withSDL {
            let pad = try VirtualPad()
            let program = try Program()
            program.ui.host.setFocus(program.spinner)
            program.click(SDL_CONTROLLER_BUTTON_DPAD_RIGHT, on: pad)
            #expect(program.ui.host.focusedView === program.button)
            #expect(!program.spinner.isOpen && program.spinner.selectedIndex == 0)
        }
    }

    /// Holds the D-pad on an open spinner for 1.55 s of the virtual clock at `fps`, drawing each
    /// frame; the item it rests on after.
    private func heldDpadSteps(fps: Double) throws -> Int {
        try withSDL {
            let pad = try VirtualPad()
            let program = try Program()
            program.ui.host.setFocus(program.spinner)
            program.spinner.isOpen = true
            pad.press(SDL_CONTROLLER_BUTTON_DPAD_RIGHT)
            let press = try #require(keyPresses(pad.pumpEvents(into: program.ui)).first?.0)
            // The press's time on the host clock starts the hold; frames follow at `fps`.
            program.clock.set(to: press.timestamp)
            let end = press.timestamp + 1.55
            while program.clock.now < end - 1e-9 {
                program.clock.advance(by: min(1 / fps, end - program.clock.now))
                program.ui.drawFrame()
            }
            // SDL stamps the release with the real time; the frames above ran on a test clock
            // (at 240 fps, drawing 1.55 s of frames under load takes longer than 1.55 s), so the
            // release is put on the test clock where the hold ends.
            program.ui.translator.timeOffset = SDLEventTranslator.offset(to: program.clock)
            pad.release(SDL_CONTROLLER_BUTTON_DPAD_RIGHT)
            pad.pumpEvents(into: program.ui)
            for _ in 0..<Int(fps) {
                program.clock.advance(by: 1 / fps)
                program.ui.drawFrame()
            }
            return program.spinner.selectedIndex
        }
    }

    @Test func holdingTheDpadStepsAtLeastFourTimesAndTheSameAtAnyFrameRate() throws {
        let steps = try [30.0, 60, 240].map { try heldDpadSteps(fps: $0) }
        #expect(steps[0] >= 4)
        #expect(steps[0] == KeyRepeat.standard.steps(holding: 1.55))
        #expect(steps.allSatisfy { $0 == steps[0] }, "steps at 30, 60, 240 fps: \(steps)")
    }

    @Test func sticksArriveWithTheirPadAfterTheDeadZone() throws {
        try withSDL {
            let pad = try VirtualPad()
            let program = try Program()
            pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTX, 32_767)
            let sticks = pad.pumpEvents(into: program.ui).compactMap { o -> StickEvent? in
                if case .input(.stick(let s))? = o.meaning { return s }
                return nil
            }
            #expect(sticks.count == 1)
            #expect(sticks.first?.pad == pad.pad && sticks.first?.stick == .right && sticks.first?.x == 1)
            #expect(sticks.first?.clockAngle.map { abs($0 - .pi / 2) < 1e-9 } == true)
        }
    }

    /// Draws frames for `seconds` of the virtual clock at 60 fps.
    private func settle(_ program: Program, seconds: Double = 1) {
        for _ in 0..<Int(seconds * 60) {
            program.clock.advance(by: 1 / 60)
            program.ui.drawFrame()
        }
    }

    /// On the ring (a threshold of 30 puts the 24 items on it) and on the picker (the default
    /// threshold, 15, opens 24 items as a picker).
    @Test(arguments: [30, 15])
    func bAfterTwoStepsRestoresTheValueAtOpen(threshold: Int) throws {
        try withSDL {
            let pad = try VirtualPad()
            let program = try Program()
            program.spinner.spinnerThreshold = threshold
            program.spinner.selectedIndex = 5
            program.clickNow(SDL_CONTROLLER_BUTTON_A, on: pad)  // focuses
            program.clickNow(SDL_CONTROLLER_BUTTON_A, on: pad)  // opens
            #expect(program.spinner.isOpen)
            program.clickNow(SDL_CONTROLLER_BUTTON_DPAD_RIGHT, on: pad)
            settle(program, seconds: 0.5)
            program.clickNow(SDL_CONTROLLER_BUTTON_DPAD_RIGHT, on: pad)
            settle(program, seconds: 0.5)
            if threshold == 30 { #expect(program.spinner.selectedIndex == 7) }  // a picker tells its row at close
            let b = keyPresses(program.clickNow(SDL_CONTROLLER_BUTTON_B, on: pad))
            settle(program)
            #expect(b.first?.1 == true)  // the wheel used B: the game's own B does not fire
            #expect(!program.spinner.isOpen)
            #expect(program.spinner.selectedIndex == 5)
        }
    }

    /// Opens the program's spinner with A, pushes `axes` fully one way (x, y: −1, 0 or 1) and lets
    /// go; which item was drawn furthest that way on the open ring, and the selection after.
    private func aimAndRelease(
        x xAxis: SDL_GameControllerAxis, y yAxis: SDL_GameControllerAxis, towards: (x: Double, y: Double)
    ) throws -> (drawn: Int, taken: Int, open: Bool) {
        try withSDL {
            let pad = try VirtualPad()
            let program = try Program()
            program.spinner.spinnerThreshold = 30  // 24 items on the ring, not the picker
            program.clickNow(SDL_CONTROLLER_BUTTON_A, on: pad)
            program.clickNow(SDL_CONTROLLER_BUTTON_A, on: pad)
            settle(program)
            // Where each item is drawn now, from the ring's own item boxes (what a reader is told;
            // one per item, in item order).
            let items = program.spinner.openItemElements
            #expect(items.count == program.spinner.values.count)
            let centres = items.enumerated().map { (index: $0.offset, c: $0.element.frameInOwner.center) }
            let mid = Point(
                x: centres.map(\.c.x).reduce(0, +) / Double(centres.count),
                y: centres.map(\.c.y).reduce(0, +) / Double(centres.count))
            let drawn = try #require(
                centres.max { a, b in
                    ((a.c.x - mid.x) * towards.x + (a.c.y - mid.y) * towards.y)
                        < ((b.c.x - mid.x) * towards.x + (b.c.y - mid.y) * towards.y)
                }?.index)
            pad.setAxis(xAxis, Int16(32_767 * towards.x))
            pad.setAxis(yAxis, Int16(32_767 * towards.y))
            program.pumpNow(pad)
            settle(program, seconds: 0.2)
            pad.setAxis(xAxis, 0)
            pad.setAxis(yAxis, 0)
            program.pumpNow(pad)
            settle(program)
            return (drawn, program.spinner.selectedIndex, program.spinner.isOpen)
        }
    }

    @Test func theRightStickAtThreeOClockTakesTheItemDrawnThere() throws {
        let r = try aimAndRelease(x: SDL_CONTROLLER_AXIS_RIGHTX, y: SDL_CONTROLLER_AXIS_RIGHTY, towards: (1, 0))
        #expect(r.drawn != 0)  // not the item on top: the aim picks by direction
        #expect(r.taken == r.drawn)
        #expect(!r.open)
    }

    @Test func theLeftStickAtSixOClockTakesTheItemDrawnThere() throws {
        let r = try aimAndRelease(x: SDL_CONTROLLER_AXIS_LEFTX, y: SDL_CONTROLLER_AXIS_LEFTY, towards: (0, 1))
        #expect(r.drawn == 12)  // opposite the selection on a ring of 24
        #expect(r.taken == r.drawn)
        #expect(!r.open)
    }

    @Test func rumbleGoesToThePadThatActed() throws {
        try withSDL {
            let quiet = try VirtualPad(name: "pad one")
            let acting = try VirtualPad(name: "pad two")
            let program = try Program()
            let feedback = SDLAudioFeedback(options: .init(audio: false))
            program.ui.host.feedback = feedback
            program.click(SDL_CONTROLLER_BUTTON_A, on: acting)  // focuses
            program.click(SDL_CONTROLLER_BUTTON_A, on: acting)  // opens: a haptic
            #expect(program.spinner.isOpen)
            acting.refreshRumbles()
            quiet.refreshRumbles()
            #expect(!acting.rumbles.isEmpty)
            #expect(quiet.rumbles.isEmpty)
        }
    }

    @Test func theLabelsOfAVirtualPadAreGeneric() throws {
        try withSDL {
            let pad = try VirtualPad()
            #expect(SDLGameControllers.labels(for: pad.pad).family == .generic)
            #expect(SDLGameControllers.labels(for: PadID(987_654)) == PadLabels(family: .xbox))
            #expect(SDLGameControllers.family(of: SDL_CONTROLLER_TYPE_PS5) == .playStation)
            #expect(SDLGameControllers.family(of: SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO) == .nintendo)
            #expect(SDLGameControllers.family(of: SDL_CONTROLLER_TYPE_XBOXONE) == .xbox)
        }
    }
}
