import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The Controller scene's button prompts name the buttons as printed on the pad in the player's
/// hands: a PlayStation pad's ✕ and L1, then an Xbox pad's A and LB when that one acts.
@Suite(.serialized) struct ControllerPromptLabelsTests {
    static let size = Size(width: 800, height: 600)

    @Test func thePromptsFollowThePadThatActedLast() throws {
        try withSDL {
            let context = SceneContext()
            context.padLabels = { $0 == PadID(3) ? PadLabels(family: .playStation) : .xbox }
            let (renderer, shell) = try HeadlessSession.make(scene: "controller", size: Self.size, context: context)
            renderer.run(frames: 5, fps: 60)
            let scene = try #require(shell.scene as? ControllerScene)
            #expect(scene.prompts.accessibilityLabel == "LB: Hold: weapons, A: Weapons")

            func press(_ button: PadButton, key: Key, pad: Int) {
                for down in [true, false] {
                    renderer.host.handle(
                        .key(
                            KeyEvent(
                                key: key, isDown: down, pad: PadID(pad), padButton: button,
                                timestamp: renderer.clock.now)))
                    renderer.run(frames: 2, fps: 60)
                }
            }
            // A PlayStation pad's ✕ opens the wheel: its prompts read ✕ and ○.
            press(.a, key: .enter, pad: 3)
            #expect(scene.wheel.isOpen)
            #expect(scene.prompts.labels.family == .playStation)
            #expect(scene.prompts.accessibilityLabel == "✕: Take, ○: Cancel, L1: Release: take")
            // An Xbox pad's B cancels: its own labels come back.
            press(.b, key: .escape, pad: 0)
            #expect(!scene.wheel.isOpen)
            #expect(scene.prompts.accessibilityLabel == "LB: Hold: weapons, A: Weapons")
            // A stick the closed wheel leaves to the ship still names its pad.
            renderer.host.handle(
                .stick(StickEvent(pad: PadID(3), stick: .left, x: 1, y: 0, timestamp: renderer.clock.now)))
            #expect(scene.prompts.labels.family == .playStation)
        }
    }

    /// The session asks SDL what the pad is: a virtual pad (SDL's "virtual" type) gets the
    /// generic labels, a pad SDL does not know Xbox's.
    @Test func theSessionAsksSDLWhichPadItIs() throws {
        try withSDL {
            let context = SceneContext()
            _ = try HeadlessSession.make(scene: "controller", size: Self.size, context: context)
            let pad = try VirtualPad()
            #expect(context.padLabels?(pad.pad).family == .generic)
            #expect(context.padLabels?(PadID(12345)) == .xbox)
        }
    }
}
