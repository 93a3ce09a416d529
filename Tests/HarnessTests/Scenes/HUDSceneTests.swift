import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The HUD harness: the huge half-visible ring's geometry, its defaults, the centre-image
/// choices and the tint swatches; golden images open (default) and closed with the globe in cyan.
@Suite(.serialized) struct HUDSceneTests {
    @Test func geometryAndDefaults() throws {
        try SceneTest.run("hud", as: HUDScene.self) { _, _, scene in
            let s = scene.spinner
            #expect(s.bounds.size == Size(width: 128, height: 128))
            #expect(s.hudMode && s.backgroundColor?.isClear == true && s.openBackgroundColor?.isClear == true)
            #expect(scene.tintControl.selectedIndex == 6 && s.tintColor == .red)
            #expect(scene.centerImageControl.selectedIndex == 0 && s.centerImage == nil && !s.replaceCenterImage)
            #expect(
                s.values.map(\.title) == [
                    "face.smiling", "face.smiling.fill", "face.dashed", "face.dashed.fill",
                    "person.circle", "person.circle.fill", "person.crop.circle", "person.crop.circle.fill",
                    "person", "person.fill", "person.2", "person.2.fill",
                ])
            #expect(s.values.allSatisfy { $0.icon.isTemplate })
            #expect(s.selectedIndex == 0 && s.opensAsSpinner)
            // Bottom centre, half visible; the container's top is the second control's bottom.
            let c = SceneTest.center(of: s)
            #expect(c == Point(x: scene.bounds.width / 2, y: scene.bounds.height))
            #expect(scene.container.frame.minY == scene.tintControl.frame.maxY)
            #expect(s.ringRadius == scene.bounds.height - scene.tintControl.frame.maxY)
            #expect(scene.clipsToBounds && scene.picture.clipsToBounds)
            #expect(scene.tintControl.frame.minX == 20 && scene.tintControl.frame.height == 30)
            #expect(scene.tintControl.frame.minY == scene.centerImageControl.frame.maxY + 4)
        }
    }

    @Test func centerImageChoices() throws {
        try SceneTest.run("hud", as: HUDScene.self) { renderer, shell, scene in
            let s = scene.spinner
            let control = scene.centerImageControl
            renderer.tap(at: control.convert(control.segmentFrame(1).center, to: nil))
            #expect(s.centerImage?.name.hasSuffix("BlueMarble.png") == true)
            #expect(s.centerImage?.isTemplate == false && s.replaceCenterImage)
            #expect(shell.statusLog.contains { $0.hasPrefix("Center image: Blue Marble") })
            #expect(ControlFinder.set("Center Image", to: "Globe", in: scene) == nil)
            #expect(s.centerImage?.name.hasSuffix("Globe.png") == true)
            #expect(s.centerImage?.isTemplate == true && !s.replaceCenterImage)
            #expect(ControlFinder.set("Center Image", to: "Question Mark", in: scene) == nil)
            #expect(s.centerImage?.name.hasSuffix("QuestionMark.png") == true)
            #expect(s.centerImage?.isTemplate == true && !s.replaceCenterImage)
            #expect(ControlFinder.set("Center Image", to: "None", in: scene) == nil)
            #expect(s.centerImage == nil && !s.replaceCenterImage)
        }
    }

    @Test func tintSwatches() throws {
        try SceneTest.run("hud", as: HUDScene.self) { renderer, shell, scene in
            let control = scene.tintControl
            for i in [3, 0, 1, 7] {
                renderer.tap(at: control.convert(control.segmentFrame(i).center, to: nil))
                #expect(scene.spinner.tintColor == HUDScene.tints[i])
                #expect(
                    shell.statusLog.last?.hasPrefix("Tint: \(HUDScene.tintTitles[i])") == true
                        || shell.statusLog.contains("Tint: \(HUDScene.tintTitles[i])"))
            }
            #expect(
                HUDScene.tints == [
                    Color(red: 0, green: 1, blue: 0), .label, .blue, .cyan, .green, .yellow, .red, .magenta,
                ])
        }
    }

    @Test func goldenOpen() throws {
        try SceneTest.run("hud", as: HUDScene.self) { renderer, _, scene in
            try SceneTest.checkOpenGolden(renderer, scene, spinners: [scene.spinner], named: "hud-open")
        }
    }

    @Test func goldenGlobeInCyanClosed() throws {
        try SceneTest.run("hud", as: HUDScene.self) { renderer, _, scene in
            scene.centerImageControl.setValueFromUser(2)
            scene.tintControl.setValueFromUser(3)
            SceneTest.settle(renderer, seconds: 0.3)
            try SceneTest.checkGolden(renderer, scene, named: "hud-globe-cyan")
        }
    }
}
