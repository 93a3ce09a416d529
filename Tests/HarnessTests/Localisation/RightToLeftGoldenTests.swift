import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The harness in Arabic (`--locale ar`: right to left, numbers in the locale's form): the first
/// tab at the right end, the status line from the right, each scene's controls mirrored, and
/// goldens of five scenes at 800×600 and 500×400. With no locale or direction set nothing
/// changes (the other goldens).
@Suite(.serialized) struct RightToLeftGoldenTests {
    static let scenes = ["basic", "languages", "swipe-controls", "parameter-menu", "rating"]
    static let sizes = [Size(width: 800, height: 600), Size(width: 500, height: 400)]

    static func renderer(_ scene: String, size: Size) throws -> (HeadlessRenderer, HarnessShell) {
        let context = SceneContext()
        context.locale = Locale(identifier: "ar")
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

    /// A locale sets the direction; `--layout-direction` wins over it.
    @Test func theLocaleSetsTheDirectionAndTheOptionWins() throws {
        try withSDL {
            for (tag, expected) in [("ar", LayoutDirection.rightToLeft), ("he", .rightToLeft), ("de", .leftToRight)] {
                let context = SceneContext()
                context.locale = Locale(identifier: tag)
                let (renderer, _) = try HeadlessSession.make(
                    scene: "basic", size: Size(width: 500, height: 400), context: context)
                #expect(renderer.host.layoutDirection == expected, "\(tag)")
            }
            let context = SceneContext()
            context.locale = Locale(identifier: "ar")
            context.layoutDirection = .leftToRight
            let (forced, _) = try HeadlessSession.make(
                scene: "basic", size: Size(width: 500, height: 400), context: context)
            #expect(forced.host.layoutDirection == .leftToRight)
            let host = ViewHost(size: Size(width: 100, height: 100), clock: VirtualClock())
            host.locale = Locale(identifier: "fa")
            #expect(host.layoutDirection == .rightToLeft)
            host.locale = nil
            #expect(host.layoutDirection == .leftToRight)
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
