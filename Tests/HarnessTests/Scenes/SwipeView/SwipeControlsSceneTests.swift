import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The Controls scene as the original's Controls Example: its script and report, every item
/// control naming its item (recycled views too), drags from the slider's thumb and from beside
/// the controls, double tap and long press on an item, and its golden image.
@Suite(.serialized) struct SwipeControlsSceneTests {
    static let size = Size(width: 800, height: 600)
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Harness/Scripts/swipe-controls.json")

    /// The centred item's point at `x`, `y` of the 200×200 item, in window points.
    static func item(_ x: Double, _ y: Double) -> Point {
        let sceneHeight = size.height - HarnessShell.tabBarHeight - HarnessShell.statusHeight
        return Point(x: (size.width - 200) / 2 + x, y: (sceneHeight - 200) / 2 + y)
    }

    private func scene() throws -> (HeadlessRenderer, HarnessShell, SwipeControlsScene) {
        let (renderer, shell) = try HeadlessSession.make(scene: "swipe-controls", size: Self.size)
        renderer.run(frames: 5, fps: 60)
        return (renderer, shell, try #require(shell.scene as? SwipeControlsScene))
    }

    /// The messages the scene put on the status line since `count` were there.
    private func messages(_ shell: HarnessShell, after count: Int) -> [String] {
        Array(shell.statusLog.dropFirst(count))
    }

    @Test func scriptScrollsToItemThreeAndSetsItsSlider() throws {
        try withSDL {
            let options = HarnessRunOptions(
                scene: "swipe-controls", size: Self.size, fps: 60,
                script: try HarnessScript.load(path: Self.script.path))
            let report = try ScriptedSession.run(options, quiet: true)
            let swipe = try #require(report.swipeViews.first)
            #expect(swipe["numberOfItems"] == .number(100) && swipe["itemSize"] == .numbers([200, 200]))
            #expect(
                swipe["alignment"] == .string("center") && swipe["itemsPerPage"] == .number(1)
                    && swipe["truncateFinalPage"] == .bool(true))
            #expect(swipe["pagingEnabled"] == .bool(true) && swipe["currentItemIndex"] == .number(3))
            let texts = report.messages.map(\.text)
            #expect(texts.last == "Slider 3 changed" && report.status == "Slider 3 changed")
            for line in [
                "Button 0 pressed", "Switch 0 toggled", "Slider 0 changed", "Item 0 selected",
                "Double tap on item 0", "Long press on item 0",
            ] {
                #expect(texts.contains(line), "\(line)")
            }
            #expect(report.messages.map(\.time) == report.messages.map(\.time).sorted())
            // The long press said so 0.5 s after its press, on the script's clock.
            let press = try #require(report.messages.first { $0.text == "Long press on item 0" })
            #expect(abs(press.time - 3.65) < 1e-6)
            let json = report.json.prettyText()
            #expect(json.contains("\"status\": \"Slider 3 changed\"") && json.contains("\"messages\""))
        }
    }

