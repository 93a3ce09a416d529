import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// What the Tabbed harness's first three tabs share: the dataset segments (values = dataset,
/// selectedIndex = count/2), the Spinner/Picker switch, the names scripts use, and the status
/// line on delegate calls.
@Suite(.serialized) struct TabbedControlsTests {
    static let counts = [1, 3, 8, 15, 20, 30]

    @Test(arguments: ["center", "corner", "rotator"])
    func startsOnBirdsInTheMiddleAsASpinner(scene name: String) throws {
        try SceneTest.run(name, as: TabbedScene.self) { _, _, scene in
            #expect(scene.controls.datasetControl.titles == TabbedDatasets.specTitles)
            #expect(scene.controls.datasetControl.selectedTitle == "Birds (15)")
            #expect(scene.spinner.count == 15)
            #expect(scene.spinner.selectedIndex == 7)
            #expect(scene.spinner.value?.title == "Hatching Chick")
            #expect(scene.spinner.spinnerMode == .spinnerOnly)
            #expect(!scene.controls.toggle.isOn)
            #expect(scene.spinnerRecorders.map(\.name) == ["spinner"])
        }
    }

    @Test(arguments: ["center", "corner", "rotator"])
    func datasetSwitchSetsValuesThenTheMiddleItem(scene name: String) throws {
        try SceneTest.run(name, as: TabbedScene.self) { renderer, shell, scene in
            let control = scene.controls.datasetControl
            for (i, count) in Self.counts.enumerated().reversed() where control.isEnabled(segment: i) {
                // As a user would: a tap on the segment.
                renderer.tap(at: control.convert(control.segmentFrame(i).center, to: nil))
                #expect(control.selectedIndex == i)
                #expect(scene.spinner.count == count)
                #expect(scene.spinner.selectedIndex == count / 2)
                #expect(shell.statusLog.contains { $0.hasPrefix("Dataset: \(Self.titles[i])") })
                if i == 1 {
                    #expect(scene.spinner.values.map(\.title) == ["Hear No Evil", "See No Evil", "Speak No Evil"])
                }
            }
        }
    }

    static let titles = TabbedDatasets.specTitles

    @Test(arguments: ["center", "corner", "rotator"])
    func switchChoosesSpinnerOrPicker(scene name: String) throws {
        try SceneTest.run(name, as: TabbedScene.self) { renderer, shell, scene in
            renderer.tap(at: SceneTest.center(of: scene.controls.toggle))
            #expect(scene.controls.toggle.isOn)
            #expect(scene.spinner.spinnerMode == .pickerOnly)
            #expect(
                shell.statusLog.last?.contains("picker only") == true
                    || shell.statusLog.contains { $0.hasPrefix("Mode: picker only") })
            scene.spinner.isOpen = true
            SceneTest.settle(renderer, seconds: 0.5)
            #expect(scene.spinner.shows == .picker)
            renderer.tap(at: SceneTest.center(of: scene.controls.toggle))
            #expect(scene.spinner.spinnerMode == .spinnerOnly)
            #expect(!scene.spinner.isOpen, "a mode change closes the open picker")
        }
    }

    /// Scripts name the switch "Picker", the segments "Dataset", and the spinner keeps "Spinner".
    @Test(arguments: ["center", "corner", "rotator"])
    func scriptNames(scene name: String) throws {
        try SceneTest.run(name, as: TabbedScene.self) { renderer, _, scene in
            #expect(ControlFinder.find("Picker", in: scene) === scene.controls.toggle)
            #expect(ControlFinder.find("Dataset", in: scene) === scene.controls.datasetControl)
            #expect(ControlFinder.find("Spinner", in: scene) === scene.spinner)
            #expect(ControlFinder.set("Dataset", to: "Moons (8)", in: scene) == nil)
            #expect(ControlFinder.set("Picker", to: "on", in: scene) == nil)
            renderer.run(frames: 2, fps: SceneTest.settleFPS)
            #expect(scene.spinner.count == 8 && scene.spinner.selectedIndex == 4)
            #expect(scene.spinner.spinnerMode == .pickerOnly)
        }
    }

    @Test func delegateCallsReachTheStatusLineAndTheReport() throws {
        try SceneTest.run("center", as: CenterScene.self) { renderer, shell, scene in
            renderer.tap(at: SceneTest.center(of: scene.spinner))
            SceneTest.settle(renderer, seconds: 0.5)
            #expect(scene.spinner.isOpen)
            #expect(shell.statusLog.contains("Spinner: opened with Hatching Chick"))
            scene.spinner.selectedIndex = 8
            SceneTest.settle(renderer, seconds: 0.5)
            #expect(shell.statusLog.contains("Spinner: selected Owl"))
            let report = try #require(shell.spinnerRecorders.first?.reportEntry)
            #expect(report["name"] == .string("spinner"))
            let delegate = try #require(report["delegate"]?.stringItems)
            #expect(delegate.contains("hasOpenedWithTheValue:Hatching Chick"))
            #expect(delegate.contains("hasSelectedTheValue:Owl"))
            #expect(report["shows"] == .string("spinner"))
        }
    }

    @Test func clownNeverOpensAndSaysSo() throws {
        try SceneTest.run("center", as: CenterScene.self) { renderer, shell, scene in
            scene.controls.datasetControl.setValueFromUser(0)
            renderer.tap(at: SceneTest.center(of: scene.spinner))
            SceneTest.settle(renderer, seconds: 0.3)
            #expect(!scene.spinner.isOpen)
            #expect(shell.statusLog.contains("Spinner: tapped, one value: Clown"))
        }
    }
}
