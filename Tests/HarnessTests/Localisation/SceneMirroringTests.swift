import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Right to left, every scene is the mirror image of itself left to right, at every depth: each
/// view's box in the window is its left-to-right box mirrored across the window, and a label
/// aligned to one side is aligned to the other. A scene, panel, row or swipe item that places its
/// subviews without the direction fails here, naming the view's path, with no picture of its own.
///
/// Not compared: what a view forces left to right (`.forceLeftToRight`, Bottom Right's and
/// Quadrants' places) beyond its own box, and the spinner's ring (a dial, docs/localisation.md
/// section 10).
@Suite(.serialized) struct SceneMirroringTests {
    static let sizes = [Size(width: 800, height: 600), Size(width: 500, height: 400)]

    static func scene(_ name: String, size: Size, direction: LayoutDirection) throws -> (HeadlessRenderer, View) {
        let context = SceneTest.context()
        context.layoutDirection = direction
        let (renderer, shell) = try HeadlessSession.make(scene: name, size: size, context: context)
        renderer.run(frames: 2, fps: SceneTest.settleFPS)
        return (renderer, shell.scene)
    }

    /// `view`'s box in window points (the bounding box of its transformed bounds).
    static func windowBox(_ view: View) -> Rect { view.transformToWindow.apply(view.bounds) }

    static func name(_ view: View, _ index: Int) -> String {
        view.accessibilityLabel.map { "\($0)" } ?? "\(type(of: view))[\(index)]"
    }

    /// What differs between `ltr` and its right-to-left twin `rtl`, below `path`.
    static func differences(_ ltr: View, _ rtl: View, width: Double, path: String, into problems: inout [String]) {
        guard !ltr.isHidden, ltr.alpha > 0.01 else { return }
        let a = windowBox(ltr), b = windowBox(rtl)
        let mirrored = Rect(x: width - a.maxX, y: a.minY, width: a.width, height: a.height)
        if abs(b.minX - mirrored.minX) > 0.51 || abs(b.minY - mirrored.minY) > 0.51
            || abs(b.width - mirrored.width) > 0.51 || abs(b.height - mirrored.height) > 0.51
        {
            problems.append("\(path): left to right \(a), right to left \(b), mirrored would be \(mirrored)")
        }
        if let l = ltr as? Label, let r = rtl as? Label, l.alignment != .natural {
            let flipped: [TextAlignment: TextAlignment] = [.left: .right, .right: .left, .center: .center]
            if r.resolvedAlignment != flipped[l.resolvedAlignment] {
                problems.append(
                    "\(path): aligned \(l.resolvedAlignment) left to right, \(r.resolvedAlignment) right to left")
            }
        }
        // Inside: a forced direction keeps its own; the spinner's ring is a dial.
        if ltr.layoutDirection != .inherited || ltr is Spinner { return }
        guard ltr.subviews.count == rtl.subviews.count else {
            problems.append(
                "\(path): \(ltr.subviews.count) subviews left to right, \(rtl.subviews.count) right to left")
            return
        }
        for (i, (l, r)) in zip(ltr.subviews, rtl.subviews).enumerated() {
            differences(l, r, width: width, path: path + " › " + name(l, i), into: &problems)
        }
    }

    @Test(arguments: BuiltInScenes.all.map(\.name))
    func everySceneIsItsOwnMirrorImage(scene: String) throws {
        try withSDL {
            for size in Self.sizes {
                let (ltrRenderer, ltr) = try Self.scene(scene, size: size, direction: .leftToRight)
                let (rtlRenderer, rtl) = try Self.scene(scene, size: size, direction: .rightToLeft)
                var problems: [String] = []
                Self.differences(ltr, rtl, width: size.width, path: scene, into: &problems)
                #expect(
                    problems.isEmpty, "\(size): \(problems.count) not mirrored:\n\(problems.joined(separator: "\n"))")
                withExtendedLifetime((ltrRenderer, rtlRenderer)) {}
            }
        }
    }

    /// The places the issue names: the rating scene's captions at the right of their controls,
    /// the feel lab's editor reading from the right, a swipe item's caption on the leading side.
    @Test func captionsSitOnTheLeadingSideOfTheirControls() throws {
        try withSDL {
            for size in Self.sizes {
                let (r1, rating) = try Self.scene("rating", size: size, direction: .rightToLeft)
                let scene = try #require(rating as? RatingScene)
                for (caption, control) in [
                    (scene.starsLabel, scene.starsControl), (scene.rtlLabel, scene.rtlSwitch),
                    (scene.flareLabel, scene.flareControl),
                ] as [(View, View)] {
                    #expect(Self.windowBox(caption).minX >= Self.windowBox(control).maxX - 0.5, "\(size)")
                }
                let (r2, feelView) = try Self.scene("feel", size: size, direction: .rightToLeft)
                let feel = try #require(feelView as? FeelLabScene)
                let panel = feel.panel
                #expect(Self.windowBox(panel.pageLabel).minX >= Self.windowBox(panel.pageControl).maxX - 0.5, "\(size)")
                let shown = panel.cells.filter { !$0.nameLabel.isHidden }
                #expect(shown.count >= 2)
                // The first field is in the right-hand column.
                #expect(Self.windowBox(shown[0].nameLabel).minX > Self.windowBox(shown[1].nameLabel).minX, "\(size)")
                withExtendedLifetime((r1, r2)) {}
            }
        }
    }
}
