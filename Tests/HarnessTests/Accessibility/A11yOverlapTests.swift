import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// `overText`: a view drawn over text, found by the pixels it drew: a round button over a
/// label's glyphs is reported on the label's path, naming the button, and so is a label drawn
/// over the button; the same button with only its frame's corner (outside its disc) over the
/// glyphs' box is not.
@Suite(.serialized) struct A11yOverlapTests {
    static let prefix = "Bottom Right › Planted"

    /// A black disc filling its frame: a round button.
    final class RoundButton: Control {
        override func draw(_ canvas: Canvas) {
            canvas.fillCircle(center: bounds.center, radius: bounds.width / 2, color: .black)
        }
    }

    static func round(_ frame: Rect) -> RoundButton {
        let b = RoundButton(frame: frame)
        b.accessibilityRole = .button
        b.accessibilityLabel = "Round"
        return b
    }

    static func caption() -> Label {
        let caption = Label(
            text: "WWWWWWWW", font: .boldSystem(size: 20), frame: Rect(x: 20, y: 20, width: 300, height: 30))
        caption.accessibilityLabel = "Caption"
        return caption
    }

    /// Where the caption's line was drawn, in window points.
    static func captionBox() throws -> Rect {
        let render = try A11yPlanting.plant([caption()])
        return try #require(render.textCheck.lines.first { $0.viewPath == "\(prefix) › Caption" }?.windowBox)
    }

    @Test func aRoundButtonOverALabelsGlyphsIsReportedOnTheLabel() throws {
        try withSDL {
            let line = try Self.captionBox()
            // The disc's centre on the line's centre (panel points: the panel is at 10, 10).
            let disc = Self.round(
                Rect(center: Point(x: line.midX - 10, y: line.midY - 10), size: Size(width: 50, height: 50)))
            let problems = try A11yPlanting.audit([Self.caption(), disc]).filter { $0.kind == .overText }
            #expect(problems.map(\.path) == ["\(Self.prefix) › Caption"], "\(problems)")
            #expect(problems.first?.text == "WWWWWWWW")
            #expect(problems.first?.detail.contains("under \(Self.prefix) › Round") == true, "\(problems)")
        }
    }

    /// Text drawn over a control (the caption added after the disc): the disc changes what
    /// is around the glyphs — black text on a black disc is lost — and the caption is reported,
    /// "drawn over" the button.
    @Test func aLabelDrawnOverARoundButtonIsReportedOnTheLabel() throws {
        try withSDL {
            let line = try Self.captionBox()
            let disc = Self.round(
                Rect(center: Point(x: line.midX - 10, y: line.midY - 10), size: Size(width: 50, height: 50)))
            let problems = try A11yPlanting.audit([disc, Self.caption()]).filter { $0.kind == .overText }
            #expect(problems.map(\.path) == ["\(Self.prefix) › Caption"], "\(problems)")
            #expect(problems.first?.detail.contains("drawn over \(Self.prefix) › Round") == true, "\(problems)")
        }
    }

    /// The disc's frame meets the line's box by 7×7 pt at its top-left corner, which lies
    /// outside the disc: the glyphs show whole, and nothing is reported — a check by boxes would.
    @Test func aRoundButtonWhoseCornerOnlyMeetsTheTextIsNotReported() throws {
        try withSDL {
            let line = try Self.captionBox()
            let frame = Rect(x: line.maxX - 7 - 10, y: line.maxY - 7 - 10, width: 60, height: 60)
            let disc = Self.round(frame)
            let render = try A11yPlanting.plant([Self.caption(), disc])
            let painted = try #require(render.textCheck.paintedBox(of: disc))
            let meet = try #require(painted.intersection(line))
            #expect(meet.width >= 2 && meet.height >= 2, "the boxes meet: \(meet)")
            let problems = A11yAudit(render: render, targetSize: .apple).problems().filter { $0.kind == .overText }
            #expect(problems.isEmpty, "\(problems)")
        }
    }
}
