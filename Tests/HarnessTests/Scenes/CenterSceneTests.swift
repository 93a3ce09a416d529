import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Tab 1, "Simple Center": geometry, colours, and golden images open as a ring and as a picker.
@Suite(.serialized) struct CenterSceneTests {
    @Test func geometryAndColours() throws {
        try SceneTest.run("center", as: CenterScene.self) { _, _, scene in
            let area = scene.workingArea.frame
            #expect(area == Rect(x: 20, y: 0, width: scene.bounds.width - 40, height: scene.bounds.height - 70))
            #expect(scene.spinner.bounds.size == Size(width: 48, height: 48))
            #expect(scene.spinner.center == scene.workingArea.bounds.center)
            #expect(scene.spinner.ringRadius == min(area.width, area.height) / 2)
            #expect(scene.spinner.backgroundColor == .white)
            #expect(scene.spinner.tintColor == .harnessNavy)
            #expect(scene.spinner.openBackgroundColor == .harnessPaleYellow)
        }
    }

    @Test func goldenOpen() throws {
        try SceneTest.run("center", as: CenterScene.self) { renderer, _, scene in
            try SceneTest.checkOpenGolden(renderer, scene, spinners: [scene.spinner], named: "center-open")
        }
    }

    @Test func goldenPickerOpen() throws {
        try SceneTest.run("center", as: CenterScene.self) { renderer, _, scene in
            renderer.tap(at: SceneTest.center(of: scene.controls.toggle))
            try SceneTest.checkOpenGolden(
                renderer, scene, spinners: [scene.spinner], showing: .picker, named: "center-picker-open")
        }
    }
}
