import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// `lowContrast`: text measured in the rendered pixels, against WCAG 2.2's 4.5:1 and 3:1.
@Suite(.serialized) struct A11yContrastTests {
    /// The planted label: grey #CCCCCC on white, 1.6:1.
    @Test func aPlantedGreyOnWhiteLabelIsReportedByPathWithItsRatio() throws {
        try withSDL {
            let faint = Label(text: "Hard to read", frame: Rect(x: 20, y: 20, width: 200, height: 24))
            faint.textColor = Color(r8: 204, g8: 204, b8: 204)
            faint.accessibilityLabel = "Faint caption"
            let problems = try A11yPlanting.audit([faint])
            let found = try #require(problems.first { $0.path == "Bottom Right › Planted › Faint caption" })
            #expect(found.kind == .lowContrast)
            #expect(found.text == "Hard to read")
            let ratio = try #require(found.ratio)
            #expect(abs(ratio - 1.6) < 0.05, "\(ratio)")
            #expect(found.requiredRatio == 4.5)
            #expect(A11yReport.hex(try #require(found.background)) == "#ffffff")
            #expect(A11yReport.hex(try #require(found.foreground)) == "#cccccc")
        }
    }

    /// The thresholds: black is fine; #777 on white (4.48:1) fails at 15 pt and passes at
    /// 18 pt and at 14 pt bold (large text needs 3:1).
    @Test func largeTextNeedsThreeToOneAndBodyTextFourAndAHalf() throws {
        try withSDL {
            let grey = Color(r8: 0x77, g8: 0x77, b8: 0x77)
            func label(_ name: String, _ font: Font, y: Double, color: Color = grey) -> Label {
                let l = Label(text: "Sample \(name)", font: font, frame: Rect(x: 20, y: y, width: 300, height: 30))
                l.textColor = color
                l.accessibilityLabel = name
                return l
            }
            let problems = try A11yPlanting.audit([
                label("body", .system(size: 15), y: 20), label("large", .system(size: 18), y: 60),
                label("bold", .boldSystem(size: 14), y: 100), label("black", .system(size: 15), y: 140, color: .black),
            ])
            let planted = problems.filter { $0.path.hasPrefix("Bottom Right › Planted") }
            #expect(planted.map(\.path) == ["Bottom Right › Planted › body"], "\(planted)")
            #expect(abs((planted.first?.ratio ?? 0) - 4.48) < 0.1)
        }
    }

    /// The text of a disabled control is exempt (WCAG: inactive components).
    @Test func aDisabledControlsTextIsNotMeasured() throws {
        try withSDL {
            let button = Button(title: "Unavailable", frame: Rect(x: 20, y: 20, width: 160, height: 44))
            button.isEnabled = false
            let problems = try A11yPlanting.audit([button])
            #expect(!problems.contains { $0.kind == .lowContrast && $0.path.hasPrefix("Bottom Right › Planted") })
        }
    }
}
