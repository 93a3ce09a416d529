import FlywheelCore
import FlywheelUI

/// The two locale checks `l10n-check` shares with `a11y-check`, read from a render's last frame:
/// a number in another digit system than the player locale's (`otherDigits`) and a Tab or
/// reading step against the layout direction inside a row (`orderAgainstDirection`). The rules
/// are `A11yAudit`'s (`A11yAudit+Digits.swift`, `A11yAudit+Direction.swift`); here each finding
/// becomes a text problem, with its box in window points for the picture's outline.
///
/// ```swift
/// let render = try SceneCheckLoop().render(scene: "basic", size: size, context: context)
/// for found in L10nLocaleProblems.found(in: render) { print(found.problem) }
/// // otherDigits: "Stars: 3" in Rating › Status (digits 0–9 where the locale writes ٠–٩)
/// ```
enum L10nLocaleProblems {
    static func found(in render: SceneCheckLoop.Render) -> [(problem: TextProblem, box: Rect)] {
        let found = A11yAudit.digitProblems(in: render) + A11yAudit.directionProblems(in: render)
        var seen = Set<String>()
        return found.compactMap { p in
            guard seen.insert("\(p.kind.rawValue) \(p.path)").inserted else { return nil }
            let kind: TextProblem.Kind = p.kind == .otherDigits ? .otherDigits : .orderAgainstDirection
            let text = p.text ?? ""
            return (TextProblem(kind: kind, viewPath: p.path, text: text, shown: text, detail: p.detail), p.box)
        }
    }
}
