import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The three swipe scenes: their scripts and reports, a fling at four frame rates, and the
/// golden images (the Controls scene has its own suite, `SwipeControlsSceneTests`).
@Suite(.serialized) struct SwipeSceneTests {
    static let size = Size(width: 800, height: 600)
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Harness/Scripts")

    private func run(_ script: HarnessScript, fps: Double) throws -> HarnessReport {
        try ScriptedSession.run(
            HarnessRunOptions(
                scene: script.scene ?? "swipe-paging", size: Self.size, fps: fps,
                script: script), quiet: true)
    }

    private func script(_ name: String) throws -> HarnessScript {
        try HarnessScript.load(path: Self.scripts.appendingPathComponent("\(name).json").path)
    }

    // MARK: Scripts

    @Test func pagingScriptFlingsTwiceSpringsBackAndSteps() throws {
        try withSDL {
            let report = try run(try script("swipe-paging"), fps: 30)
            let swipe = try #require(report.swipeViews.first)
            #expect(
                swipe["name"] == .string("pages") && swipe["numberOfItems"] == .number(100)
                    && swipe["numberOfPages"] == .number(100))
            #expect(
                swipe["currentItemIndex"] == .number(3) && swipe["scrollOffset"] == .number(3)
                    && swipe["loadedIndexes"] == .numbers([3]))
            #expect(
                swipe["pagingEnabled"] == .bool(true) && swipe["wrapEnabled"] == .bool(false)
                    && swipe["vertical"] == .bool(false) && swipe["isDecelerating"] == .bool(false))
            let delegate = try #require(swipe["delegate"]?.stringItems)
            let changes = delegate.filter { $0.hasPrefix("currentItemIndexDidChange") }
            #expect(changes == (1...3).map { "currentItemIndexDidChange:\($0)" })
            // Two flings and a spring back decelerate; the Right key scrolls as scrollToItem does.
            #expect(delegate.filter { $0 == "didEndDecelerating" }.count == 3)
            #expect(delegate.last == "didEndScrollingAnimation")
        }
    }

    @Test func labScriptWrapsCentresAndSelectsByTap() throws {
        try withSDL {
            let report = try run(try script("swipe-lab"), fps: 60)
            let swipe = try #require(report.swipeViews.first)
            #expect(
                swipe["wrapEnabled"] == .bool(true) && swipe["numberOfItems"] == .number(5)
                    && swipe["loadedIndexes"] == .numbers([0, 1, 2, 3, 4]))
            #expect(swipe["currentItemIndex"] == .number(1) && swipe["itemSize"] == .numbers([140, 140]))
            #expect(swipe["delegate"]?.stringItems?.last == "didSelectItemAt:2")
        }
    }

    /// The same fling at 30, 60, 144 and 240 fps: one page, the same callbacks in the same order.
    @Test func flingMovesOnePageAtEveryFrameRate() throws {
        let text = """
            {"scene": "swipe-paging", "steps": [{"wait": 0.2},
              {"drag": {"from": [600, 250], "to": [450, 250], "duration": 0.1}}, {"wait": 2}]}
            """
        let script = try HarnessScript.parse(Data(text.utf8), file: "fling.json")
        try withSDL {
            var reports: [JSONValue] = []
            for fps in [30.0, 60, 144, 240] {
                let swipe = try #require(try run(script, fps: fps).swipeViews.first)
                #expect(swipe["currentItemIndex"] == .number(1) && swipe["scrollOffset"] == .number(1), "at \(fps) fps")
                reports.append(swipe)
            }
            #expect(reports.allSatisfy { $0 == reports[0] })
            #expect(
                reports[0]["delegate"]?.stringItems == [
                    "shouldSelectItemAt:0", "willBeginDragging", "didScroll", "didEndDragging:true",
                    "willBeginDecelerating", "didScroll", "passed:1", "didScroll", "currentItemIndexDidChange:1",
                    "didScroll",
                    "didEndDecelerating",
                ])
        }
    }

    @Test func slowThirtyPercentDragSpringsBack() throws {
        let text = """
            {"scene": "swipe-paging", "steps": [{"wait": 0.2},
              {"drag": {"from": [300, 250], "to": [550, 250], "duration": 1, "hold": 0.2}}, {"wait": 2}]}
            """
        try withSDL {
            let swipe = try #require(
                try run(try HarnessScript.parse(Data(text.utf8), file: "slow.json"), fps: 60)
                    .swipeViews.first)
            #expect(swipe["currentItemIndex"] == .number(0) && swipe["scrollOffset"] == .number(0))
            #expect(
                swipe["delegate"]?.stringItems?.suffix(4) == [
                    "didEndDragging:true", "willBeginDecelerating", "didScroll",
                    "didEndDecelerating",
                ])
        }
    }

    // MARK: Goldens

    /// The lab after `configure` and a second to settle: `expect` checks its state, then its
    /// picture must match the golden `name`.
    private func checkLab(
        golden name: String, _ configure: (SwipeLabScene) -> Void, expect: (SwipeLabScene) -> Void
    ) throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(scene: "swipe-lab", size: Self.size)
            let scene = try #require(shell.scene as? SwipeLabScene)
            renderer.run(frames: 2, fps: 60)
            configure(scene)
            renderer.run(seconds: 1, fps: 60)
            expect(scene)
            try GoldenImage.check(renderer.snapshot().cropped(to: scene.boundingFrame), named: name)
        }
    }

    @Test func goldenPagingAtRest() throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(scene: "swipe-paging", size: Self.size)
            renderer.run(frames: 10, fps: 60)
            let image = renderer.snapshot().cropped(to: shell.scene.boundingFrame)
            try GoldenImage.check(image, named: "swipe-paging-rest")
        }
    }

    @Test func goldenPagingMidDrag() throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(scene: "swipe-paging", size: Self.size)
            renderer.run(frames: 2, fps: 60)
            renderer.sendPointer(.down, at: Point(x: 600, y: 250))
            for k in 1...10 {
                renderer.clock.advance(by: 1.0 / 60)
                renderer.sendPointer(.move, at: Point(x: 600 - 30 * Double(k), y: 250))
                renderer.renderFrame()
            }
            let scene = try #require(shell.scene as? SwipePagingScene)
            #expect(scene.swipe.isDragging && scene.swipe.indexesForVisibleItems == [0, 1])
            let image = renderer.snapshot().cropped(to: shell.scene.boundingFrame)
            try GoldenImage.check(image, named: "swipe-paging-mid-drag")
            renderer.sendPointer(.up, at: Point(x: 300, y: 250))
        }
    }

    @Test func goldenWrapCentre() throws {
        try checkLab(golden: "swipe-wrap-center") {
            _ = $0.count.setFromScript("5")
            _ = $0.wrap.setFromScript("on")
            _ = $0.alignment.setFromScript("center")
        } expect: {
            #expect($0.swipe.indexesForVisibleItems == [0, 1, 2, 3, 4])
        }
    }

    @Test func goldenVertical() throws {
        try checkLab(golden: "swipe-vertical") {
            _ = $0.vertical.setFromScript("on")
            $0.swipe.scrollOffset = 3
        } expect: {
            #expect($0.swipe.isVertical)
        }
    }

    @Test func goldenThreePerPageTruncated() throws {
        try checkLab(golden: "swipe-ipp3-truncate") {
            _ = $0.itemsPerPage.setFromScript("3")
            _ = $0.truncate.setFromScript("on")
            _ = $0.alignment.setFromScript("center")
            $0.swipe.scrollToPage(3, duration: 0)
        } expect: {
            #expect($0.swipe.currentItemIndex == 7 && $0.swipe.currentPage == 3)
        }
    }
}
