import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The feel lab's parameter menu: a press on the preview outside the ring opens it over the
/// preview with the page's fields and units; sideways slides change the feel live on the
/// spinner, the picker and the panel; the open spinner stays open.
@Suite(.serialized) struct FeelLabMenuTests {
    @Test func menuEditsTheFeelLiveAndTheLabFollows() throws {
        try SceneTest.run("feel", as: FeelLabScene.self) { renderer, shell, scene in
            let menu = try #require(scene.feelMenu?.menu)
            #expect(scene.spinner.isOpen)
            let corner = scene.demo.convert(Point(x: 6, y: 6), to: nil)
            renderer.sendPointer(.down, at: corner)
            #expect(menu.isOpen && menu.superview === scene.demo)
            #expect(scene.spinner.isOpen)  // the press did not close it
            let coast = FeelField.all.filter { $0.page == .coast }.map { FeelMenuController.title(of: $0.name) }
            #expect(menu.displayedParameters.map(\.label) == coast)
            #expect(coast[1] == "stop Speed Items Per Second")
            #expect(
                menu.rowViews[0].valueText == "0.998 /ms" && menu.rowViews[1].valueText == "0.25 items/s",
                "\(menu.rowViews.map(\.valueText))")
            #expect(menu.rowViews[3].valueText == "off" && menu.rowViews[3].showsWings)
            // Row 3 (the nudge's middle row) is the toggle: 250 pt left turns it on.
            #expect(menu.selectedParameterIndex == 3)
            renderer.sendPointer(.move, at: Point(x: corner.x - 250, y: corner.y))
            #expect(scene.feel.mayRestOnDisabledItems && scene.picker.feel.mayRestOnDisabledItems)
            #expect(scene.presetName == "custom")
            // Up to the deceleration rate (finger down 150 pt), then 25 pt right: a tenth of the
            // slider's travel on its scale.
            renderer.sendPointer(.move, at: Point(x: corner.x - 250, y: corner.y + 150))
            #expect(menu.selectedParameterIndex == 0)
            let field = FeelField.all[0]
            guard case .number(_, let range, let scale, _) = field.kind else { Issue.record("not a number"); return }
            let before = scale.fraction(of: scene.feel.decelerationRatePerMillisecond, in: range)
            renderer.sendPointer(.move, at: Point(x: corner.x - 225, y: corner.y + 150))
            let expected = scale.value(atFraction: before + 0.1, in: range)
            #expect(abs(scene.feel.decelerationRatePerMillisecond - expected) < 1e-12)
            #expect(
                scene.spinner.feel == scene.feel && scene.picker.feel == scene.feel && scene.panel.feel == scene.feel)
            #expect(menu.rowViews[0].valueText == field.display(in: scene.feel))
            renderer.sendPointer(.up, at: Point(x: corner.x - 225, y: corner.y + 150))
            renderer.run(frames: 2, fps: 30)
            #expect(!menu.isOpen && scene.spinner.isOpen)
            let menuEntry = try #require(shell.recorders(of: ParameterMenuRecorder.self).first?.reportEntry)
            #expect(menuEntry["name"] == .string("feel"))
            #expect(menuEntry["delegate"] == .strings(["didChange:3", "didChange:0"]))
        }
    }

    @Test func menuListsTheCurrentPageWhenItOpens() throws {
        try SceneTest.run("feel", as: FeelLabScene.self) { renderer, _, scene in
            scene.panel.page = .pop
            renderer.sendPointer(.down, at: scene.demo.convert(Point(x: 6, y: 6), to: nil))
            let menu = try #require(scene.feelMenu?.menu)
            #expect(
                menu.displayedParameters.map(\.label)
                    == FeelField.all.filter { $0.page == .pop }.map { FeelMenuController.title(of: $0.name) })
            #expect(menu.rowViews[0].valueText.hasSuffix(" s"))
        }
    }
}
