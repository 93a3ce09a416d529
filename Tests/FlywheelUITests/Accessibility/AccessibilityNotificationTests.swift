import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Notifications: a control's `.valueChanged` and a focus move reach the observer; with no
/// observer nothing is built.
@Suite struct AccessibilityNotificationTests {
    /// A control that is an element, as a widget would be.
    final class Knob: Control {
        override var accessibilityDefaultRole: AccessibilityRole { .adjustable }
    }

    @Test func valueChangedIsPostedForEveryValueChangedEventOfAnElement() {
        let t = TestHost()
        let log = t.recordAccessibility()
        let knob = Knob(frame: Rect(x: 10, y: 10, width: 51, height: 31))
        knob.accessibilityLabel = "Volume"
        let plain = Control(frame: Rect(x: 100, y: 10, width: 51, height: 31))  // not an element
        t.host.rootView.addSubview(knob)
        t.host.rootView.addSubview(plain)
        knob.sendActions(for: [.touchDown, .valueChanged])
        plain.sendActions(for: .valueChanged)
        knob.sendActions(for: .valueChanged)
        #expect(log.lines == ["valueChanged Volume", "valueChanged Volume"])
        guard case .valueChanged(let node)? = log.notifications.first else { return }
        #expect(node === knob)
    }

    @Test func focusChangedIsPostedWhenFocusMoves() {
        let t = TestHost()
        let log = t.recordAccessibility()
        let a = Button(title: "A", frame: Rect(x: 0, y: 0, width: 50, height: 30))
        let b = Button(title: "B", frame: Rect(x: 60, y: 0, width: 50, height: 30))
        t.host.rootView.addSubview(a)
        t.host.rootView.addSubview(b)
        t.key(.tab)
        t.key(.tab)
        t.host.setFocus(b)  // no move: nothing
        #expect(log.lines == ["focusChanged A", "focusChanged B"])
    }

    @Test func nothingIsBuiltWithoutAnObserver() {
        let t = TestHost()
        var built = 0
        func make() -> AccessibilityNotification {
            built += 1
            return .announcement("hello")
        }
        t.host.postAccessibilityNotification(make())
        t.host.rootView.postAccessibilityNotification(make())
        #expect(built == 0)
        let log = t.recordAccessibility()
        t.host.postAccessibilityNotification(make())
        #expect(built == 1 && log.lines == ["announcement hello"])
    }

    @Test func theObserverIsHeldWeakly() {
        let t = TestHost()
        do {
            let log = RecordingAccessibilityObserver()
            t.host.accessibilityObserver = log
            #expect(t.host.accessibilityObserver != nil)
        }
        #expect(t.host.accessibilityObserver == nil)
    }
}
