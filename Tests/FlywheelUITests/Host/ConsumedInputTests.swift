import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// `ViewHost.handle` says whether the UI used an event, so a game acts only on the rest.
@Suite struct ConsumedInputTests {
    @Test func keysAViewTakesAreUsedAndTheRestAreNot() {
        let t = TestHost()
        let button = Button(title: "Go", frame: Rect(x: 10, y: 10, width: 80, height: 30))
        t.host.rootView.addSubview(button)
        t.host.setFocus(button)
        #expect(t.host.handle(.key(KeyEvent(key: .enter, isDown: true, timestamp: 0.1))))
        #expect(t.host.handle(.key(KeyEvent(key: .enter, isDown: false, timestamp: 0.2))))
        #expect(!t.host.handle(.key(KeyEvent(key: .function(5), isDown: true, timestamp: 0.3))))
        #expect(!t.host.handle(.key(KeyEvent(key: .function(5), isDown: false, timestamp: 0.4))))
        // The app's own handler saying yes counts.
        t.host.unhandledKeyHandler = { $0.key == .function(5) }
        #expect(t.host.handle(.key(KeyEvent(key: .function(5), isDown: true, timestamp: 0.5))))
        #expect(t.host.handle(.key(KeyEvent(key: .tab, isDown: true, timestamp: 0.6))))
    }

    @Test func aPointerIsUsedWhenAViewTakesItsPressThroughItsRelease() {
        let t = TestHost()
        let button = Button(title: "Go", frame: Rect(x: 10, y: 10, width: 80, height: 30))
        t.host.rootView.addSubview(button)
        func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ time: Double) -> Bool {
            t.host.handle(.pointer(PointerEvent(phase: phase, id: 0, location: Point(x: x, y: 20), timestamp: time)))
        }
        #expect(pointer(.down, 20, 0.1))
        #expect(pointer(.move, 300, 0.2))  // dragged off the button: still its pointer
        #expect(pointer(.up, 300, 0.3))
        #expect(!pointer(.down, 300, 0.4))  // on nothing
        #expect(!pointer(.up, 300, 0.5))
    }

    @Test func wheelAndSticksAreUsedOnlyWhenAViewTakesThem() {
        let t = TestHost()
        #expect(!t.host.handle(.wheel(WheelEvent(dx: 0, dy: 1, location: Point(x: 5, y: 5), timestamp: 0.1))))
        #expect(!t.host.handle(.stick(StickEvent(pad: PadID(0), stick: .right, x: 1, y: 0, timestamp: 0.2))))
        #expect(!t.host.handle(.text(TextEvent(text: "a", timestamp: 0.3))))
    }
}
