import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Testing

/// One line of text in one script, as a test argument (its description is its golden's name).
struct ScriptSample: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var alignment: TextAlignment = .left
    var testDescription: String { name }

    /// The `languages` scene's lines (Harness/Kit/Scenes/LanguagesScene.swift): a sentence per
    /// script, the two mixed-direction lines and the emoji line. Right-to-left lines are aligned
    /// right; the Latin line has a precomposed ligature (U+FB01), letters the font may join
    /// ("office") and combining marks.
    static let all: [ScriptSample] = [
        ScriptSample(name: "japanese", text: "東京は日本の首都です"),
        ScriptSample(name: "chinese", text: "北京是中国的首都"),
        ScriptSample(name: "korean", text: "서울은 한국의 수도입니다"),
        ScriptSample(name: "arabic", text: "القاهرة عاصمة مصر", alignment: .right),
        ScriptSample(name: "hebrew", text: "תל אביב ליד הים", alignment: .right),
        ScriptSample(name: "hindi", text: "मुंबई महाराष्ट्र की राजधानी है"),
        ScriptSample(name: "thai", text: "กรุงเทพฯ เมืองหลวงของไทย"),
        ScriptSample(name: "russian", text: "Москва — столица России"),
        ScriptSample(name: "greek", text: "Η Αθήνα είναι πρωτεύουσα"),
        ScriptSample(name: "latin", text: "office \u{FB01}ne cafe\u{301} nai\u{308}ve A\u{30A}"),
        ScriptSample(name: "mixed-hebrew", text: "Level 3 — שלב 3"),
        ScriptSample(name: "mixed-arabic", text: "Score: 120 نقطة"),
        ScriptSample(name: "emoji", text: "Prize 🎉🏆"),
    ]
}

/// A `Label` at 40 px per script, drawn by the SDL backend against `label-script-<name>.png`:
/// shaping (joined Arabic, Devanagari conjuncts, Thai marks, ligatures), bidi order, fallback to
/// the system's fonts and colour emoji. Record them once the shaped text path is in (today most
/// scripts draw as boxes):
/// `FLYWHEEL_RECORD_GOLDENS=1 swift test --filter ScriptLabelGoldenTests`.
@Suite(.serialized) struct ScriptLabelGoldenTests {
    static let size = Size(width: 800, height: 80)
    static let frame = Rect(x: 10, y: 8, width: 780, height: 64)

    /// The label alone in its window, after two frames.
    static func render(_ sample: ScriptSample) throws -> Image {
        let label = Label(text: sample.text, font: .system(size: 40))
        label.alignment = sample.alignment
        return try WidgetGolden.render(label, frame: frame, size: size)
    }

    @Test(arguments: ScriptSample.all)
    func label(_ sample: ScriptSample) throws {
        try withSDL {
            let image = try Self.render(sample)
            try GoldenImage.check(image, named: "label-script-\(sample.name)")
        }
    }

    /// Every sample draws ink inside the label and none outside its frame (what holds before
    /// and after the goldens are recorded).
    @Test(arguments: ScriptSample.all)
    func inkStaysInTheLabel(_ sample: ScriptSample) throws {
        try withSDL {
            let image = try Self.render(sample)
            let background = WidgetGolden.background
            let ground = (
                r: Int((background.red * 255).rounded()), g: Int((background.green * 255).rounded()),
                b: Int((background.blue * 255).rounded())
            )
            var inside = 0, outside = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixel(x: x, y: y)
                    let ink = abs(Int(p.r) - ground.r) + abs(Int(p.g) - ground.g) + abs(Int(p.b) - ground.b) > 24
                    guard ink else { continue }
                    if Self.frame.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                        inside += 1
                    } else {
                        outside += 1
                    }
                }
            }
            #expect(inside > 100, "\(sample.name): \(inside) ink pixels")
            #expect(outside == 0, "\(sample.name): \(outside) ink pixels outside the label")
        }
    }
}
