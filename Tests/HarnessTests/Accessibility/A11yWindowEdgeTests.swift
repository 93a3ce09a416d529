import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// `cutByWindow`: a line of text the window's edge cuts is reported by path with its text; the
/// same label in a scroll area that can bring it into view, or inside the window, is not.
@Suite(.serialized) struct A11yWindowEdgeTests {
    static let prefix = "Bottom Right › Planted"

    static func label(_ name: String, _ frame: Rect) -> Label {
        let l = Label(text: "Cut by the window's edge", frame: frame)
        l.accessibilityLabel = name
        return l
    }

    @Test func aLabelHalfPastTheWindowsRightEdgeIsCut() throws {
        try withSDL {
            // Panel at x 10 in an 800-wide window: x 720 … 960 runs 170 pt past the edge.
            let cut = Self.label("Edge", Rect(x: 720, y: 20, width: 240, height: 24))
            let whole = Self.label("Inside", Rect(x: 20, y: 60, width: 240, height: 24))
            let problems = try A11yPlanting.audit([cut, whole]).filter {
                ($0.kind == .cutByWindow || $0.kind == .outOfReach) && $0.path.hasPrefix(Self.prefix)
            }
            #expect(problems.map(\.kind) == [.cutByWindow], "\(problems)")
            #expect(problems.first?.path == "\(Self.prefix) › Edge")
            #expect(problems.first?.text == "Cut by the window's edge")
            #expect((problems.first?.box.maxX ?? 0) <= 800)
        }
    }

    @Test func aLabelItsScrollAreaCanBringIntoViewIsNotCut() throws {
        try withSDL {
            let scroll = ScrollContainer(frame: Rect(x: 20, y: 20, width: 240, height: 100))
            scroll.isVertical = true
            scroll.contentSize = Size(width: 240, height: 200)
            scroll.accessibilityLabel = "List"
            // Cut by the area's bottom now; scrolling shows it.
            scroll.addSubview(Self.label("Row", Rect(x: 0, y: 90, width: 240, height: 24)))
            let problems = try A11yPlanting.audit([scroll]).filter {
                ($0.kind == .cutByWindow || $0.kind == .outOfReach) && $0.path.hasPrefix(Self.prefix)
            }
            #expect(problems.isEmpty, "\(problems)")
        }
    }
}
