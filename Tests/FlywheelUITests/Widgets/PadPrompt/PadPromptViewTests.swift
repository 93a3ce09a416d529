import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// The prompt row names each action under the label of the player's own pad, and is read as
/// one line.
@Suite struct PadPromptViewTests {
    private func drawn(_ labels: PadLabels) -> (RecordingCanvas, PadPromptView) {
        let t = TestHost()
        let prompt = PadPromptView(
            prompts: [PadPrompt(.a, "Take"), PadPrompt(.b, "Cancel"), PadPrompt(.rightShoulder, "Page")],
            frame: Rect(x: 10, y: 10, width: 380, height: 36))
        prompt.labels = labels
        t.host.rootView.addSubview(prompt)
        let canvas = RecordingCanvas()
        t.host.render(in: canvas)
        return (canvas, prompt)
    }

    @Test func xboxPadShowsLettersInRoundBadgesAndTheActions() {
        let (canvas, prompt) = drawn(.xbox)
        #expect(canvas.texts == ["A", "Take", "B", "Cancel", "RB", "Page"])
        #expect(canvas.commands.filter { $0.kind == .ellipse }.count == 2)
        #expect(prompt.accessibilityLabel == "A: Take, B: Cancel, RB: Page")
        #expect(prompt.accessibilityRole == .staticText)
    }

    @Test func playStationPadDrawsItsSymbolsAsShapesAndReadsThem() {
        let (canvas, prompt) = drawn(PadLabels(family: .playStation))
        // ✕ is two lines and ○ a ring: no glyph needed from the font.
        #expect(canvas.texts == ["Take", "Cancel", "R1", "Page"])
        #expect(canvas.commands.filter { $0.kind == .line }.count == 2)
        #expect(canvas.commands.contains { $0.kind == .strokeEllipse })
        #expect(prompt.spokenText == "✕: Take, ○: Cancel, R1: Page")
    }

    @Test func nintendoLabelsFollowWhetherFacesArriveByLabelOrPosition() {
        // SDL's default: by label, so `.a` is the button printed A (on the right).
        #expect(drawn(PadLabels(family: .nintendo)).0.texts == ["A", "Take", "B", "Cancel", "R", "Page"])
        // By position: `.a` is the bottom button, printed B.
        let positional = PadLabels(family: .nintendo, facesByLabel: false)
        #expect(drawn(positional).0.texts == ["B", "Take", "A", "Cancel", "R", "Page"])
        #expect(positional.label(for: .leftTrigger) == "ZL" && positional.label(for: .start) == "+")
    }

    @Test func badgesAndActionsDoNotOverlapAndTheSizeHoldsThemAll() {
        let (_, prompt) = drawn(.xbox)
        let places = prompt.layoutPrompts(measure: EstimatingTextMeasurer())
        for (a, b) in zip(places, places.dropFirst()) {
            #expect(a.badge.maxX < a.text.minX && a.text.maxX < b.badge.minX)
        }
        #expect(prompt.intrinsicContentSize?.width == places.last?.text.maxX)
    }

    @Test func changingLabelsRedraws() {
        let t = TestHost()
        let prompt = PadPromptView(prompts: [PadPrompt(.a, "Take")], frame: Rect(x: 0, y: 0, width: 200, height: 30))
        t.host.rootView.addSubview(prompt)
        t.host.render(in: RecordingCanvas())
        #expect(!t.host.needsFrame)
        prompt.labels = PadLabels(family: .playStation)
        #expect(t.host.needsFrame)
    }
}
