import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// `focusNotVisible`: Tab walked through a scene with planted buttons — one outside the window,
/// one half under an opaque bar drawn over it, one in plain sight — reports the first two by
/// path and not the third.
@Suite(.serialized) struct A11yFocusVisibleTests {
    static let prefix = "Bottom Right › Planted"

    static func button(_ title: String, _ frame: Rect) -> Button {
        let b = Button(title: title, frame: frame)
        b.tintColor = .black
        return b
    }

    @Test func controlsFocusedOutOfSightAreReportedByPath() throws {
        try withSDL {
            let away = Self.button("Away", Rect(x: -400, y: 20, width: 80, height: 44))
            let under = Self.button("Under", Rect(x: 20, y: 100, width: 80, height: 44))
            let bar = View(frame: Rect(x: 0, y: 110, width: 200, height: 60))
            bar.backgroundColor = Color(white: 0.2)
            bar.accessibilityLabel = "Bar"
            bar.accessibilityElementsHidden = true
            let plain = Self.button("Plain", Rect(x: 200, y: 20, width: 80, height: 44))
            let problems = try A11yPlanting.audit([away, under, bar, plain]).filter {
                $0.kind == .focusNotVisible && $0.path.hasPrefix(Self.prefix)
            }
            let paths = problems.map(\.path).sorted()
            #expect(paths == ["\(Self.prefix) › Away", "\(Self.prefix) › Under"], "\(problems)")
            #expect(problems.first { $0.path.hasSuffix("Away") }?.detail.contains("nothing of it shows") == true)
            #expect(problems.first { $0.path.hasSuffix("Under") }?.detail.contains("hidden") == true)
            #expect(problems.allSatisfy { $0.role == "button" })
        }
    }

    /// A control cut by a clip the layout keeps (not a scroll area, not the window's edge) is
    /// what it always looks like: not reported. The same control past the window's edge is.
    @Test func aFixedClipIsNotAFocusProblemButTheWindowsEdgeIs() throws {
        try withSDL {
            let clip = View(frame: Rect(x: 20, y: 20, width: 60, height: 60))
            clip.clipsToBounds = true
            clip.accessibilityLabel = "Corner"
            clip.addSubview(Self.button("Cut", Rect(x: 30, y: 30, width: 80, height: 44)))
            let problems = try A11yPlanting.audit([clip]).filter { $0.kind == .focusNotVisible }
            #expect(problems.isEmpty, "\(problems)")
            let edge = Self.button("Edge", Rect(x: 300, y: 20, width: 80, height: 44))
            let panel = View(frame: Rect(x: 460, y: 0, width: 400, height: 100))
            panel.addSubview(edge)
            let past = try A11yPlanting.audit([panel]).filter { $0.kind == .focusNotVisible }
            #expect(past.map(\.path) == ["\(Self.prefix) › Edge"], "\(past)")
        }
    }
}
