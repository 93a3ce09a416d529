import CAccessibilityBridge
import CSDL2

/// A key as AT-SPI readers receive it: X's words for it, which is what Orca matches its
/// commands and echo against (ATK's key event, as GTK fills it).
struct ReaderKey: Equatable {
    /// The X keysym: a Latin-1 character's code, `0x0100_0000 + code point` beyond it, or a
    /// named key's (Return 0xff0d, Left 0xff51).
    var keysym: UInt32
    /// X's modifier mask: Shift 1, Lock 2, Control 4, Mod1 (Alt) 8, Mod2 (Num Lock) 16, Mod4
    /// (Super) 64.
    var modifiers: UInt32
    /// The X keycode (the Linux input code + 8), 0 for a key without one here.
    var keycode: UInt16
    /// What the key types when that is a visible character, else the keysym's name ("Return",
    /// "space", "Left"), as GTK sends.
    var text: String
}

extension ReaderKey {
    /// The reader's view of an SDL key event; nil for a key X has no keysym for here.
    ///
    /// ```swift
    /// ReaderKey(sdl: event.key)  // Right arrow: keysym 0xff53, "Right", keycode 114
    /// ```
    init?(sdl key: SDL_KeyboardEvent) {
        let sym = UInt32(bitPattern: key.keysym.sym)
        let mod = UInt32(key.keysym.mod)
        var modifiers: UInt32 = 0
        if mod & KMOD_SHIFT.rawValue != 0 { modifiers |= 1 }
        if mod & KMOD_CAPS.rawValue != 0 { modifiers |= 2 }
        if mod & KMOD_CTRL.rawValue != 0 { modifiers |= 4 }
        if mod & KMOD_ALT.rawValue != 0 { modifiers |= 8 }
        if mod & KMOD_NUM.rawValue != 0 { modifiers |= 16 }
        if mod & KMOD_GUI.rawValue != 0 { modifiers |= 64 }
        let keycode = Self.keycode(forScancode: UInt32(key.keysym.scancode.rawValue))
        if let (keysym, name) = Self.named[sym] {
            self.init(keysym: keysym, modifiers: modifiers, keycode: keycode, text: name)
            return
        }
        // SDL's keycode for a key that types a character is the unshifted character.
        guard sym >= 0x21, sym < 0x4000_0000, let scalar = Unicode.Scalar(sym) else { return nil }
        var character = String(Character(scalar))
        let shifted = (modifiers & 1 != 0) != (modifiers & 2 != 0 && scalar.properties.isLowercase)
        if shifted { character = character.uppercased() }
        let typed = character.unicodeScalars.count == 1 ? character.unicodeScalars.first!.value : sym
        self.init(
            keysym: typed < 0x100 ? typed : 0x0100_0000 + typed, modifiers: modifiers, keycode: keycode,
            text: character)
    }

