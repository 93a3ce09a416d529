import CSDL2
import Testing

@testable import FlywheelSDL

/// Keys as readers receive them (`ReaderKey`): X's keysym, name, keycode and modifier mask, which
/// Orca matches its key echo and commands against. (Keys reaching a reader's keystroke listener
/// over AT-SPI: ScreenReaderSessionTests.)
@Suite struct ReaderKeyTests {
    static func event(_ sym: SDL_KeyCode, _ scancode: SDL_Scancode, _ mod: SDL_Keymod = KMOD_NONE) -> SDL_KeyboardEvent
    {
        var key = SDL_KeyboardEvent()
        key.keysym.sym = SDL_Keycode(bitPattern: sym.rawValue)
        key.keysym.scancode = scancode
        key.keysym.mod = UInt16(mod.rawValue)
        return key
    }

    @Test func namedKeysHaveXsKeysymsNamesAndKeycodes() throws {
        let right = try #require(ReaderKey(sdl: Self.event(SDLK_RIGHT, SDL_SCANCODE_RIGHT)))
        #expect(right == ReaderKey(keysym: 0xff53, modifiers: 0, keycode: 114, text: "Right"))
        let enter = try #require(ReaderKey(sdl: Self.event(SDLK_RETURN, SDL_SCANCODE_RETURN)))
        #expect(enter.keysym == 0xff0d && enter.text == "Return" && enter.keycode == 36)
        let space = try #require(ReaderKey(sdl: Self.event(SDLK_SPACE, SDL_SCANCODE_SPACE)))
        #expect(space.keysym == 0x20 && space.text == "space" && space.keycode == 65)
        let f1 = try #require(ReaderKey(sdl: Self.event(SDLK_F1, SDL_SCANCODE_F1)))
        #expect(f1.keysym == 0xffbe && f1.text == "F1" && f1.keycode == 67)
        let insert = try #require(ReaderKey(sdl: Self.event(SDLK_INSERT, SDL_SCANCODE_INSERT)))
        #expect(insert.keysym == 0xff63 && insert.keycode == 118, "Orca's modifier key")
    }

    @Test func characterKeysTypeTheirCharacterShiftedAsX() throws {
        let a = try #require(ReaderKey(sdl: Self.event(SDLK_a, SDL_SCANCODE_A)))
        #expect(a == ReaderKey(keysym: 0x61, modifiers: 0, keycode: 38, text: "a"))
        let shifted = try #require(ReaderKey(sdl: Self.event(SDLK_a, SDL_SCANCODE_A, KMOD_LSHIFT)))
        #expect(shifted == ReaderKey(keysym: 0x41, modifiers: 1, keycode: 38, text: "A"))
        let control = try #require(ReaderKey(sdl: Self.event(SDLK_z, SDL_SCANCODE_Z, KMOD_LCTRL)))
        #expect(control.keysym == 0x7a && control.modifiers == 4 && control.keycode == 52)
        let seven = try #require(ReaderKey(sdl: Self.event(SDLK_7, SDL_SCANCODE_7)))
        #expect(seven.keysym == 0x37 && seven.keycode == 16 && seven.text == "7")
    }

    @Test func aKeyXHasNoKeysymForIsNotSent() {
        #expect(ReaderKey(sdl: Self.event(SDLK_UNKNOWN, SDL_SCANCODE_UNKNOWN)) == nil)
    }
}
