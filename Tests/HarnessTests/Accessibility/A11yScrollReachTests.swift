import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// `outOfReach`: content no scroll brings into view — a button below the window with no scroll
/// area around it, and one past the end of its scroll area's content — is reported by path; a
/// button its scroll area can bring into view is not.
@Suite(.serialized) struct A11yScrollReachTests {
    static let prefix = "Bottom Right › Planted"

    static func button(_ title: String, _ frame: Rect) -> Button {
        let b = Button(title: title, frame: frame)
        b.tintColor = .black
        return b
    }

    @Test func aButtonBelowTheWindowWithNoScrollIsOutOfReach() throws {
        try withSDL {
            // The panel is at 10, 10 in an 800×600 window: y 700 is below it.
            let far = Self.button("Far", Rect(x: 20, y: 700, width: 120, height: 44))
            let near = Self.button("Near", Rect(x: 20, y: 20, width: 120, height: 44))
            let problems = try A11yPlanting.audit([far, near]).filter {
                $0.kind == .outOfReach && $0.path.hasPrefix(Self.prefix)
            }
            #expect(problems.map(\.path) == ["\(Self.prefix) › Far"], "\(problems)")
            #expect(problems.first?.detail == "nothing of it can be brought into view")
        }
    }

    @Test func aButtonPastItsScrollAreasContentIsOutOfReachAndOneWithinItIsNot() throws {
        try withSDL {
            let scroll = ScrollContainer(frame: Rect(x: 20, y: 20, width: 200, height: 100))
            scroll.isVertical = true
            scroll.contentSize = Size(width: 200, height: 150)
            scroll.accessibilityLabel = "List"
            // Below the area now, but 50 pt of scrolling shows it whole (y 100 … 144 → 50 … 94).
            scroll.addSubview(Self.button("Reachable", Rect(x: 10, y: 100, width: 120, height: 44)))
            // Past the content's end: no offset brings it into the area.
            scroll.addSubview(Self.button("Lost", Rect(x: 10, y: 300, width: 120, height: 44)))
            let problems = try A11yPlanting.audit([scroll]).filter {
                $0.kind == .outOfReach && $0.path.hasPrefix(Self.prefix)
            }
            #expect(problems.map(\.path) == ["\(Self.prefix) › List › Lost"], "\(problems)")
        }
    }
}
