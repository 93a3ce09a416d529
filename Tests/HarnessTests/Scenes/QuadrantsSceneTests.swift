import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Tab 4, "Quadrants": four concentric spinners, each clipped to its quadrant and turned into
/// it, with the original's shared selectedIndex; golden image with all four open.
@Suite(.serialized) struct QuadrantsSceneTests {
    @Test func datasetsRotationsAndTheSharedSelection() throws {
        try SceneTest.run("quadrants", as: QuadrantsScene.self) { _, shell, scene in
            let expected: [(String, Int, Double)] = [
                ("NW", 15, -Double.pi / 4), ("NE", 8, Double.pi / 4),
                ("SW", 20, -3 * Double.pi / 4), ("SE", 30, 3 * Double.pi / 4),
            ]
            let middle = SceneTest.center(of: scene.workingArea)
            for (name, count, rotation) in expected {
                let q = try #require(scene.quadrant(name))
                #expect(q.spinner.count == count)
                #expect(SceneTest.sameTurn(q.inner.rotation, rotation))
                #expect(q.clip.clipsToBounds)
                #expect(q.spinner.bounds.size == Size(width: 48, height: 48))
                // The original's bug, kept: NW's count/2 for all four.
                #expect(q.spinner.selectedIndex == 7)
                let c = SceneTest.center(of: q.spinner)
                #expect(abs(c.x - middle.x) < 1e-9 && abs(c.y - middle.y) < 1e-9, "concentric")
                #expect(q.spinner.ringRadius == scene.workingArea.bounds.width / 2)
            }
            #expect(scene.quadrant("NE")?.spinner.value?.title == "Crescent")
            #expect(scene.workingArea.bounds.width == min(scene.bounds.width, scene.bounds.height))
            #expect(shell.spinnerRecorders.map(\.name) == ["nw", "ne", "sw", "se"])
        }
    }

    @Test func aTapOnAQuarterOfTheCentreOpensThatQuadrantsSpinner() throws {
        try SceneTest.run("quadrants", as: QuadrantsScene.self) { renderer, shell, scene in
            let middle = SceneTest.center(of: scene.workingArea)
            renderer.tap(at: Point(x: middle.x + 10, y: middle.y - 10))  // the NE quarter
            SceneTest.settle(renderer, seconds: 0.5)
            let open = scene.quadrants.filter { $0.spinner.isOpen }.map(\.name)
            #expect(open == ["NE"])
            #expect(shell.statusLog.contains("NE: opened with Crescent"))
        }
    }

    @Test func goldenAllOpen() throws {
        try SceneTest.run("quadrants", as: QuadrantsScene.self) { renderer, _, scene in
            try SceneTest.checkOpenGolden(
                renderer, scene, spinners: scene.quadrants.map(\.spinner), named: "quadrants-open")
        }
    }
}
