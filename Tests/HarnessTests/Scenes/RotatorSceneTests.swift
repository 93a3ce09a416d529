import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Tab 3, "Rotator": the slider's range per dataset, the container turned by whole items, the
/// compensation switch, Clown disabled; golden images turned 3 items with compensation on and off.
@Suite(.serialized) struct RotatorSceneTests {
    /// The spec's ranges: (segment, count, min, max).
    static let ranges: [(Int, Int, Int, Int)] = [
        (1, 3, -1, 1), (2, 8, -3, 4), (3, 15, -7, 7), (4, 20, -9, 10), (5, 30, -14, 15),
    ]

    @Test func rangeFormula() {
        for (_, count, lower, upper) in Self.ranges {
            #expect(RotatorScene.sliderRange(count: count) == lower...upper)
        }
        #expect(RotatorScene.sliderRange(count: 1) == 0...0)
        #expect(RotatorScene.sliderRange(count: 0) == 0...0)
    }

    @Test func sliderRangeFollowsTheDatasetAndResets() throws {
        try SceneTest.run("rotator", as: RotatorScene.self) { _, _, scene in
            #expect(!scene.controls.datasetControl.isEnabled(segment: 0), "Clown (1) is disabled here")
            #expect(
                scene.rotationSlider.minimum == -7 && scene.rotationSlider.maximum == 7
                    && scene.rotationSlider.value == 0)
            for (segment, count, lower, upper) in Self.ranges {
                scene.rotationSlider.setValueFromUser(Double(upper))
                #expect(scene.container.rotation != 0 || upper == 0)
                scene.controls.datasetControl.setValueFromUser(segment == 3 ? 4 : segment)
                scene.controls.datasetControl.setValueFromUser(segment)
                #expect(scene.spinner.count == count)
                #expect(scene.rotationSlider.minimum == Double(lower))
                #expect(scene.rotationSlider.maximum == Double(upper))
                #expect(scene.rotationSlider.value == 0)
                #expect(scene.container.rotation == 0)
            }
        }
    }

    @Test(arguments: [(3, 1), (3, -7), (3, 7), (5, 15), (5, -14), (2, 4), (1, -1)])
    func containerTurnsByWholeItems(segment: Int, k: Int) throws {
        try SceneTest.run("rotator", as: RotatorScene.self) { _, shell, scene in
            scene.controls.datasetControl.setValueFromUser(segment)
            let n = scene.spinner.count
            scene.rotationSlider.setValueFromUser(Double(k))
            #expect(scene.turnItems == k)
            #expect(SceneTest.sameTurn(scene.container.rotation, Double(k) * 2 * Double.pi / Double(n)))
            #expect(SceneTest.sameTurn(scene.spinner.accumulatedRotation, Double(k) * 2 * Double.pi / Double(n)))
            // The scene's message, then the shell's line for the slider's event.
            let tail = Array(shell.statusLog.suffix(2))
            #expect(tail.count == 2 && tail[0].hasPrefix("Rotation: \(k > 0 ? "+" : "")\(k) item"), "\(tail)")
            #expect(tail.last == "Rotation: \(scene.rotationSlider.accessibilityValue ?? "")", "\(tail)")
        }
    }

    @Test func sliderSnapsToWholeItemsWhenDragged() throws {
        try SceneTest.run("rotator", as: RotatorScene.self) { renderer, _, scene in
            let s = scene.rotationSlider
            // Drag the thumb from the middle to about two thirds along: a whole number of items.
            let from = s.convert(Point(x: s.bounds.midX, y: s.bounds.midY), to: nil)
            let to = s.convert(Point(x: s.bounds.minX + s.bounds.width * 0.68, y: s.bounds.midY), to: nil)
            renderer.drag(from: from, to: to, duration: 0.2, fps: SceneTest.settleFPS, hold: 0.1)
            #expect(s.value == s.value.rounded() && s.value > 0)
            #expect(SceneTest.sameTurn(scene.container.rotation, s.value * 2 * Double.pi / 15))
        }
    }

    @Test func compensationSwitch() throws {
        try SceneTest.run("rotator", as: RotatorScene.self) { renderer, shell, scene in
            #expect(scene.compensateSwitch.isOn && scene.spinner.isCompensatingForContainerRotation)
            #expect(ControlFinder.find("Compensate For Rotation", in: scene) === scene.compensateSwitch)
            #expect(ControlFinder.find("Rotation", in: scene) === scene.rotationSlider)
            renderer.tap(at: SceneTest.center(of: scene.compensateSwitch))
            #expect(!scene.compensateSwitch.isOn && !scene.spinner.isCompensatingForContainerRotation)
            #expect(shell.statusLog.contains("Compensate For Rotation: off"))
        }
    }

    private func turnedGolden(compensated: Bool, named name: String) throws {
        try SceneTest.run("rotator", as: RotatorScene.self) { renderer, _, scene in
            if !compensated { #expect(scene.compensateSwitch.setFromScript("off") == nil) }
            scene.rotationSlider.setValueFromUser(3)
            scene.spinner.isOpen = true
            SceneTest.settle(renderer)
            #expect(scene.spinner.isCompensatingForContainerRotation == compensated)
            try SceneTest.checkGolden(renderer, scene, named: name)
        }
    }

    @Test func goldenTurnedThreeCompensated() throws {
        try turnedGolden(compensated: true, named: "rotator-turned-3-compensated")
    }
    @Test func goldenTurnedThreeUncompensated() throws {
        try turnedGolden(compensated: false, named: "rotator-turned-3-uncompensated")
    }
}