    /// Select an item, press End (an animated scroll to item 99): every item passed is reported,
    /// in order, once, and the list is the same at 24, 30, 60, 144 and 240 fps.
    @Test func endKeyReportsEveryItemPassedAtEveryFrameRate() throws {
        let text = """
            {"scene": "swipe-controls", "steps": [{"wait": 0.3}, {"tap": [312, 283]}, {"wait": 0.5},
              {"key": "End"}, {"wait": 2}]}
            """
        let script = try HarnessScript.parse(Data(text.utf8), file: "end.json")
        try withSDL {
            var lists: [Double: [String]] = [:]
            for fps in [24.0, 30, 60, 144, 240] {
                let report = try ScriptedSession.run(
                    HarnessRunOptions(scene: "swipe-controls", size: Self.size, fps: fps, script: script), quiet: true)
                let swipe = try #require(report.swipeViews.first)
                #expect(swipe["currentItemIndex"] == .number(99), "at \(fps) fps")
                lists[fps] = try #require(swipe["delegate"]?.stringItems).filter { $0.hasPrefix("passed:") }
            }
            #expect(lists[30] == (1...99).map { "passed:\($0)" })
            for fps in [24.0, 60, 144, 240] { #expect(lists[fps] == lists[30], "at \(fps) fps") }
        }
    }

    @Test func everyControlNamesItsItemAndADragFromTheThumbSlides() throws {
        try withSDL {
            let (renderer, shell, scene) = try scene()
            let start = shell.statusLog.count
            renderer.tap(at: Self.item(100, 80))
            renderer.run(frames: 12, fps: 60)
            renderer.tap(at: Self.item(100, 123))
            renderer.run(frames: 30, fps: 60)
            let item = try #require(scene.swipe.itemView(at: 0) as? ControlsItem)
            #expect(!item.toggle.isOn)
            renderer.drag(from: Self.item(100, 168), to: Self.item(150, 168), duration: 0.2)
            renderer.run(frames: 30, fps: 60)
            #expect(item.slider.value > 0.8 && scene.swipe.currentItemIndex == 0)
            // The drag's many changes are one message, when the finger lifts.
            #expect(messages(shell, after: start) == ["Button 0 pressed", "Switch 0 toggled", "Slider 0 changed"])
        }
    }

    @Test func dragsFromTheButtonOrBesideTheControlsScrollAndRecycledItemsReportTheirIndex() throws {
        try withSDL {
            let (renderer, shell, scene) = try scene()
            renderer.drag(from: Self.item(100, 80), to: Self.item(-100, 80), duration: 0.12)
            renderer.run(seconds: 1, fps: 60)
            #expect(scene.swipe.currentItemIndex == 1)
            for _ in 0..<5 {
                renderer.drag(from: Self.item(185, 120), to: Self.item(-15, 120), duration: 0.12)
                renderer.run(seconds: 1, fps: 60)
            }
            #expect(scene.swipe.currentItemIndex == 6)
            let start = shell.statusLog.count
            renderer.tap(at: Self.item(100, 80))
            renderer.run(frames: 12, fps: 60)
            #expect(messages(shell, after: start) == ["Button 6 pressed"])
            // Item 6's view is a recycled one: it is labelled for item 6 and starts as new items do.
            let item = try #require(scene.swipe.itemView(at: 6) as? ControlsItem)
            #expect(item.slider.accessibilityLabel == "Slider 6" && item.toggle.isOn && item.slider.value == 0.5)
        }
    }

    @Test func doubleTapAndLongPressAreReportedAndASingleTapSelects() throws {
        try withSDL {
            let (renderer, shell, scene) = try scene()
            let beside = Self.item(12, 120)
            var start = shell.statusLog.count
            renderer.tap(at: beside)
            renderer.run(seconds: 0.5, fps: 60)
            #expect(messages(shell, after: start) == ["Item 0 selected"])
            start = shell.statusLog.count
            renderer.tap(at: beside)
            renderer.run(frames: 6, fps: 60)
            renderer.tap(at: beside)
            renderer.run(seconds: 0.5, fps: 60)
            // The single tap waits for the double tap to fail: a double tap is not also a selection.
            #expect(messages(shell, after: start) == ["Double tap on item 0"])
            start = shell.statusLog.count
            renderer.sendPointer(.down, at: beside)
            renderer.run(seconds: 0.7, fps: 30)
            renderer.sendPointer(.up, at: beside)
            renderer.run(frames: 5, fps: 60)
            #expect(messages(shell, after: start) == ["Long press on item 0"])
            // A double tap on the button presses it twice: controls keep their pointers.
            start = shell.statusLog.count
            renderer.tap(at: Self.item(100, 80))
            renderer.run(frames: 6, fps: 60)
            renderer.tap(at: Self.item(100, 80))
            renderer.run(seconds: 0.5, fps: 60)
            #expect(messages(shell, after: start) == ["Button 0 pressed", "Button 0 pressed"])
            #expect(scene.swipe.currentItemIndex == 0)
        }
    }

    /// Every item names its controls where they are shown: the button's title "Button N", labels
    /// "Switch N" and "Slider N" (which `set` uses); a selected item is framed, once the double
    /// tap has failed (0.35 s after the lift), and only one item at a time.
    @Test func itemsShowTheirNamesAndTheSelection() throws {
        try withSDL {
            let (renderer, shell, scene) = try scene()
            let item = try #require(scene.swipe.itemView(at: 0) as? ControlsItem)
            #expect(item.button.title == "Button 0" && item.toggleLabel.text == "Switch 0")
            #expect(item.sliderLabel.text == "Slider 0" && !item.isChosen)
            let names = ControlFinder.namedControls(in: scene).map(\.name)
            #expect(names.contains("Switch 0") && names.contains("Slider 0"))
            #expect(ControlFinder.set("Slider 0", to: "0.25", in: scene, excluding: []) == nil)
            #expect(item.slider.value == 0.25 && shell.statusLog.last == "Slider 0 changed")
            let start = shell.statusLog.count
            renderer.tap(at: Self.item(12, 120))
            renderer.run(seconds: 0.2, fps: 60)
            #expect(!item.isChosen && messages(shell, after: start).isEmpty)
            renderer.run(seconds: 0.3, fps: 60)
            #expect(item.isChosen && messages(shell, after: start) == ["Item 0 selected"])
            renderer.drag(from: Self.item(185, 120), to: Self.item(-15, 120), duration: 0.12)
            renderer.run(seconds: 1, fps: 60)
            let next = try #require(scene.swipe.itemView(at: 1) as? ControlsItem)
            #expect(next.button.title == "Button 1" && !next.isChosen && item.isChosen)
            renderer.tap(at: Self.item(12, 120))
            renderer.run(seconds: 0.5, fps: 60)
            #expect(next.isChosen && !item.isChosen && shell.statusLog.last == "Item 1 selected")
            try GoldenImage.check(
                renderer.snapshot().cropped(to: scene.boundingFrame), named: "swipe-controls-selected")
        }
    }

    @Test func goldenAtRest() throws {
        try withSDL {
            let (renderer, shell, _) = try scene()
            let image = renderer.snapshot().cropped(to: shell.scene.boundingFrame)
            try GoldenImage.check(image, named: "swipe-controls-rest")
        }
    }
}
