import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The `languages` scene: what it shows, that its layout fits 800×600 without overlaps (closed
/// and with the picker open), the country segments, and golden images closed and open.
@Suite(.serialized) struct LanguagesSceneTests {
    /// Whether `inner` lies wholly inside `outer`.
    private func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    @Test func showsEveryScriptTheCitiesAndTheMixedLines() throws {
        try SceneTest.run("languages", as: LanguagesScene.self) { _, _, scene in
            #expect(
                scene.captions.map(\.text) == [
                    "Japanese", "Chinese", "Korean", "Arabic", "Hebrew", "Hindi", "Thai", "Russian", "Greek", "Latin",
                ])
            #expect(scene.samples.map(\.text) == LanguagesScene.scripts.map(\.text))
            #expect(scene.samples.allSatisfy { $0.font == .system(size: 20) })
            #expect(scene.samples[3].resolvedAlignment == .right && scene.samples[4].resolvedAlignment == .right)
            #expect(scene.samples[0].resolvedAlignment == .left)
            #expect(scene.extras.map(\.text) == ["Level 3 — שלב 3", "Score: 120 نقطة", "Prize 🎉🏆"])
            let s = scene.spinner
            #expect(s.spinnerMode == .pickerOnly && !s.opensAsSpinner)
            #expect(
                s.values.map(\.title) == [
                    "東京", "北京", "서울", "القاهرة", "תל אביב", "मुंबई", "กรุงเทพฯ", "Москва", "Αθήνα", "São Paulo",
                ])
            #expect(s.selectedIndex == 5 && scene.cityLabel.text == "मुंबई")
            #expect(scene.countryControl.selectedIndex == 5 && scene.countryControl.titles.count == 10)
        }
    }

    /// Every view inside the scene, none over another, closed; open, the picker stays in the
    /// right column, clear of the labels.
    @Test func layoutFitsWithoutOverlaps() throws {
        try SceneTest.run("languages", as: LanguagesScene.self) { renderer, _, scene in
            let views: [View] =
                [scene.titleBar, scene.pickerArea, scene.cityLabel, scene.countryControl]
                + scene.captions + scene.samples + scene.extras
            // Frames in the scene's space (all but the title bar sit in the scrolling content).
            func box(_ v: View) -> Rect {
                Rect(origin: v.superview!.convert(v.frame.origin, to: scene), size: v.frame.size)
            }
            #expect(!scene.content.isScrollEnabled)  // 800×600: everything shows, nothing scrolls
            for v in views {
                #expect(encloses(scene.bounds, box(v)), "\(v.accessibilityLabel ?? "?") at \(box(v))")
            }
            for (i, a) in views.enumerated() {
                for b in views[(i + 1)...] {
                    #expect(
                        box(a).intersection(box(b)) == nil,
                        "\(a.accessibilityLabel ?? "?") \(box(a)) and \(b.accessibilityLabel ?? "?") \(box(b))")
                }
            }
            scene.spinner.isOpen = true
            SceneTest.settle(renderer)
            #expect(scene.spinner.shows == .picker)
            let inArea = scene.spinner.pickerFrame  // in the picker area, which is not turned
            let picker = Rect(origin: scene.pickerArea.convert(inArea.origin, to: scene), size: inArea.size)
            #expect(picker.height == LanguagesScene.pickerHeight)
            #expect(encloses(scene.pickerArea.frame, picker))
            for label in scene.samples { #expect(picker.intersection(label.frame) == nil) }
        }
    }

    @Test func aCountrySegmentSelectsItsCity() throws {
        try SceneTest.run("languages", as: LanguagesScene.self) { renderer, shell, scene in
            let control = scene.countryControl
            renderer.tap(at: control.convert(control.segmentFrame(0).center, to: nil))
            #expect(scene.spinner.selectedIndex == 0 && scene.cityLabel.text == "東京")
            #expect(shell.statusLog.contains("Country: 日本"))
            scene.spinner.selectedIndex = 9
            #expect(control.selectedIndex == 9 && scene.cityLabel.text == "São Paulo")
        }
    }

    /// Record after the shaped text path is in (today's path draws boxes for most scripts):
    /// `FLYWHEEL_RECORD_GOLDENS=1 swift test --filter LanguagesSceneTests`.
    @Test func goldenStart() throws {
        try SceneTest.run("languages", as: LanguagesScene.self) { renderer, _, scene in
            try SceneTest.checkGolden(renderer, scene, named: "languages-start")
        }
    }

    @Test func goldenPickerOpen() throws {
        try SceneTest.run("languages", as: LanguagesScene.self) { renderer, _, scene in
            try SceneTest.checkOpenGolden(
                renderer, scene, spinners: [scene.spinner], showing: .picker, named: "languages-picker-open")
        }
    }
}
