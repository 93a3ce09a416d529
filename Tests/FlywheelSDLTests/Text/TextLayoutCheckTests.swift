import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Testing

@testable import FlywheelSDL

/// The layout kinds of the text check (`TextCheck.checksLayout`) on the SDL canvas, with real
/// fonts: one defect of each kind planted in a small tree, each reported with its kind and the
/// path of the view that drew it; the same controls laid out cleanly report nothing.
@Suite(.serialized) struct TextLayoutCheckTests {
    static let window = Size(width: 480, height: 320)

    /// Draws `views` on a white panel named "Planted", one whole frame checked, and returns
    /// the problems.
    static func check(_ views: [View]) throws -> [TextProblem] {
        let r = try HeadlessRenderer(size: window)
        let panel = View(frame: Rect(origin: .zero, size: window))
        panel.backgroundColor = .white
        panel.accessibilityLabel = "Planted"
        for v in views { panel.addSubview(v) }
        r.host.rootView.addSubview(panel)
        let check = TextCheck()
        check.checksLayout = true
        r.canvas.textCheck = check
        r.run(frames: 2, fps: 60)
        return check.problems
    }

    static func label(_ text: String, _ frame: Rect, size: Double = 15) -> Label {
        let l = Label(text: text, font: .system(size: size), frame: frame)
        l.accessibilityLabel = text
        return l
    }

    /// The controls both layouts hold: two lines, a button with a caption, a clipping strip with
    /// a line in it, a row with a bar after it and a mode line. `planted` lays them out with a
    /// defect of four kinds, otherwise cleanly:
    /// - overlap: the second line over the first, and the caption over the button it is not
    ///   part of (clean: each below the other);
    /// - clippedVertically: the strip 12 pt tall cuts half its 15-pt line (clean: 24 pt, all
    ///   of it);
    /// - covered: the opaque bar, drawn later, over the lower half of the row (clean: under it);
    /// - tooSmall: the mode in 7-pt text (clean: 9 pt).
    static func controls(planted: Bool) -> [View] {
        let bar = View(frame: Rect(x: 0, y: planted ? 122 : 140, width: 240, height: 20))
        bar.backgroundColor = Color(white: 0.9)
        bar.accessibilityLabel = "Status bar"
        let strip = View(frame: Rect(x: 10, y: 70, width: 200, height: planted ? 12 : 24))
        strip.clipsToBounds = true
        strip.accessibilityLabel = "Strip"
        strip.addSubview(label("Half a line", Rect(x: 0, y: 0, width: 200, height: 24)))
        return [
            label("Flare", Rect(x: 10, y: 10, width: 120, height: 24)),
            label(
                "Events: none yet",
                planted ? Rect(x: 20, y: 14, width: 160, height: 24) : Rect(x: 10, y: 40, width: 160, height: 24)),
            Button(title: "Apply", frame: Rect(x: 200, y: 10, width: 100, height: 44)),
            label(
                "Caption",
                planted ? Rect(x: 272, y: 42, width: 120, height: 24) : Rect(x: 200, y: 60, width: 120, height: 24)),
            strip,
            label("Flare row", Rect(x: 10, y: 110, width: 200, height: 24)),
            bar,
            label("Mode", Rect(x: 10, y: planted ? 160 : 180, width: 100, height: 20), size: planted ? 7 : 9),
        ]
    }

    @Test func oneDefectOfEachKindIsReportedWithItsKindAndPath() throws {
        try withSDL {
            // overlap, clippedVertically, covered and tooSmall: in the planted controls.
            // outsideScroll: content 40 pt below a scroll area that does not clip.
            let scroll = ScrollContainer(frame: Rect(x: 300, y: 100, width: 150, height: 60))
            scroll.isVertical = true
            scroll.clipsToBounds = false  // as every scroll container drew before issue 50
            scroll.accessibilityLabel = "Rows"
            let content = View(frame: Rect(x: 0, y: 30, width: 150, height: 70))
            content.backgroundColor = .orange
            content.accessibilityLabel = "Row 9"
            scroll.addSubview(content)
            // clippedVertically, lost: a label whose top shows and whose line lies below the
            // window's bottom (help cut off with no way to scroll).
            let paragraph = Self.label("Lost line", Rect(x: 300, y: 300, width: 150, height: 100))
            paragraph.accessibilityLabel = "Help"
            let problems = try Self.check(Self.controls(planted: true) + [scroll, paragraph])
            func find(_ kind: TextProblem.Kind, _ path: String) -> TextProblem? {
                problems.first { $0.kind == kind && $0.viewPath == path }
            }
            let lines = try #require(find(.overlap, "Planted › Events: none yet"), "\(problems)")
            #expect(lines.otherPath == "\"Flare\" in Planted › Flare")
            let control = try #require(find(.overlap, "Planted › Caption"), "\(problems)")
            #expect(control.otherPath == "Planted › Apply")
            let cut = try #require(find(.clippedVertically, "Planted › Strip › Half a line"), "\(problems)")
            #expect(cut.overflow > 4)
            let covered = try #require(find(.covered, "Planted › Flare row"), "\(problems)")
            #expect(covered.otherPath == "Planted › Status bar" && covered.overflow > 4)
            let small = try #require(find(.tooSmall, "Planted › Mode"), "\(problems)")
            #expect(small.size == 7)
            let outside = try #require(find(.outsideScroll, "Planted › Rows › Row 9"), "\(problems)")
            #expect(outside.otherPath == "Planted › Rows" && abs(outside.overflow - 40) < 2)
            let lost = try #require(
                problems.first { $0.kind == .clippedVertically && $0.otherPath == "the window's edge" }, "\(problems)")
            #expect(lost.viewPath == "Planted › Help")
            // Nothing else: the button's own title, the bar and the scroll area are fine.
            #expect(problems.count == 7, "\(problems.map(\.description))")
        }
    }

    @Test func theSameControlsLaidOutCleanlyReportNothing() throws {
        try withSDL {
            // A line put away entirely under an opaque panel is not seen, so not reported.
            let hidden = Self.label("Behind", Rect(x: 10, y: 250, width: 100, height: 24))
            let panel = View(frame: Rect(x: 0, y: 240, width: 200, height: 60))
            panel.backgroundColor = .white
            // A scroll area that clips its content: rows beyond it are cut, not painted outside;
            // a row half scrolled out of it is no vertical cut.
            let scroll = ScrollContainer(frame: Rect(x: 300, y: 100, width: 150, height: 60))
            scroll.isVertical = true
            scroll.clipsToBounds = true
            scroll.addSubview(Self.label("Row 1", Rect(x: 0, y: 50, width: 150, height: 24)))
            let problems = try Self.check(Self.controls(planted: false) + [hidden, panel, scroll])
            #expect(problems.isEmpty, "\(problems.map(\.description))")
        }
    }

    /// Off (the default), the layout is not looked at: a planted overlap goes unreported.
    @Test func withoutChecksLayoutNoLayoutKindIsReported() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Self.window)
            r.host.rootView.addSubview(Self.label("Flare", Rect(x: 10, y: 10, width: 120, height: 24)))
            r.host.rootView.addSubview(Self.label("Events", Rect(x: 14, y: 12, width: 120, height: 24), size: 7))
            let check = TextCheck()
            r.canvas.textCheck = check
            r.run(frames: 2, fps: 60)
            #expect(check.problems.isEmpty, "\(check.problems)")
        }
    }
}
