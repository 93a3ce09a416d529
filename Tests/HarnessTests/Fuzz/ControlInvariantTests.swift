import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// A control's own rules (`InvariantDeclaring`, and "value within minimum…maximum" for free on a
/// `NumericScriptSettable` control): a stepper whose clamp was removed is caught by the fuzzer's
/// after-every-step check and by a script's run, each message naming the control and the rule.
@Suite struct ControlInvariantTests {
    /// A stepper in 0...10 whose clamp is missing: each tap adds 4.
    final class BrokenStepper: Control, NumericScriptSettable {
        let minimum = 0.0
        let maximum = 10.0
        private(set) var value = 0.0
        func setValueFromUser(_ value: Double) {
            self.value = value
            sendActions(for: .valueChanged)
        }
        override func endTracking(_ touch: Touch) {
            value += 4  // no clamp: 4, 8, 12
            sendActions(for: .valueChanged)
        }
    }

    /// A control of your own that declares a rule of its own.
    final class Toggle2: Control, InvariantDeclaring {
        var taps = 0
        override func endTracking(_ touch: Touch) { taps += 1 }
        var invariants: [ControlInvariant] {
            [ControlInvariant("at most two taps") { [unowned self] in taps <= 2 }]
        }
    }

    static let stepperFrame = Rect(x: 20, y: 60, width: 80, height: 40)
    static let rangeRule = "value within minimum…maximum (0…10)"

    /// The rating scene with `control` added on top, and a player on it.
    static func session(with control: Control) throws -> (HeadlessPlayer, HarnessShell, Point) {
        let (renderer, shell) = try HeadlessSession.make(scene: "rating", size: Size(width: 600, height: 400))
        control.frame = stepperFrame
        shell.scene.addSubview(control)
        renderer.host.advance(to: renderer.clock.now)
        let center = control.transformToWindow.apply(control.bounds).center
        return (HeadlessPlayer(renderer: renderer, shell: shell, fps: 60), shell, center)
    }

    static func taps(_ count: Int, at point: Point) -> HarnessScript {
        var steps: [HarnessScript.Step] = []
        for i in 0..<count {
            steps.append(.init(number: 2 * i + 1, line: 10 + 2 * i, action: .tap(point, id: 0)))
            steps.append(.init(number: 2 * i + 2, line: 11 + 2 * i, action: .wait(0.2)))
        }
        return HarnessScript(file: "stepper.json", steps: steps)
    }

    @Test func theRangeRuleComesFreeWithNumericScriptSettable() {
        let stepper = BrokenStepper(frame: .zero)
        stepper.accessibilityLabel = "Count"
        #expect(ControlInvariants.rules(of: stepper).map(\.rule) == [Self.rangeRule])
        #expect(ControlInvariants.violations(of: stepper).isEmpty)
        stepper.setValueFromUser(-11)
        #expect(
            ControlInvariants.violations(of: stepper) == [
                "BrokenStepper \"Count\": broken rule \"\(Self.rangeRule)\": value is -11"
            ])
        stepper.setValueFromUser(.nan)
        #expect(ControlInvariants.violations(of: stepper).first?.hasSuffix("value is null") == true)
    }

    @Test func theFuzzersCheckCatchesABrokenClampNamingTheRule() throws {
        try withSDL {
            let stepper = BrokenStepper(frame: .zero)
            stepper.accessibilityLabel = "Count"
            let (player, shell, center) = try Self.session(with: stepper)
            let invariants = FuzzInvariants(host: player.renderer.host, shell: shell)
            let timeline = Self.taps(3, at: center).timeline()
            var afterStep: [[String]] = []
            for action in timeline.actions {
                try player.play([action], source: "fuzz")
                invariants.checkStep()
                afterStep.append(invariants.violations)
            }
            #expect(stepper.value == 12)
            #expect(afterStep.first?.isEmpty == true, "\(afterStep)")
            #expect(
                invariants.violations == ["BrokenStepper \"Count\": broken rule \"\(Self.rangeRule)\": value is 12"])
        }
    }

    @Test func aScriptsRunStopsAtTheStepThatBrokeARule() throws {
        try withSDL {
            let toggle = Toggle2(frame: .zero)
            let (player, _, center) = try Self.session(with: toggle)
            player.checksInvariants = true
            #expect(
                throws: ScriptError(
                    file: "stepper.json", line: 14, step: 5, message: "Toggle2: broken rule \"at most two taps\"")
            ) {
                try player.play(Self.taps(3, at: center).timeline(), source: "stepper.json")
            }
        }
    }

    @Test func aScriptsRunChecksTheFreeRangeRuleToo() throws {
        try withSDL {
            let stepper = BrokenStepper(frame: .zero)
            stepper.accessibilityLabel = "Count"
            let (player, _, center) = try Self.session(with: stepper)
            player.checksInvariants = true
            do {
                try player.play(Self.taps(3, at: center).timeline(), source: "stepper.json")
                Issue.record("the broken clamp was not caught")
            } catch {
                #expect(
                    "\(error)"
                        == "stepper.json:14: step 5: BrokenStepper \"Count\": broken rule \"\(Self.rangeRule)\": value is 12"
                )
            }
        }
    }
}
