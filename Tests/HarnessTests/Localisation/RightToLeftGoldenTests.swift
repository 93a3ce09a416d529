import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The harness laid out right to left (`--layout-direction rtl`; the goldens are named `-ar-`
/// for the Arabic locale that will set the same direction): the first tab at the right end, the
/// status line from the right, each scene's controls mirrored, and goldens of five scenes at
/// 800×600 and 500×400. With no direction set nothing changes (the other goldens).
@Suite(.serialized) struct RightToLeftGoldenTests {
    static let scenes = ["basic", "languages", "swipe-controls", "parameter-menu", "rating"]
    static let sizes = [Size(width: 800, height: 600), Size(width: 500, height: 400)]

    static func renderer(_ scene: String, size: Size) throws -> (HeadlessRenderer, HarnessShell) {
        let context = SceneContext()
        context.layoutDirection = .rightToLeft
        return try HeadlessSession.make(scene: scene, size: size, context: context)
    }

    @Test func theShellReadsFromTheRight() throws {
        try withSDL {
            let (renderer, shell) = try Self.renderer("basic", size: Size(width: 800, height: 600))
            renderer.run(frames: 5, fps: 60)
            #expect(renderer.host.layoutDirection == .rightToLeft)
            let firstTab = shell.tabBar.convert(Point(x: shell.tabBar.segmentFrame(0).maxX, y: 0), to: nil)
            #expect(abs(firstTab.x - 800) < 1)
            #expect(shell.statusLabel.resolvedAlignment == .right)
            #expect(shell.statusLabel.frame.maxX == 792)
        }
    }

    @Test func rtlPseudoLocaleMirrorsLayoutsToo() throws {
        try withSDL {
            let context = SceneContext(pseudoLocale: .rtl)
            let (renderer, _) = try HeadlessSession.make(
                scene: "basic", size: Size(width: 500, height: 400), context: context)
            #expect(renderer.host.layoutDirection == .rightToLeft)
            let (plain, _) = try HeadlessSession.make(scene: "basic", size: Size(width: 500, height: 400))
            #expect(plain.host.layoutDirection == .leftToRight)
            let (long, _) = try HeadlessSession.make(
                scene: "basic", size: Size(width: 500, height: 400), context: SceneContext(pseudoLocale: .long))
            #expect(long.host.layoutDirection == .leftToRight)
        }
    }

    @Test(arguments: scenes)
    func goldenRightToLeft(scene: String) throws {
        try withSDL {
            for size in Self.sizes {
                let (renderer, _) = try Self.renderer(scene, size: size)
                renderer.run(frames: 30, fps: 60)
                try GoldenImage.check(
                    renderer.snapshot(), named: "window-\(scene)-ar-\(Int(size.width))x\(Int(size.height))")
            }
        }
    }
}
