import FlywheelCore
import FlywheelUI
import Foundation

/// The colour demo's nine parameters and how they are linked, as pure functions on the
/// parameter list (the `parameter-menu` scene applies them in its delegate).
///
/// Indices: 0–2 Red, Green, Blue · 3–6 Cyan, Magenta, Yellow, Black · 7 Monochrome Intensity ·
/// 8 Color Preset (Custom, Red, Green, Blue, Cyan, Magenta, Yellow).
///
/// Linkage after a change of parameter `index`:
/// - RGB (0–2): CMYK follow (`K = 1 − max(R, G, B)`, `C = (1 − R − K) / (1 − K)`, 0 when K = 1,
///   likewise M, Y); the preset is then re-derived from the colour (exact matches only, else
///   Custom).
/// - CMYK (3–6): RGB follow (`R = (1 − C)(1 − K)`, 0 when K = 1, likewise G, B); preset re-derived.
/// - Preset (8): RGB become the preset's colour (Custom keeps them), then CMYK follow — but the
///   preset is *not* re-derived (doing so made the preset slider snap back: a regression the
///   original once had and fixed).
/// - Intensity (7): nothing else changes.
///
/// ```swift
/// var p = ColorMenuModel.startParameters
/// p[0].normalisedValue = 1                     // red up
/// p = ColorMenuModel.linked(after: 0, p)       // K 0, M 0, … preset "Magenta"
/// ```
enum ColorMenuModel {
    static let presetNames = ["Custom", "Red", "Green", "Blue", "Cyan", "Magenta", "Yellow"]
    static let presetColors: [(Double, Double, Double)] = [
        (1, 0, 0), (0, 1, 0), (0, 0, 1), (0, 1, 1), (1, 0, 1), (1, 1, 0),
    ]

    /// Two hex digits of `v · 255` (0.5 → "7F").
    static let rgbLabel: @Sendable (Double) -> String = {
        NumberText.padded(Int(min(max($0, 0), 1) * 255), width: 2, radix: 16)
    }
    /// The nearest whole percentage (0.333 → "33%"; 0.6399999999999999, what floating point
    /// leaves of 0.64, → "64%", not "63%").
    static let cmykLabel: @Sendable (Double) -> String = { "\(Int((min(max($0, 0), 1) * 100).rounded()))%" }
    /// The same percentage in the player's locale: "64 %" in German, "٦٤٪" in Egyptian Arabic.
    static let cmykLocalLabel: @Sendable (Double, LocalNumbers) -> String = {
        $1.percent((min(max($0, 0), 1) * 100).rounded() / 100)
    }
    /// The preset's name (0.5 → "Blue").
    static let presetLabel: @Sendable (Double) -> String = { presetNames[min(max(Int($0 * 6), 0), 6)] }

    /// The demo's parameters before linkage: R 0, G 0, B 1, CMYK 0, intensity 0.75, preset Custom.
    static let initialParameters: [MenuParameter] = [
        MenuParameter(label: "Red", normalisedValue: 0, labelFunction: rgbLabel),
        MenuParameter(label: "Green", normalisedValue: 0, labelFunction: rgbLabel),
        MenuParameter(label: "Blue", normalisedValue: 1, labelFunction: rgbLabel),
        MenuParameter(label: "Cyan", normalisedValue: 0, labelFunction: cmykLabel, localLabelFunction: cmykLocalLabel),
        MenuParameter(
            label: "Magenta", normalisedValue: 0, labelFunction: cmykLabel, localLabelFunction: cmykLocalLabel),
        MenuParameter(
            label: "Yellow", normalisedValue: 0, labelFunction: cmykLabel, localLabelFunction: cmykLocalLabel),
        MenuParameter(label: "Black", normalisedValue: 0, labelFunction: cmykLabel, localLabelFunction: cmykLocalLabel),
        MenuParameter(label: "Monochrome Intensity", normalisedValue: 0.75),
        MenuParameter(label: "Color Preset", normalisedValue: 0, labelFunction: presetLabel, stringValues: presetNames),
    ]

    /// The start state: the initial parameters linked as after a change of Red (so R 00, G 00,
    /// B FF, C 100%, M 100%, Y 0%, K 0%, 0.75, Blue).
    static var startParameters: [MenuParameter] { linked(after: 0, initialParameters) }

    /// `parameters` after the linkage for a change of `index` (−1: the RGB path that leaves the
    /// preset alone).
    static func linked(after index: Int, _ parameters: [MenuParameter]) -> [MenuParameter] {
        guard parameters.count == 9 else { return parameters }
        var p = parameters
        switch index {
        case -1, 0...2:
            let (r, g, b) = (p[0].normalisedValue, p[1].normalisedValue, p[2].normalisedValue)
            let k = 1 - max(r, g, b)
            let part = { (x: Double) in k != 1 ? (1 - x - k) / (1 - k) : 0 }
            p[3].normalisedValue = part(r)
            p[4].normalisedValue = part(g)
            p[5].normalisedValue = part(b)
            p[6].normalisedValue = k
            if index != -1 { p[8].selectedIndex = presetIndex(r, g, b) }
        case 3...6:
            let k = p[6].normalisedValue
            let channel = { (x: Double) in k != 1 ? (1 - x) * (1 - k) : 0 }
            p[0].normalisedValue = channel(p[3].normalisedValue)
            p[1].normalisedValue = channel(p[4].normalisedValue)
            p[2].normalisedValue = channel(p[5].normalisedValue)
            p[8].selectedIndex = presetIndex(p[0].normalisedValue, p[1].normalisedValue, p[2].normalisedValue)
        case 8:
            let preset = min(max(Int(p[8].normalisedValue * 6), 0), 6)
            if preset > 0 {
                let (r, g, b) = presetColors[preset - 1]
                p[0].normalisedValue = r
                p[1].normalisedValue = g
                p[2].normalisedValue = b
            }
            return linked(after: -1, p)
        default:
            break
        }
        return p
    }

    /// The preset whose colour is exactly (r, g, b), else 0 (Custom).
    static func presetIndex(_ r: Double, _ g: Double, _ b: Double) -> Int {
        (presetColors.firstIndex { $0 == (r, g, b) }).map { $0 + 1 } ?? 0
    }

    /// The RGB of the parameters as a colour (the frame round the picture, the filter's tint).
    static func color(of parameters: [MenuParameter]) -> (r: Double, g: Double, b: Double) {
        guard parameters.count == 9 else { return (0, 0, 0) }
        return (parameters[0].normalisedValue, parameters[1].normalisedValue, parameters[2].normalisedValue)
    }
}
