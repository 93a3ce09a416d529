import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The `parameter-menu` scene: its start state, the colour linkage (with the preset regression),
/// the monochrome filter and its slicing off the frame path, its script and report, and goldens
/// (closed, open with the centre row, the preset row with its wings).
@Suite(.serialized) struct ParameterMenuSceneTests {
    static let startTexts = ["00", "00", "FF", "100%", "100%", "0%", "0%", "0.75", "Blue"]

    /// Percentages are rounded, not cut: a value floating point left just under a whole
    /// percentage shows it (Black 0.6399999999999999 is 64%, Red 0.36000000000000004 36%).
    @Test func percentagesAreRoundedNotTruncated() {
        let label = ColorMenuModel.cmykLabel
        #expect(label(0.6399999999999999) == "64%" && label(0.36000000000000004) == "36%")
        #expect(label(1 - 0.36) == "64%" && label(0.333) == "33%" && label(0.005) == "1%")
        #expect(label(0) == "0%" && label(1) == "100%" && label(1.5) == "100%" && label(-1) == "0%")
    }

    @Test func startStateIsTheDemos() throws {
        try SceneTest.run("parameter-menu", as: ParameterMenuScene.self) { _, _, scene in
            let menu = scene.menu
            #expect(menu.displayedParameters.map(\.text) == Self.startTexts)
            #expect(
                menu.displayedParameters.map(\.label) == [
                    "Red", "Green", "Blue", "Cyan", "Magenta", "Yellow",
                    "Black", "Monochrome Intensity", "Color Preset",
                ])
            #expect(
                menu.displayedParameters[8].selectedIndex == 3 && menu.displayedParameters[8].normalisedValue == 0.5)
            #expect(menu.selectedParameterIndex == 4 && !menu.isOpen)
            #expect(scene.backgroundColor == Color(red: 0, green: 0, blue: 1))
            #expect(scene.picture.frame == scene.bounds.insetBy(dx: 50, dy: 50))
            #expect(scene.picture.image?.name.hasSuffix("filtered") == true)
            #expect(!scene.filter.isBusy)
        }
    }

    @Test func pressSlideAndLiftChangeTheLinkedValuesAndThePicture() throws {
        try SceneTest.run("parameter-menu", as: ParameterMenuScene.self) { renderer, _, scene in
            let centre = scene.convert(Point(x: scene.bounds.midX, y: scene.bounds.midY), to: nil)
            let before = scene.picture.image
            renderer.sendPointer(.down, at: centre)
            #expect(scene.menu.isOpen)
            // Down 4 rows to Red, then 125 pt right: R 0.5 → "7F"; CMYK follow; preset Custom.
            renderer.sendPointer(.move, at: Point(x: centre.x, y: centre.y + 200))
            renderer.sendPointer(.move, at: Point(x: centre.x + 125, y: centre.y + 200))
            let p = scene.menu.displayedParameters
            #expect(p.map(\.text) == ["7F", "00", "FF", "50%", "100%", "0%", "0%", "0.75", "Custom"])
            #expect(scene.backgroundColor == Color(red: 0.5, green: 0, blue: 1))
            // The picture does not change in the frame of the edit: a pass runs in slices.
            #expect(scene.picture.image === before && scene.filter.isBusy)
            let slices = (scene.filter.source.height + scene.filter.rowsPerSlice - 1) / scene.filter.rowsPerSlice
            renderer.run(frames: slices - 1, fps: 60)
            #expect(scene.picture.image === before)
            renderer.run(frames: 1, fps: 60)
            #expect(scene.picture.image !== before && !scene.filter.isBusy)
            renderer.sendPointer(.up, at: Point(x: centre.x + 125, y: centre.y + 200))
            #expect(!scene.menu.isOpen)
        }
    }

    @Test func linkageFollowsTheDemoIncludingThePresetRegression() {
        var p = ColorMenuModel.startParameters
        #expect(p.map(\.text) == Self.startTexts)
        // CMYK → RGB: Black to 0.5 darkens everything; the preset becomes Custom.
        p[6].normalisedValue = 0.5
        p = ColorMenuModel.linked(after: 6, p)
        #expect(p[2].normalisedValue == 0.5 && p[0].normalisedValue == 0 && p[8].text == "Custom")
        // Black 1: RGB all 0, and back to RGB gives C = M = Y = 0 (no division by zero).
        p[6].normalisedValue = 1
        p = ColorMenuModel.linked(after: 6, p)
        #expect(p[0...2].allSatisfy { $0.normalisedValue == 0 })
        p = ColorMenuModel.linked(after: 0, p)
        #expect(p[3...5].allSatisfy { $0.normalisedValue == 0 } && p[6].normalisedValue == 1)
        // Exact colours find their preset from RGB and from CMYK.
        p[1].normalisedValue = 1; p[2].normalisedValue = 1
        p = ColorMenuModel.linked(after: 2, p)
        #expect(p[8].text == "Cyan" && p[8].selectedIndex == 4)
        // A preset edit sets RGB but keeps the preset's own value (no snap back to i/6).
        p[8].normalisedValue = 0.9
        p = ColorMenuModel.linked(after: 8, p)
        #expect(p[8].normalisedValue == 0.9 && p[8].text == "Magenta")  // Int(0.9 · 6) = 5
        #expect(p[0].normalisedValue == 1 && p[1].normalisedValue == 0 && p[2].normalisedValue == 1)
        #expect(p[4].normalisedValue == 1 && p[3].normalisedValue == 0 && p[6].normalisedValue == 0)
        // Custom keeps the colour.
        p[8].normalisedValue = 0.1
        p = ColorMenuModel.linked(after: 8, p)
        #expect(p[0].normalisedValue == 1 && p[2].normalisedValue == 1 && p[8].text == "Custom")
        // Intensity changes nothing else.
        let q = p
        p[7].normalisedValue = 0.2
        p = ColorMenuModel.linked(after: 7, p)
        #expect(p[0...6].map(\.normalisedValue) == q[0...6].map(\.normalisedValue))
    }

    @Test func monochromeFilterIsGPUImagesFormula() {
        // Pure red (L 0.2125, dark): overlay on a blue tint gives (0, 0, 0.425); half intensity.
        let source: [UInt8] = [255, 0, 0, 255, 128, 128, 128, 0]
        var out = [UInt8](repeating: 9, count: 8)
        MonochromeFilter.Settings(red: 0, green: 0, blue: 1, intensity: 0.5).apply(
            source, into: &out, width: 2, rows: 0..<1)
        #expect(Array(out[0..<4]) == [128, 0, 54, 255])
        // Mid grey is light (L ≥ 0.5): 1 − 2(1 − L)(1 − f); alpha 0 stays 0.
        let l = 128.0 / 255
        let dark = 1 - 2 * (1 - l) * (1 - 1.0)
        let mid = { (o: Double) in UInt8(min(max((l + (o - l) * 0.5) * 255 + 0.5, 0), 255)) }
        #expect(Array(out[4..<8]) == [mid(1 - 2 * (1 - l)), mid(1 - 2 * (1 - l)), mid(dark), 0])
        // Intensity 0 leaves the picture alone; non-finite settings act as 0.
        var same = [UInt8](repeating: 0, count: 8)
        MonochromeFilter.Settings(red: .nan, green: 1, blue: 1, intensity: .nan).apply(
            source, into: &same, width: 2, rows: 0..<1)
        #expect(same == source)
    }

    @Test func queuedRequestsKeepOnlyTheNewest() {
        let picture = Image(width: 4, height: 10, rgba: [UInt8](repeating: 200, count: 160), name: "p")
        let filter = SlicedMonochromeFilter(source: picture, rowsPerSlice: 4)
        filter.request(.init(red: 1, green: 0, blue: 0, intensity: 1))
        filter.request(.init(red: 0, green: 1, blue: 0, intensity: 1))
        filter.request(.init(red: 0, green: 0, blue: 1, intensity: 1))
        #expect(filter.step() == nil && filter.step() == nil)
        let first = filter.step()
        #expect(first?.pixel(x: 0, y: 9).r == 255 && filter.isBusy)  // red pass, then the newest
        let last = filter.finish()
        #expect(filter.passes == 2 && last?.pixel(x: 0, y: 0).b == 255 && last?.pixel(x: 0, y: 0).g != 255)
    }

    // MARK: Script and report

    @Test func scriptPassesAndTheReportShowsTheMenu() throws {
        try withSDL {
            let script = try HarnessScript.load(
                path: SceneScriptTests.scripts.appendingPathComponent("parameter-menu.json").path)
            let shots = FileManager.default.temporaryDirectory.appendingPathComponent("parameter-menu-script")
            try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
            let report = try ScriptedSession.run(
                HarnessRunOptions(
                    scene: "parameter-menu", size: SceneTest.size,
                    fps: 30, script: script),
                screenshotDirectory: shots, quiet: true)
            #expect(
                FileManager.default.fileExists(atPath: shots.appendingPathComponent("parameter-menu-open.png").path))
            #expect(report.scene == "parameter-menu" && report.spinners.isEmpty)
            let menu = try #require(report.parameterMenus.first)
            #expect(
                menu["name"] == .string("menu") && menu["isOpen"] == .bool(false)
                    && menu["selectedParameterIndex"] == .number(8))
            guard case .array(let parameters)? = menu["parameters"] else {
                Issue.record("no parameters in \(menu.text)")
                return
            }
            #expect(
                parameters.map { $0["text"] }
                    == ["FF", "00", "00", "0%", "100%", "100%", "0%", "0.75", "Red"].map(JSONValue.string))
            #expect(parameters[8]["normalisedValue"] == .number(0.168))  // the preset kept its own value
            #expect(
                menu["delegate"]
                    == .strings(Array(repeating: "didChange:0", count: 5) + ["didChange:8", "didChange:8"]))
            let text = report.json.prettyText()
            #expect(text.contains("\"parameterMenus\"") && text.contains("\"didChange:8\""))
        }
    }

    // MARK: Goldens

    @Test func goldenClosed() throws {
        try SceneTest.run("parameter-menu", as: ParameterMenuScene.self) { renderer, _, scene in
            try SceneTest.checkGolden(renderer, scene, named: "parameter-menu-closed")
        }
    }

    @Test func goldenOpenWithTheCentreRow() throws {
        try SceneTest.run("parameter-menu", as: ParameterMenuScene.self) { renderer, _, scene in
            renderer.sendPointer(.down, at: scene.convert(Point(x: 400, y: 263), to: nil))
            renderer.run(frames: 2, fps: 60)
            try SceneTest.checkGolden(renderer, scene, named: "parameter-menu-open")
        }
    }

    @Test func goldenPresetRowWithWings() throws {
        try SceneTest.run("parameter-menu", as: ParameterMenuScene.self) { renderer, _, scene in
            let at = { (x: Double, y: Double) in scene.convert(Point(x: x, y: y), to: nil) }
            renderer.sendPointer(.down, at: at(400, 263))
            renderer.sendPointer(.move, at: at(400, 63))  // up 4 rows: Color Preset
            renderer.sendPointer(.move, at: at(358, 63))  // 42 pt left: Blue → Cyan
            renderer.run(seconds: 0.6, fps: 30)
            #expect(
                scene.menu.displayedParameters[8].text == "Cyan"
                    && scene.backgroundColor == Color(red: 0, green: 1, blue: 1))
            try SceneTest.checkGolden(renderer, scene, named: "parameter-menu-preset-wings")
        }
    }
}
