import CSDL2
import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Testing

@testable import FlywheelSDL

/// Game-controller events built by hand, translated without a controller.
@Suite struct ControllerMappingTests {
    private var translator = SDLEventTranslator(windowSize: Size(width: 400, height: 300), timeOffset: 10)

    private func button(_ b: SDL_GameControllerButton, down: Bool = true, timestamp: UInt32 = 2_000) -> SDL_Event {
        var e = SDL_Event()
        e.type = (down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP).rawValue
        e.cbutton.timestamp = timestamp
        e.cbutton.which = 3
        e.cbutton.button = UInt8(b.rawValue)
        e.cbutton.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        return e
    }

    @Test mutating func buttonsBecomeKeysNamingThePadAndButton() {
        let map: [(SDL_GameControllerButton, PadButton, Key)] = [
            (SDL_CONTROLLER_BUTTON_DPAD_UP, .dpadUp, .up), (SDL_CONTROLLER_BUTTON_DPAD_DOWN, .dpadDown, .down),
            (SDL_CONTROLLER_BUTTON_DPAD_LEFT, .dpadLeft, .left), (SDL_CONTROLLER_BUTTON_DPAD_RIGHT, .dpadRight, .right),
            (SDL_CONTROLLER_BUTTON_A, .a, .enter), (SDL_CONTROLLER_BUTTON_B, .b, .escape),
            (SDL_CONTROLLER_BUTTON_LEFTSHOULDER, .leftShoulder, .pageUp),
            (SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, .rightShoulder, .pageDown),
            (SDL_CONTROLLER_BUTTON_START, .start, .space), (SDL_CONTROLLER_BUTTON_BACK, .back, .tab),
        ]
        for (b, padButton, key) in map {
            #expect(
                translator.translate(button(b))
                    == .input(
                        .key(KeyEvent(key: key, isDown: true, pad: PadID(3), padButton: padButton, timestamp: 12))))
            #expect(
                translator.translate(button(b, down: false, timestamp: 2_050))
                    == .input(
                        .key(KeyEvent(key: key, isDown: false, pad: PadID(3), padButton: padButton, timestamp: 12.05))))
            #expect(SDLEventTranslator.key(forControllerButton: UInt8(b.rawValue)) == key)
        }
    }

    @Test mutating func theMappingIsDataAndCanChangeAtRunTime() {
        translator.padMapping[.x] = .backspace
        translator.padMapping[.back] = nil
        #expect(
            translator.translate(button(SDL_CONTROLLER_BUTTON_X))
                == .input(.key(KeyEvent(key: .backspace, isDown: true, pad: PadID(3), padButton: .x, timestamp: 12))))
        #expect(translator.translate(button(SDL_CONTROLLER_BUTTON_BACK)) == nil)
    }

    private func axis(_ a: SDL_GameControllerAxis, _ value: Int16, pad: Int32 = 3, timestamp: UInt32 = 2_000)
        -> SDL_Event
    {
        var e = SDL_Event()
        e.type = SDL_CONTROLLERAXISMOTION.rawValue
        e.caxis.timestamp = timestamp
        e.caxis.which = pad
        e.caxis.axis = UInt8(a.rawValue)
        e.caxis.value = value
        return e
    }

    private func stick(_ e: SDLAppEvent?) -> StickEvent? {
        if case .input(.stick(let s))? = e { return s }
        return nil
    }

    @Test mutating func sticksPastTheirDeadZoneBecomeStickEventsOfTheirPad() {
        // Inside the left dead zone (7849 of 32767): nothing changes, nothing is sent.
        #expect(translator.translate(axis(SDL_CONTROLLER_AXIS_LEFTX, 7_000)) == nil)
        // Full right: x 1 on pad 3's left stick, at the event's time.
        let right = stick(translator.translate(axis(SDL_CONTROLLER_AXIS_LEFTX, 32_767)))
        #expect(right == StickEvent(pad: PadID(3), stick: .left, x: 1, y: 0, timestamp: 12))
        // y arrives on its own and is combined with the x kept: pushed to the lower right, the
        // direction kept and the distance clamped to the rim.
        let diagonal = stick(translator.translate(axis(SDL_CONTROLLER_AXIS_LEFTY, 32_767)))
        #expect(abs((diagonal?.x ?? 0) - 0.5.squareRoot()) < 1e-9 && abs((diagonal?.y ?? 0) - 0.5.squareRoot()) < 1e-9)
        // Halfway between the dead zone's edge and the rim reads 0.5.
        let zone = PadMapping.xinputRightDeadZone
        let half = Int16(((zone + (1 - zone) / 2) * 32767).rounded())
        let r = stick(translator.translate(axis(SDL_CONTROLLER_AXIS_RIGHTY, half, pad: 8)))
        #expect(r?.pad == PadID(8) && r?.stick == .right && abs((r?.y ?? 0) - 0.5) < 1e-4 && r?.x == 0)
        // Let go: one (0, 0) event.
        #expect(stick(translator.translate(axis(SDL_CONTROLLER_AXIS_RIGHTY, 100, pad: 8)))?.isCentred == true)
        #expect(translator.translate(axis(SDL_CONTROLLER_AXIS_RIGHTY, 0, pad: 8)) == nil)
    }

    @Test mutating func deadZonesAreConfigurable() {
        translator.padMapping.leftDeadZone = 0
        let s = stick(translator.translate(axis(SDL_CONTROLLER_AXIS_LEFTX, -16_384)))
        #expect(abs((s?.x ?? 0) + 0.5) < 1e-4)
    }

    @Test mutating func triggersPastTheirThresholdPressAndRelease() {
        let threshold = Int16(32767.0 * 30 / 255)
        #expect(translator.translate(axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, threshold - 10)) == nil)
        #expect(
            translator.translate(axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, threshold + 10))
                == .input(
                    .key(KeyEvent(key: .end, isDown: true, pad: PadID(3), padButton: .rightTrigger, timestamp: 12))))
        #expect(translator.translate(axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 32_767)) == nil)  // still pressed
        #expect(
            translator.translate(axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 0))
                == .input(
                    .key(KeyEvent(key: .end, isDown: false, pad: PadID(3), padButton: .rightTrigger, timestamp: 12))))
        translator.padMapping.triggerThreshold = 0.5
        #expect(translator.translate(axis(SDL_CONTROLLER_AXIS_TRIGGERLEFT, 10_000)) == nil)
        #expect(
            translator.translate(axis(SDL_CONTROLLER_AXIS_TRIGGERLEFT, 20_000))
                == .input(
                    .key(KeyEvent(key: .home, isDown: true, pad: PadID(3), padButton: .leftTrigger, timestamp: 12))))
    }

    @Test mutating func unusedButtonsAreIgnored() {
        for b in [
            SDL_CONTROLLER_BUTTON_X, SDL_CONTROLLER_BUTTON_Y, SDL_CONTROLLER_BUTTON_GUIDE,
            SDL_CONTROLLER_BUTTON_LEFTSTICK, SDL_CONTROLLER_BUTTON_RIGHTSTICK, SDL_CONTROLLER_BUTTON_MISC1,
            SDL_CONTROLLER_BUTTON_PADDLE1, SDL_CONTROLLER_BUTTON_TOUCHPAD,
        ] {
            #expect(translator.translate(button(b)) == nil)
        }
        #expect(SDLEventTranslator.key(forControllerButton: 200) == nil)
    }

    @Test mutating func hotPlugIsReported() {
        var added = SDL_Event()
        added.type = SDL_CONTROLLERDEVICEADDED.rawValue
        added.cdevice.which = 2  // a device index
        #expect(translator.translate(added) == .controllerAdded(deviceIndex: 2))
        var removed = SDL_Event()
        removed.type = SDL_CONTROLLERDEVICEREMOVED.rawValue
        removed.cdevice.which = 17  // an instance id
        #expect(translator.translate(removed) == .controllerRemoved(instanceID: 17))
    }

    @Test func aButtonDrivesAFocusedControl() {
        final class KeyLog: Control {
            var keys: [Key] = []
            override func handleKey(_ event: KeyEvent) -> Bool {
                if event.isDown { keys.append(event.key) }
                return true
            }
        }
        var translator = SDLEventTranslator(windowSize: Size(width: 100, height: 100))
        let host = ViewHost(size: Size(width: 100, height: 100), clock: VirtualClock())
        let control = KeyLog(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        host.rootView.addSubview(control)
        host.setFocus(control)
        for b in [SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, SDL_CONTROLLER_BUTTON_B] {
            for down in [true, false] {
                if case .input(let e)? = translator.translate(button(b, down: down)) { host.handle(e) }
            }
        }
        #expect(control.keys == [.enter, .right, .escape])
    }

    @Test func controllerRegistryToleratesUnknownDevices() {
        withSDL {
            let controllers = SDLGameControllers()
            controllers.deviceAdded(99)  // no such device
            controllers.deviceRemoved(12_345)  // never opened
            #expect(controllers.count == 0)
            #expect(controllers.status.hasPrefix("game controllers"))
        }
    }
}
