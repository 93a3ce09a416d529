import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Keyboard focus and keys: Tab and Shift-Tab cycle through enabled controls, the focus ring
/// shows only after keyboard use, unhandled keys reach the host's handler, key names parse.
@Suite struct FocusAndKeyTests {
    @Test func tabCyclesThroughEnabledControlsAndShiftTabGoesBack() {
        let t = TestHost()
        let a = Switch(), b = SegmentedControl(titles: ["x", "y"]), c = Button(title: "c")
        c.isEnabled = false
        // Tab goes in reading order (FocusOrderTests): one above the other.
        a.frame = Rect(x: 10, y: 10, width: 51, height: 31)
        b.frame = Rect(x: 10, y: 60, width: 100, height: 30)
        c.frame = Rect(x: 10, y: 110, width: 60, height: 30)
        for v in [a, b, c] { t.host.rootView.addSubview(v) }
        t.key(.tab)
        #expect(t.host.focusedView === a)
        t.key(.tab)
        #expect(t.host.focusedView === b)
        t.key(.tab)
        #expect(t.host.focusedView === a)  // c is disabled, wrap around
        t.key(.tab, modifiers: .shift)
        #expect(t.host.focusedView === b)
        t.key(.right)
        #expect(b.selectedIndex == 1 && t.log == ["valueChanged"])
    }

    @Test func focusRingShowsOnlyAfterKeyboardUse() {
        let t = TestHost()
        let b = Button(title: "Go", frame: Rect(x: 10, y: 10, width: 80, height: 30))
        t.host.rootView.addSubview(b)
        t.pointer(.down, 20, 20)
        t.pointer(.up, 20, 20)
        #expect(t.host.focusedView === b && !t.host.showsFocusRing)
        var canvas = RecordingCanvas()
        t.host.render(in: canvas)
        #expect(!canvas.commands.contains { $0.kind == .strokeRoundedRect && $0.bounds.width > 85 })
        t.key(.tab)
        #expect(t.host.showsFocusRing)
        canvas = RecordingCanvas()
        t.host.render(in: canvas)
        #expect(canvas.commands.contains { $0.kind == .strokeRoundedRect && $0.bounds.width > 85 })
    }

    @Test func unhandledKeysReachTheHostHandler() {
        let t = TestHost()
        var keys: [Key] = []
        t.host.unhandledKeyHandler = {
            keys.append($0.key); return true
        }
        t.key(.function(1))
        t.key(.character("3"))
        // Each press and its release.
        #expect(keys == [.function(1), .function(1), .character("3"), .character("3")])
    }

    @Test func keyNamesParse() {
        #expect(Key(name: "Right") == .right)
        #expect(Key(name: "PageDown") == .pageDown)
        #expect(Key(name: "F12") == .function(12))
        #expect(Key(name: "a") == .character("a"))
        #expect(Key(name: "Bogus") == nil)
        #expect(Key(name: "return") == .enter && Key(name: "ESC") == .escape)
    }

    /// Every key's name reads back to that key, so a recording replays the keys it saw.
    @Test func everyKeyNameReadsBackToItsKey() {
        let keys: [Key] = [
            .left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .enter, .space, .escape, .tab,
            .backspace, .function(1), .function(24), .character("a"), .character("F"), .character("é"),
            .other(1_073_741_953),
        ]
        for key in keys { #expect(Key(name: key.name) == key, "\(key.name)") }
        #expect(Key.enter.name == "Enter" && Key.pageUp.name == "PageUp" && Key.other(7).name == "key#7")
    }
}
