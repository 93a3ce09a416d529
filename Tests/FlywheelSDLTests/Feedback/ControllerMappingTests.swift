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

    @Test mutating func buttonsBecomeKeys() {
        let map: [(SDL_GameControllerButton, Key)] = [
            (SDL_CONTROLLER_BUTTON_DPAD_UP, .up), (SDL_CONTROLLER_BUTTON_DPAD_DOWN, .down),
            (SDL_CONTROLLER_BUTTON_DPAD_LEFT, .left), (SDL_CONTROLLER_BUTTON_DPAD_RIGHT, .right),
            (SDL_CONTROLLER_BUTTON_A, .enter), (SDL_CONTROLLER_BUTTON_B, .escape),
            (SDL_CONTROLLER_BUTTON_LEFTSHOULDER, .pageUp), (SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, .pageDown),
            (SDL_CONTROLLER_BUTTON_START, .space), (SDL_CONTROLLER_BUTTON_BACK, .tab),
        ]
        for (b, key) in map {
            #expect(translator.translate(button(b)) == .input(.key(KeyEvent(key: key, isDown: true, timestamp: 12))))
            #expect(
                translator.translate(button(b, down: false, timestamp: 2_050))
                    == .input(.key(KeyEvent(key: key, isDown: false, timestamp: 12.05))))
            #expect(SDLEventTranslator.key(forControllerButton: UInt8(b.rawValue)) == key)
        }
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
        var axis = SDL_Event()
        axis.type = SDL_CONTROLLERAXISMOTION.rawValue
        axis.caxis.value = 30_000
        #expect(translator.translate(axis) == nil)  // sticks are not mapped
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
