import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// `helpCut`: the F1 help must fit or scroll at each size. At 800×600 every row of it shows
/// whole as it is paged through; a planted row too wide for its column, and the title in a
/// 160×120 window, are reported by path with their text.
@Suite(.serialized) struct A11yHelpTests {
    static func render(_ size: Size) throws -> SceneCheckLoop.Render {
        try SceneCheckLoop(frames: 2, fps: 60).render(scene: "corner", size: size, context: SceneContext())
    }

    @Test func theHelpShowsEveryRowAt800By600AndClosesAgain() throws {
        try withSDL {
            let render = try Self.render(Size(width: 800, height: 600))
            let problems = A11yAudit(render: render, targetSize: .apple).helpProblems()
            #expect(problems.isEmpty, "\(problems)")
            #expect(render.shell.helpOverlay?.isHidden == true)
        }
    }

    @Test func aPlantedRowTooWideForItsColumnIsReportedByPath() throws {
        try withSDL {
            let render = try Self.render(Size(width: 800, height: 600))
            let shell = render.shell
            shell.toggleHelp()
            let help = try #require(shell.helpOverlay)
            let word = String(repeating: "W", count: 80)  // one word: it is not wrapped
            help.update(sceneTitle: "Planted", scene: shell.scene, helpLines: [word], spinnerNames: [])
            render.renderer.renderFrame()
            let row = try #require(help.sceneRows.firstIndex(of: .text(word)))
            let problems = A11yAudit(render: render, targetSize: .apple).helpProblems()
            #expect(problems.map(\.path) == ["Help › line \(help.keyRows.count + row + 1)"], "\(problems)")
            #expect(problems.first?.text == word)
            #expect(problems.first?.detail.hasPrefix("cut: ") == true, "\(problems)")
        }
    }

    @Test func theTitleCutIn160By120IsReported() throws {
        try withSDL {
            let render = try Self.render(Size(width: 160, height: 120))
            let problems = A11yAudit(render: render, targetSize: .apple).helpProblems()
            let title = try #require(problems.first { $0.path == "Help › title" }, "\(problems)")
            #expect(title.kind == .helpCut && title.text == HelpOverlay.shortTitle)
        }
    }
}
