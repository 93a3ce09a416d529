/// A colour-vision deficiency to simulate, so a designer sees a scene as a player with it does.
///
/// The three dichromacies use the matrices of Machado, Oliveira & Fernandes, "A Physiologically-based
/// Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009), at severity 1.0,
/// applied to linear RGB: sRGB → linear, multiply, → sRGB. Each row sums to 1, so white stays
/// white and every grey stays the same grey. Tritanopia uses the paper's own tritanopia matrix at
/// severity 1.0; the authors note their model is less accurate for tritan deficiencies (it was
/// built for, and checked against, the red-green ones), so treat that picture as an
/// approximation. Achromatopsia (no colour at all) is the relative luminance with the Rec. 709
/// weights, as grey.
///
/// ```swift
/// ColourVision.protanopia.simulate(.red)          // a dark olive, about (109, 95, 0) of 255
/// ColourVision.deuteranopia.simulate(.white)      // white
/// ColourVision(name: "tritanopia")                // .tritanopia
/// ```
public enum ColourVision: String, Sendable, CaseIterable, CustomStringConvertible {
    /// No long-wavelength (red) cones.
    case protanopia
    /// No medium-wavelength (green) cones.
    case deuteranopia
    /// No short-wavelength (blue) cones.
    case tritanopia
    /// No colour vision: every colour as its luminance.
    case achromatopsia

    /// The name as the command line spells it ("protanopia" …), or nil.
    public init?(name: String) { self.init(rawValue: name.lowercased()) }

    /// Every name, in the order the command line lists them.
    public static var names: [String] { allCases.map(\.rawValue) }

    public var description: String { rawValue }

    /// The 3×3 matrix applied to linear (R, G, B), row by row.
    public var matrix: [[Double]] {
        switch self {
        case .protanopia:
            [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        case .deuteranopia:
            [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .tritanopia:
            [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
        case .achromatopsia:
            [[0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722]]
        }
    }

    /// `color` as the deficiency shows it (alpha kept).
    public func simulate(_ color: Color) -> Color {
        let m = matrix
        let l = [
            Color.linear(fromSRGB: color.red), Color.linear(fromSRGB: color.green), Color.linear(fromSRGB: color.blue),
        ]
        func row(_ i: Int) -> Double { Color.sRGB(fromLinear: m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2]) }
        return Color(red: row(0), green: row(1), blue: row(2), alpha: color.alpha)
    }
}
