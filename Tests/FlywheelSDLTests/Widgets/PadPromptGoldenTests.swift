import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

/// The button prompt row for each pad family, drawn by the SDL backend against a golden PNG:
/// Xbox's coloured letters, PlayStation's symbols as shapes, Nintendo's letters by label.
@Suite(.serialized) struct PadPromptGoldenTests {
    @Test func eachFamilysLabels() throws {
        try withSDL {
            let container = View()
            container.backgroundColor = Color(white: 0.1)
            let families: [PadLabels] = [.xbox, PadLabels(family: .playStation), PadLabels(family: .nintendo)]
            for (i, labels) in families.enumerated() {
                let prompt = PadPromptView(
                    prompts: [PadPrompt(.a, "Take"), PadPrompt(.b, "Cancel"), PadPrompt(.rightTrigger, "Last")],
                    frame: Rect(x: 8, y: 6 + Double(i) * 34, width: 300, height: 30))
                prompt.labels = labels
                container.addSubview(prompt)
            }
            let image = try WidgetGolden.render(
                container, frame: Rect(x: 0, y: 0, width: 320, height: 112), size: Size(width: 320, height: 112))
            try GoldenImage.check(image, named: "pad-prompts")
        }
    }
}
