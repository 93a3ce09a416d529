import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The swipe-controls scene from the keyboard at 500×400: the swipe view's keys stand for a tap,
/// a double tap and a long press on the current item (Enter, Shift-Enter, Shift-F10 or the Menu
/// key), and Tab scrolls a half-shown item's button into view.
@Suite(.serialized) struct SwipeKeyboardTests {
    static let size = Size(width: 500, height: 400)

    private func withScene(_ body: (HeadlessRenderer, HarnessShell, SwipeControlsScene) throws -> Void) throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(scene: "swipe-controls", size: Self.size)
            renderer.run(frames: 5, fps: 60)
            try body(renderer, shell, try #require(shell.scene as? SwipeControlsScene))
        }
    }

    @Test func enterShiftEnterAndShiftF10AreTapDoubleTapAndLongPress() throws {
        try withScene { renderer, shell, scene in
            renderer.host.setFocus(scene.swipe.accessibilityFocusView)
            renderer.press(.right)
            SceneTest.settle(renderer)
            let item = scene.swipe.currentItemIndex
            #expect(item == 1)
            var seen = shell.statusLog.count
            renderer.press(.enter)
            #expect(Array(shell.statusLog.dropFirst(seen)) == ["Item \(item) selected"])
            seen = shell.statusLog.count
            renderer.press(.enter, modifiers: [.shift])
            #expect(Array(shell.statusLog.dropFirst(seen)) == ["Double tap on item \(item)"])
            seen = shell.statusLog.count
            renderer.press(.function(10), modifiers: [.shift])
            #expect(Array(shell.statusLog.dropFirst(seen)) == ["Long press on item \(item)"])
            seen = shell.statusLog.count
            renderer.press(.other(KeyboardGesture.menuKeyCode))
            #expect(Array(shell.statusLog.dropFirst(seen)) == ["Long press on item \(item)"])
            #expect(renderer.host.showsFocusRing)
        }
    }

    @Test func keyboardGesturesMatchTheirKeys() {
        func gesture(_ key: Key, _ modifiers: KeyModifiers = []) -> KeyboardGesture? {
            KeyboardGesture(KeyEvent(key: key, isDown: true, modifiers: modifiers, timestamp: 0))
        }
        #expect(gesture(.enter) == .tap && gesture(.space) == .tap)
        #expect(gesture(.enter, [.shift]) == .doubleTap && gesture(.space, [.shift]) == .doubleTap)
        #expect(gesture(.function(10), [.shift]) == .longPress)
        #expect(gesture(.other(KeyboardGesture.menuKeyCode)) == .longPress)
        #expect(gesture(.function(10)) == nil && gesture(.right) == nil)
        #expect(KeyboardGesture(KeyEvent(key: .enter, isDown: false, timestamp: 0)) == nil)
    }

    /// Tab onto a button of an item the swipe view shows only in part scrolls whole items until
    /// the button and its ring show.
    @Test func tabScrollsAHalfShownButtonIntoView() throws {
        try withScene { renderer, _, scene in
            let visible = scene.swipe.transformToWindow.apply(scene.swipe.bounds)
            let buttons = scene.swipe.visibleItemViews.compactMap { ($0 as? ControlsItem)?.button }
            let half = try #require(
                buttons.first { b in
                    let f = b.transformToWindow.apply(b.bounds)
                    return f.minX < visible.minX || f.maxX > visible.maxX
                })
            renderer.host.setFocus(half)
            half.scrollIntoView()
            SceneTest.settle(renderer)
            let ring = half.transformToWindow.apply(half.bounds.insetBy(dx: -FocusRing.extent, dy: -FocusRing.extent))
            #expect(
                ring.minX >= visible.minX - 0.5 && ring.maxX <= visible.maxX + 0.5, "ring \(ring), shown \(visible)")
            #expect(abs(scene.swipe.scrollOffset - scene.swipe.scrollOffset.rounded()) < 1e-6)  // whole items
        }
    }
}
