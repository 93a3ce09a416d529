import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Tab and reading order under a right-to-left locale: the same logical order as left to right
/// (the first control a row reads is at its right), so N Tabs reach the same control in both;
/// a swipe view's focus starts on the first item that shows, and focusing it scrolls nothing.
@Suite(.serialized) struct RightToLeftFocusOrderTests {
    static let size = Size(width: 800, height: 600)

    static func session(_ scene: String, locale: String?) throws -> (HeadlessRenderer, HarnessShell) {
        let context = SceneContext()
        context.locale = locale.map(Locale.init(identifier:))
        let (renderer, shell) = try HeadlessSession.make(scene: scene, size: size, context: context)
        renderer.run(frames: 5, fps: 60)
        return (renderer, shell)
    }

    static func press(_ renderer: HeadlessRenderer, _ key: Key, modifiers: KeyModifiers = []) {
        renderer.clock.advance(by: 0.02)
        renderer.host.handle(
            .key(KeyEvent(key: key, isDown: true, modifiers: modifiers, timestamp: renderer.clock.now)))
        renderer.host.handle(
            .key(KeyEvent(key: key, isDown: false, modifiers: modifiers, timestamp: renderer.clock.now)))
        renderer.run(frames: 2, fps: 60)
    }

    /// Basic's controls by name, and what each holds.
    static func state(_ scene: BasicScene) -> [String: String] {
        [
            "hud": "\(scene.hudSwitch.isOn)", "disabled": "\(scene.disabledControl.selectedIndex)",
            "threshold": "\(scene.thresholdControl.selectedIndex)", "haptics": "\(scene.hapticsSwitch.isOn)",
            "sounds": "\(scene.soundsSwitch.isOn)", "mode": "\(scene.modeControl.selectedIndex)",
            "tint": "\(scene.tintControl.selectedIndex)", "open": "\(scene.openBackgroundControl.selectedIndex)",
            "center": "\(scene.centerBackgroundControl.selectedIndex)", "count": "\(scene.countControl.selectedIndex)",
        ]
    }

    /// The names of the controls N Tabs then Space changed, and the focused view's label.
    static func changedAfter(tabs: Int, locale: String?) throws -> (changed: [String], focused: String) {
        let (renderer, shell) = try session("basic", locale: locale)
        let scene = try #require(shell.scene as? BasicScene)
        let before = state(scene)
        for _ in 0..<tabs { press(renderer, .tab) }
        let focused = renderer.host.focusedView.map { $0.accessibilityLabel ?? "\(type(of: $0))" } ?? "none"
        press(renderer, .space)
        let after = state(scene)
        return (before.keys.filter { before[$0] != after[$0] }.sorted(), focused)
    }

    @Test func basicTabsThenSpaceChangeTheSameControlUnderArabicAsUnderEnglish() throws {
        try withSDL {
            var changedSomething = false
            for n in 1...8 {
                let en = try Self.changedAfter(tabs: n, locale: nil)
                let ar = try Self.changedAfter(tabs: n, locale: "ar")
                #expect(
                    en.changed == ar.changed,
                    "\(n) Tabs: en \(en.changed) (\(en.focused)), ar \(ar.changed) (\(ar.focused))")
                changedSomething = changedSomething || !en.changed.isEmpty
            }
            #expect(changedSomething)
            // The row of Haptics and Sounds: Haptics first in both.
            let en = (1...8).map { try? Self.changedAfter(tabs: $0, locale: nil).changed }
            #expect(en.contains { $0 == ["haptics"] })
            let haptics = try #require(en.firstIndex { $0 == ["haptics"] })
            let sounds = try #require(en.firstIndex { $0 == ["sounds"] })
            #expect(haptics < sounds)
        }
    }

    /// The reading order a reader gets lists the mirrored row from the right too.
    @Test func readersListAMirroredRowFromTheRight() throws {
        try withSDL {
            let (renderer, shell) = try Self.session("basic", locale: "ar")
            let scene = try #require(shell.scene as? BasicScene)
            let order = renderer.host.focusableViews
            let haptics = try #require(order.firstIndex { $0 === scene.hapticsSwitch })
            let sounds = try #require(order.firstIndex { $0 === scene.soundsSwitch })
            #expect(haptics < sounds)
            #expect(
                scene.hapticsSwitch.accessibilityFrameInWindow.minX > scene.soundsSwitch.accessibilityFrameInWindow.minX
            )
        }
    }

    /// Swipe Controls under ar: after the scene's own controls, Tab reaches item 0's controls,
    /// which show, at the same count of Tabs as under en.
    @Test func swipeControlsFocusStartsOnTheFirstItemThatShows() throws {
        try withSDL {
            func firstItemTab(_ locale: String?) throws -> (Int, Rect, Rect) {
                let (renderer, shell) = try Self.session("swipe-controls", locale: locale)
                let scene = try #require(shell.scene as? SwipeControlsScene)
                for n in 1...12 {
                    Self.press(renderer, .tab)
                    renderer.run(frames: 30, fps: 60)
                    guard let f = renderer.host.focusedView, f.isDescendant(of: scene.swipe) else { continue }
                    return (n, f.accessibilityFrameInWindow, scene.swipe.accessibilityFrameInWindow)
                }
                Issue.record("Tab never reached the swipe view (\(locale ?? "en"))")
                return (0, .zero, .zero)
            }
            let en = try firstItemTab(nil)
            let ar = try firstItemTab("ar")
            #expect(en.0 == ar.0)
            // The focused control shows whole inside the swipe view.
            let (shown, swipe) = (ar.1, ar.2)
            #expect(
                shown.minX >= swipe.minX - 0.5 && shown.maxX <= swipe.maxX + 0.5, "\(shown) outside \(swipe)")
        }
    }

    /// Swipe Lab under ar: Tab onto the swipe view leaves it on item 0.
    @Test func focusingASwipeViewScrollsNothing() throws {
        try withSDL {
            for locale in [nil, "ar"] {
                let (renderer, shell) = try Self.session("swipe-lab", locale: locale)
                let scene = try #require(shell.scene as? SwipeLabScene)
                var reached = false
                for _ in 1...30 {
                    Self.press(renderer, .tab)
                    renderer.run(frames: 30, fps: 60)
                    if let f = renderer.host.focusedView, f.isDescendant(of: scene.swipe) {
                        reached = true
                        break
                    }
                }
                #expect(reached, "\(locale ?? "en")")
                #expect(scene.swipe.currentItemIndex == 0, "\(locale ?? "en")")
                #expect(abs(scene.swipe.scrollOffset) < 1e-6, "\(locale ?? "en"): \(scene.swipe.scrollOffset)")
            }
        }
    }
}
