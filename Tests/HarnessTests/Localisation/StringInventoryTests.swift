import ArgumentParser
import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// `l10n-check --inventory`: every line drawn, with its locale, size, scene, view path, text and
/// box, in `inventory.json`, and a picture with each box outlined and numbered.
@Suite(.serialized) struct StringInventoryTests {
    @Test func theInventoryListsEveryLineWithItsBoxAndNumbersThemOnAPicture() throws {
        try withSDL {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("inv-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: out) }
            let command = try #require(
                try HarnessCommand.parseAsRoot([
                    "l10n-check", "--scenes", "rating", "--sizes", "800x600", "--locales", "ar-EG", "--inventory",
                    "--out", out,
                ]) as? L10nCheckCommand)
            try command.run()
            let data = try Data(contentsOf: URL(fileURLWithPath: out + "/inventory.json"))
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(root["format"] as? String == "flywheel-string-inventory")
            let strings = try #require(root["strings"] as? [[String: Any]])
            #expect(root["count"] as? Int == strings.count)
            #expect(strings.count > 20)
            for s in strings {
                #expect(Set(s.keys) == ["locale", "size", "scene", "path", "text", "box"])
                #expect(s["size"] as? String == "800x600" && s["scene"] as? String == "rating")
                #expect(!((s["path"] as? String) ?? "").isEmpty && !((s["text"] as? String) ?? "").isEmpty)
                let box = try #require(s["box"] as? [Double])
                #expect(box.count == 4)
                #expect(box[2] > 0 && box[3] > 0)
                // In the window, but for a tab the scrolling tab bar holds past its edge (15 scenes'
                // titles are wider than 800 points).
                let inWindow = box[0] > -1 && box[1] > -1 && box[0] < 800 && box[1] < 600
                #expect(inWindow || ((s["path"] as? String) ?? "").hasPrefix("Scenes › tab "), "\(s)")
            }
            #expect(Set(strings.compactMap { $0["locale"] as? String }) == ["as-written", "ar-EG"])
            let title = strings.first {
                $0["path"] as? String == "Rating › Title" && $0["locale"] as? String == "as-written"
            }
            #expect(title?["text"] as? String == "User Rating: 1 star")
            // The tab bar's Rating tab is one of them, with the path the problems would name.
            #expect(
                strings.contains {
                    ($0["path"] as? String)?.hasPrefix("Scenes › tab") == true && $0["text"] as? String == "Rating"
                })

            // The numbered picture: the scene as drawn, plus an outline around each box.
            let loader = SDLImageLoader()
            let scene = try loader.loadImage(path: out + "/ar-EG/800x600/rating.png")
            let numbered = try loader.loadImage(path: out + "/ar-EG/800x600/rating.inventory.png")
            #expect(scene.width == numbered.width && scene.height == numbered.height)
            let differing = stride(from: 0, to: scene.rgba.count, by: 4).filter { scene.rgba[$0] != numbered.rgba[$0] }
            #expect(differing.count > 2000, "outlines and number tags drawn: \(differing.count) pixels")
            let box = try #require(title?["box"] as? [Double])
            let y = Int(box[1] + box[3] / 2)
            let left = (Int(box[0]) - 3)...(Int(box[0]))
            #expect(
                left.contains { x in
                    let i = (y * numbered.width + x) * 4
                    return Array(numbered.rgba[i..<i + 3]) != Array(scene.rgba[i..<i + 3])
                }, "the title's box is outlined at its left side")
        }
    }

    @Test func entriesLeaveOutEmptyAndInvisibleLines() throws {
        let font = Font.system(size: 12)
        let lines = [
            DrawnTextLine(
                text: "OK", windowBox: Rect(x: 1, y: 2, width: 30, height: 14), font: font, viewPath: "A", view: nil,
                opacity: 1),
            DrawnTextLine(
                text: "", windowBox: Rect(x: 1, y: 2, width: 0, height: 14), font: font, viewPath: "B", view: nil,
                opacity: 1),
            DrawnTextLine(
                text: "gone", windowBox: Rect(x: 1, y: 2, width: 30, height: 14), font: font, viewPath: "C", view: nil,
                opacity: 0),
            DrawnTextLine(
                text: "nan", windowBox: Rect(x: .nan, y: 2, width: 30, height: 14), font: font, viewPath: "D",
                view: nil, opacity: 1),
        ]
        let entries = StringInventory.entries(lines, locale: "de", size: "800x600", scene: "basic")
        #expect(
            entries == [
                StringInventory.Entry(
                    locale: "de", size: "800x600", scene: "basic", path: "A", text: "OK",
                    box: Rect(x: 1, y: 2, width: 30, height: 14))
            ])
        #expect(StringInventory.entries([], locale: "de", size: "1x1", scene: "x").isEmpty)
        let parsed = try JSONSerialization.jsonObject(with: Data(entries[0].json.prettyText().utf8)) as? [String: Any]
        #expect(parsed?["box"] as? [Double] == [1, 2, 30, 14])
        #expect(parsed?["path"] as? String == "A" && parsed?["locale"] as? String == "de")
    }
}
