import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// What a user of a button notices: a tap released on it presses it once, a finger that slides
/// off and lifts elsewhere presses nothing, Enter and Space press it when focused, a disabled
/// button ignores all of it, and the button shows a wash of its tint while a finger is on it.
@Suite struct ButtonTests {
    /// A host with one 80×30 button at (10, 10) and a count of its primary actions.
    private final class Rig {
        let t = TestHost()
        let button = Button(title: "Go", frame: Rect(x: 10, y: 10, width: 80, height: 30))
        var presses = 0

        init() {
            t.host.rootView.addSubview(button)
            button.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in presses += 1 }
        }
    }

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

    @Test func aFingerThatSlidesOffAndLiftsElsewherePressesNothing() {
        let rig = Rig()
        rig.t.pointer(.down, 50, 25)
        rig.t.pointer(.move, 200, 150)  // far beyond the 24-pt slop
        rig.t.pointer(.up, 200, 150)
        #expect(rig.presses == 0)
        #expect(rig.t.log.last == "touchUpOutside" && !rig.t.log.contains("touchUpInside"))
    }

    /// A finger that slides back on before lifting still presses, and so does a lift just past
    /// the edge, within `touchSlop` (10 pt right of the button).
    @Test(arguments: [
        [(PointerEvent.Phase.down, 50.0, 25.0), (.move, 200, 150), (.move, 60, 25), (.up, 60, 25)],
        [(.down, 80, 25), (.move, 100, 25), (.up, 100, 25)],
    ])
    func aFingerThatLiftsOnOrJustPastTheButtonPresses(path: [(PointerEvent.Phase, Double, Double)]) {
        let rig = Rig()
        for (phase, x, y) in path { rig.t.pointer(phase, x, y) }
        #expect(rig.presses == 1)
    }

    @Test func aDisabledButtonIgnoresTapsAndKeys() {
        let rig = Rig()
        rig.t.pointer(.down, 50, 25)
        rig.t.pointer(.up, 50, 25)  // focuses it
        #expect(rig.presses == 1)
        rig.button.isEnabled = false
        rig.t.log.removeAll()
        rig.t.pointer(.down, 50, 25)
        rig.t.pointer(.up, 50, 25)
        rig.t.key(.enter)
        rig.t.key(.space)
        #expect(rig.presses == 1 && rig.t.log.isEmpty)
        #expect(!rig.button.isHighlighted)
        rig.button.isEnabled = true
        rig.t.pointer(.down, 50, 25)
        rig.t.pointer(.up, 50, 25)
        #expect(rig.presses == 2)
    }

    @Test func disablingItUnderAFingerCancelsThePress() {
        let rig = Rig()
        rig.t.pointer(.down, 50, 25)
        rig.button.isEnabled = false
        rig.t.pointer(.up, 50, 25)
        #expect(rig.presses == 0 && rig.t.log == ["touchDown", "touchCancel"])
    }

    @Test func aHeldKeyPressesOnce() {
        let rig = Rig()
        rig.t.host.setFocus(rig.button)
        rig.t.host.handle(.key(KeyEvent(key: .enter, isDown: true, timestamp: 1)))
        rig.t.host.handle(.key(KeyEvent(key: .enter, isDown: true, isRepeat: true, timestamp: 1.5)))
        rig.t.host.handle(.key(KeyEvent(key: .enter, isDown: true, isRepeat: true, timestamp: 1.6)))
        rig.t.host.handle(.key(KeyEvent(key: .enter, isDown: false, timestamp: 1.7)))
        #expect(rig.presses == 1)
    }

    /// Highlighted (a finger on it) the button fills with a wash of its tint; elsewhere it is
    /// white. The finger sliding off takes the wash away.
    @Test func itShowsAWashOfItsTintWhileAFingerIsOnIt() throws {
        let rig = Rig()
        func fill() throws -> Color {
            let canvas = RecordingCanvas()
            rig.t.host.render(in: canvas)
            return try #require(canvas.commands.first { $0.kind == .roundedRect }?.color)
        }
        let wash = rig.button.tintColor.multiplyingAlpha(Button.highlightAlpha)
        let plain = Color.white.withAlpha(0.9)
        #expect(try fill() == plain)
        rig.t.pointer(.down, 50, 25)
        #expect(rig.button.isHighlighted)
        #expect(try fill() == wash)
        rig.t.pointer(.move, 200, 150)
        #expect(!rig.button.isHighlighted)
        #expect(try fill() == plain)
        rig.t.pointer(.move, 50, 25)
        #expect(try fill() == wash)
        rig.t.pointer(.up, 50, 25)
        #expect(try fill() == plain)
    }

    @Test func itSizesToItsTitle() throws {
        let short = Button(title: "Go"), long = Button(title: "Churn one hundred spinners")
        let s = try #require(short.intrinsicContentSize), l = try #require(long.intrinsicContentSize)
        #expect(l.width > s.width && s.height >= 32 && l.height == s.height)
        let measured = EstimatingTextMeasurer().measureText("Churn one hundred spinners", font: long.font)
        #expect(l.width == measured.width + 24)
        long.title = "Churn"
        #expect(try #require(long.intrinsicContentSize).width < l.width)
    }
}
