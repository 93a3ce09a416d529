import FlywheelCore
import FlywheelUI
import Foundation

/// `otherDigits`: one digit system per screen. Under a player locale (`--locales ar-EG`, the
/// host's `locale`) every number drawn is in that locale's digits — Arabic-Indic (٠–٩) under
/// ar-EG, Persian (۰–۹) under fa, ASCII under de — as `LocalNumbers` writes them. A line of the
/// frame (`TextCheck.lines`) with a decimal digit of another system is reported by its view
/// path; key names ("F1", "F12") keep their ASCII digits, as the keys are labelled. Without a
/// player locale the scenes write plain ASCII numbers and nothing is checked.
extension A11yAudit {
    /// "F1" … "F12": a key's name, not a number.
    static let keyNamePattern = #"\bF[0-9]{1,2}\b"#

    /// The zeros (as Unicode scalar values) of the digit systems in `text` other than the one
    /// whose zero is `zero`, key names aside, in the order they first appear.
    static func otherDigitZeros(in text: String, zero: UInt32) -> [UInt32] {
        let withoutKeys = text.replacingOccurrences(of: keyNamePattern, with: "", options: .regularExpression)
        var zeros: [UInt32] = []
        for u in withoutKeys.unicodeScalars where u.properties.numericType == .decimal {
            guard let value = u.properties.numericValue else { continue }
            let z = u.value - UInt32(value)
            if z != zero, !zeros.contains(z) { zeros.append(z) }
        }
        return zeros
    }

    /// The zero of the digit system `numbers` writes (U+0030 for ASCII, U+0660 Arabic-Indic).
    static func zero(of numbers: LocalNumbers) -> UInt32 {
        numbers.whole(0).unicodeScalars.first { $0.properties.numericType == .decimal }?.value ?? 0x30
    }

    func digitProblems() -> [A11yProblem] { Self.digitProblems(in: render) }

    /// `digitProblems()` of a render alone: what `l10n-check` reports too (no pixels needed).
    static func digitProblems(in render: SceneCheckLoop.Render) -> [A11yProblem] {
        let host = render.renderer.host
        guard host.locale != nil else { return [] }
        let localeZero = zero(of: host.numbers)
        let name = { (z: UInt32) in
            Unicode.Scalar(z).map { "\(Character($0))–\(Character(Unicode.Scalar(z + 9)!))" } ?? "?"
        }
        return render.textCheck.lines.compactMap { line in
            let others = otherDigitZeros(in: line.text, zero: localeZero)
            guard !others.isEmpty else { return nil }
            return A11yProblem(
                kind: .otherDigits, path: line.viewPath, role: line.view?.accessibilityRole.rawValue ?? "none",
                box: line.windowBox, text: line.text,
                detail: "digits \(others.map(name).joined(separator: ", ")) where the locale writes \(name(localeZero))"
            )
        }
    }
}
