import FlywheelCore

/// The smallest touch target `a11y-check` accepts (`--target-size`).
///
/// ```swift
/// TargetSizeStandard.apple.minimumSide      // 44
/// TargetSizeStandard(name: "android")       // .android, 48
/// ```
public enum TargetSizeStandard: String, Sendable, CaseIterable {
    /// Apple's Human Interface Guidelines: 44×44 pt.
    case apple
    /// Android's (Material) accessibility guidance: 48×48 dp (a Flywheel point is taken as a dp).
    case android

    public init?(name: String) { self.init(rawValue: name.lowercased()) }

    /// The standards' names, as `--target-size` takes them: `apple`, `android`.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// The shortest side a target may have, in points.
    public var minimumSide: Double {
        switch self {
        case .apple: 44
        case .android: 48
        }
    }

    /// Whether a target of `size` points is too small. Sides are compared after rounding to a
    /// hundredth of a point (layout arithmetic is not a defect).
    public func isTooSmall(_ size: Size) -> Bool {
        func r(_ v: Double) -> Double { (v * 100).rounded() / 100 }
        return r(size.width) < minimumSide || r(size.height) < minimumSide
    }
}
