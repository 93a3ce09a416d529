import FlywheelCore
import Testing

@testable import FlywheelUI

/// A button's presses: one primary action per tap, and a whole press for Enter or Space.
@Suite struct ButtonTests {
    @Test func buttonSendsOnePrimaryActionPerTap() {
        let t = TestHost()
        let b = Button(title: "Go", frame: Rect(x: 10, y: 10, width: 80, height: 30))
        t.host.rootView.addSubview(b)
        var fired = 0
        b.addAction(for: .primaryActionTriggered) { _, _ in fired += 1 }
        t.pointer(.down, 20, 20)
        t.pointer(.up, 20, 20)
        #expect(fired == 1)
        #expect(t.log == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        t.key(.enter)  // the tap focused it
        #expect(fired == 2)
    }

    /// Enter or Space on a focused button is a whole press: the touchUpInside it sends ends a
    /// touchDown, as every touch end must (the fuzzer found a bare touchUpInside).
    @Test func keyPressOnAButtonIsAWholePress() {
        let t = TestHost()
        let b = Button(title: "Go", frame: Rect(x: 10, y: 10, width: 80, height: 30))
        t.host.rootView.addSubview(b)
        t.key(.tab)
        #expect(t.host.focusedView === b)
        t.key(.space)
        #expect(t.log == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }
}
