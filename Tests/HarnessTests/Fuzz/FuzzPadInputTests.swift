import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The fuzzer draws game-controller input: buttons on four pads and sticks pushed, moved and let
/// go, each written into a failure's reproduction with its pad.
@Suite(.serialized) struct FuzzPadInputTests {
    @Test func theGeneratorDrawsButtonsAndSticksOnSeveralPadsAndTheirScriptNamesThePad() throws {
        try withSDL {
            let size = Size(width: 800, height: 600)
            let (renderer, shell) = try HeadlessSession.make(scene: "controller", size: size)
            renderer.run(frames: 1)
            let targets = FuzzTargets(shell: shell, root: renderer.host.rootView, size: size)
            var rng = FuzzRandom(seed: 1, case: 0)
            let steps = FuzzGenerator(targets: targets).steps(count: 2000, rng: &rng)
            var pads = Set<Int>(), buttons = Set<PadButton>(), sticks = 0, letGo = 0
            for step in steps {
                switch step {
                case .button(let b, let pad, let hold):
                    pads.insert(pad)
                    buttons.insert(b)
                    #expect(hold > 0 && hold < 1.2)
                case .stick(_, let x, let y, let pad):
                    pads.insert(pad)
                    sticks += 1
                    if x == 0 && y == 0 { letGo += 1 }
                    #expect((-1...1).contains(x) && (-1...1).contains(y))
                default: break
                }
            }
            #expect(pads == [0, 1, 2, 3])
            #expect(buttons.isSuperset(of: [.a, .b, .leftShoulder, .dpadLeft]))
            #expect(sticks > 50 && letGo > 10 && letGo < sticks)
            let script = HarnessScript(
                file: "case.json", scene: "controller",
                steps: steps.enumerated().map { HarnessScript.Step(number: $0.offset + 1, action: $0.element) })
            #expect(script.text.contains("\"pad\": 3"))
            let again = try HarnessScript.parse(Data(script.text.utf8), file: "again.json")
            #expect(again.steps.map(\.action) == steps)
        }
    }
}