    /// Keys that type nothing visible: SDL keycode → (X keysym, X's name for it).
    static let named: [UInt32: (UInt32, String)] = {
        var keys: [UInt32: (UInt32, String)] = [
            SDLK_RETURN.rawValue: (0xff0d, "Return"), SDLK_RETURN2.rawValue: (0xff0d, "Return"),
            SDLK_ESCAPE.rawValue: (0xff1b, "Escape"), SDLK_BACKSPACE.rawValue: (0xff08, "BackSpace"),
            SDLK_TAB.rawValue: (0xff09, "Tab"), SDLK_SPACE.rawValue: (0x20, "space"),
            SDLK_DELETE.rawValue: (0xffff, "Delete"), SDLK_INSERT.rawValue: (0xff63, "Insert"),
            SDLK_HOME.rawValue: (0xff50, "Home"), SDLK_END.rawValue: (0xff57, "End"),
            SDLK_PAGEUP.rawValue: (0xff55, "Page_Up"), SDLK_PAGEDOWN.rawValue: (0xff56, "Page_Down"),
            SDLK_LEFT.rawValue: (0xff51, "Left"), SDLK_UP.rawValue: (0xff52, "Up"),
            SDLK_RIGHT.rawValue: (0xff53, "Right"), SDLK_DOWN.rawValue: (0xff54, "Down"),
            SDLK_LSHIFT.rawValue: (0xffe1, "Shift_L"), SDLK_RSHIFT.rawValue: (0xffe2, "Shift_R"),
            SDLK_LCTRL.rawValue: (0xffe3, "Control_L"), SDLK_RCTRL.rawValue: (0xffe4, "Control_R"),
            SDLK_CAPSLOCK.rawValue: (0xffe5, "Caps_Lock"), SDLK_LALT.rawValue: (0xffe9, "Alt_L"),
            SDLK_RALT.rawValue: (0xffea, "Alt_R"), SDLK_LGUI.rawValue: (0xffeb, "Super_L"),
            SDLK_RGUI.rawValue: (0xffec, "Super_R"), SDLK_APPLICATION.rawValue: (0xff67, "Menu"),
            SDLK_NUMLOCKCLEAR.rawValue: (0xff7f, "Num_Lock"), SDLK_KP_ENTER.rawValue: (0xff8d, "KP_Enter"),
            SDLK_KP_PERIOD.rawValue: (0xffae, "KP_Decimal"), SDLK_KP_PLUS.rawValue: (0xffab, "KP_Add"),
            SDLK_KP_MINUS.rawValue: (0xffad, "KP_Subtract"), SDLK_KP_MULTIPLY.rawValue: (0xffaa, "KP_Multiply"),
            SDLK_KP_DIVIDE.rawValue: (0xffaf, "KP_Divide"),
        ]
        for n in 0..<12 { keys[SDLK_F1.rawValue + UInt32(n)] = (0xffbe + UInt32(n), "F\(n + 1)") }
        keys[SDLK_KP_0.rawValue] = (0xffb0, "KP_0")
        for n in 1...9 { keys[SDLK_KP_1.rawValue + UInt32(n - 1)] = (0xffb0 + UInt32(n), "KP_\(n)") }
        return keys
    }()

    /// The X keycode of an SDL scancode (USB HID usage → Linux input code, + 8), 0 when not here.
    static func keycode(forScancode scancode: UInt32) -> UInt16 {
        let linux: Int
        switch scancode {
        case 4...29:  // A…Z
            linux =
                [
                    30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38, 50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21,
                    44,
                ][
                    Int(scancode) - 4]
        case 30...39: linux = Int(scancode) - 28  // 1…9, 0: 2…11
        case 40...56:  // Return … slash
            linux = [28, 1, 14, 15, 57, 12, 13, 26, 27, 43, 43, 39, 40, 41, 51, 52, 53][Int(scancode) - 40]
        case 57: linux = 58  // Caps Lock
        case 58...67: linux = Int(scancode) + 1  // F1…F10: 59…68
        case 68, 69: linux = Int(scancode) + 19  // F11, F12: 87, 88
        case 70...82:  // Print … Up
            linux = [99, 70, 119, 110, 102, 104, 111, 107, 109, 106, 105, 108, 103][Int(scancode) - 70]
        case 83...99:  // Num Lock, keypad
            linux = [69, 98, 55, 74, 78, 96, 79, 80, 81, 75, 76, 77, 71, 72, 73, 82, 83][Int(scancode) - 83]
        case 101: linux = 127  // Menu
        case 224...231: linux = [29, 42, 56, 125, 97, 54, 100, 126][Int(scancode) - 224]
        default: return 0
        }
        return UInt16(linux + 8)
    }
}

extension AccessibilityBridge {
    /// Passes a key event of a published window to readers' key snoopers (Orca's echo and
    /// commands); true when a reader consumed it, so the window must not act on it.
    func readerConsumes(_ key: SDL_KeyboardEvent, pressed: Bool) -> Bool {
        guard let reader = ReaderKey(sdl: key) else { return false }
        return flywheel_a11y_key_event(
            pressed ? 1 : 0, reader.keysym, reader.modifiers, reader.keycode, reader.text, key.timestamp) != 0
    }
}
