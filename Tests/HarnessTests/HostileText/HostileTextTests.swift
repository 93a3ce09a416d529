import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Testing

@testable import HarnessKit

/// Every string of the hostile-text corpus (`HostileText`), and every hostile font size and
/// frame, drawn by every text-drawing widget headless: none may crash, and what a label shows
/// stays inside it. What each costs is measured by `harness hostile-text --check` (release
/// build; figures in docs/robustness.md), not timed here.
@Suite(.serialized) struct HostileTextTests {
    @Test(arguments: HostileTextWidget.allCases)
    func everyCorpusStringDraws(in widget: HostileTextWidget) throws {
        try withSDL {
            for entry in HostileText.corpus {
                let r = try HeadlessRenderer(size: Size(width: 800, height: 600))
                let view = widget.install(entry.text, in: r.host.rootView)
                r.run(frames: 2)
                #expect(r.framesRendered == 2, "\(widget) \(entry.name)")
                if let label = view as? Label { expectFits(label, on: r.canvas, entry.name) }
            }
        }
    }

    @Test(arguments: HostileTextWidget.allCases)
    func hostileSizesAndFramesDraw(in widget: HostileTextWidget) throws {
        try withSDL {
            let text = "Hello hostile world"
            for size in HostileText.fontSizes {
                let r = try HeadlessRenderer(size: Size(width: 800, height: 600))
                let view = widget.install(text, fontSize: size, in: r.host.rootView)
                r.run(frames: 2)
                #expect(r.framesRendered == 2)
                if let label = view as? Label { expectFits(label, on: r.canvas, "size \(size)") }
            }
            for frame in HostileText.frames {
                let r = try HeadlessRenderer(size: Size(width: 800, height: 600))
                let view = widget.install(text, frame: frame, in: r.host.rootView)
                r.run(frames: 2)
                #expect(r.framesRendered == 2)
                #expect(view.frame.origin.isFinite && view.bounds.width.isFinite && view.bounds.height.isFinite)
            }
        }
    }

    /// Each line a label draws is no wider than the label (cut with "…" when the text is longer).
    private func expectFits(_ label: Label, on canvas: Canvas, _ name: String) {
        let fit = label.fit(on: canvas)
        for line in fit.lines {
            #expect(
                canvas.measureText(line, font: fit.font).width <= label.bounds.width + 0.5,
                "\(name): \(line.prefix(40))")
        }
    }
}
