import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// The text check on the recording canvas (0.6 em per character): shortened and clipped text is
/// found with the path of the view that drew it, once per distinct problem.
@Suite struct TextCheckTests {
    /// A panel named "Panel" holding a 60-pt label, a 40-pt button and a three-segment control.
    private func scene() -> (TestHost, label: Label, button: Button, segments: SegmentedControl) {
        let t = TestHost()
        let panel = View(frame: Rect(x: 10, y: 10, width: 380, height: 200))
        panel.accessibilityLabel = "Panel"
        let label = Label(
            text: "Associated Text", font: .system(size: 10), frame: Rect(x: 0, y: 0, width: 60, height: 20))
        label.accessibilityLabel = "Title"
        let button = Button(title: "Press me please", frame: Rect(x: 0, y: 40, width: 40, height: 24))
        // Too narrow for its titles: the compact form, its selected title still too long.
        let segments = SegmentedControl(titles: ["One", "A very long second title", "Three"], selectedIndex: 1)
        segments.frame = Rect(x: 0, y: 80, width: 150, height: 28)
        segments.accessibilityLabel = "Count"
        for v in [label, button, segments] { panel.addSubview(v) }
        t.host.rootView.addSubview(panel)
        return (t, label, button, segments)
    }

    @Test func shortenedAndClippedTextIsFoundByPath() throws {
        let (t, label, _, _) = scene()
        let canvas = RecordingCanvas()
        let check = TextCheck()
        canvas.textCheck = check
        t.host.render(in: canvas)
        let truncated = try #require(check.problems.first { $0.kind == .truncated && $0.text == "Associated Text" })
        #expect(truncated.viewPath == "Panel › Title")
        #expect(truncated.shown.hasSuffix("…") && truncated.shown.count < label.text.count)
        #expect(abs(truncated.overflow - (15 * 6 - 60)) < 0.01)  // 15 characters × 6 pt, in 60 pt
        let clipped = try #require(check.problems.first { $0.kind == .clipped })
        // A button is named by its title.
        #expect(clipped.viewPath == "Panel › Press me please" && clipped.text == "Press me please")
        #expect(abs(clipped.overflow - (15 * 0.6 * 15 - 40)) < 0.01)  // 15 pt system font
        let segment = try #require(check.problems.first { $0.text == "A very long second title" })
        #expect(segment.kind == .truncated && segment.viewPath == "Panel › Count › segment 2")
        #expect(check.problems.count == 3)
        #expect(check.windowBoxes.count == 3 && check.windowBoxes[0].minX >= 10)
    }

    @Test func aProblemDrawnAgainIsKeptOnceAndForgottenWhenAsked() {
        let (t, label, _, _) = scene()
        let canvas = RecordingCanvas()
        let check = TextCheck()
        var heard: [TextProblem] = []
        check.onProblem = { heard.append($0) }
        canvas.textCheck = check
        t.host.render(in: canvas)
        t.host.render(in: canvas)
        #expect(check.problems.count == 3 && heard.count == 3)
        // Another too-long text in the same label is the same problem (a log is one problem).
        label.text = "Another Long Text"
        t.host.render(in: canvas)
        #expect(check.problems.count == 3 && heard.count == 3)
        #expect(check.problems[0].text == "Associated Text" && check.problems[0].overflow == 17 * 6 - 60)
        label.text = "Short"
        check.removeAllProblems()
        t.host.render(in: canvas)
        #expect(check.problems.count == 2)
        #expect(!check.problems.contains { $0.viewPath == "Panel › Title" })
    }

    @Test func textThatFitsIsNoProblemAndNoCheckMeansNothingIsHeard() {
        let t = TestHost()
        let label = Label(text: "Fits", font: .system(size: 10), frame: Rect(x: 0, y: 0, width: 100, height: 20))
        t.host.rootView.addSubview(label)
        let canvas = RecordingCanvas()
        let check = TextCheck()
        canvas.textCheck = check
        t.host.render(in: canvas)
        #expect(check.problems.isEmpty)
        #expect(canvas.commands.contains { $0.kind == .text })
    }

    @Test func aViewWithoutANameIsNamedByItsTypeAndTheRootIsLeftOut() {
        let t = TestHost()
        let label = Label(text: "A much longer text than fits", font: .system(size: 10))
        label.frame = Rect(x: 0, y: 0, width: 30, height: 20)
        t.host.rootView.addSubview(label)
        #expect(TextCheck.path(of: label, at: .zero) == "Label")
    }

    @Test func problemsDescribeThemselves() {
        let p = TextProblem(kind: .clipped, viewPath: "A › B", text: "Hello", shown: "Hello", overflow: 12.345)
        #expect(p.description == "clipped: \"Hello\" in A › B (12.3 pt over)")
        let m = TextProblem(kind: .missingGlyphs, viewPath: "A", text: "x", shown: "x", missingGlyphs: 2)
        #expect(m.description == "missingGlyphs: \"x\" in A (2 missing)")
    }
}
