import FlywheelCore

/// Something a player who cannot see well, or who plays without a pointer or a screen, would
/// miss in a scene: found by `A11yCheck` (`harness a11y-check`), named by the view path
/// `l10n-check` uses.
///
/// ```swift
/// for p in run.problems { print(p) }
/// // lowContrast: Basic › Caption "Fling me" 2.1:1 (needs 4.5:1)
/// // smallTarget: Basic › Close 22×18 pt (needs 44×44)
/// ```
public struct A11yProblem: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong. Each kind is one rule; its raw value is its name in the reports and in an
    /// exceptions file. A kind added later needs only its case,
    /// its rule and a line of its own in `description`: the reports, the outlines and the
    /// exceptions go by the name.
    public enum Kind: String, Sendable, CaseIterable, Comparable {
        /// An element a screen reader reaches has no label to read.
        case unnamed
        /// A touch target smaller than the platform's minimum (44×44 pt on Apple, 48×48 dp on Android).
        case smallTarget
        /// Text under 4.5:1 against what is behind it (3:1 for large text), measured in the
        /// rendered pixels (WCAG 2.2, 1.4.3).
        case lowContrast
        /// A control's boundary or state indicator under 3:1 against what is next to it
        /// (WCAG 2.2, 1.4.11).
        case nonTextContrast
        /// An interactive element keyboard or gamepad focus never reaches.
        case unreachable
        /// An adjustable element (a slider, a spinner, a rating) with no value to read.
        case noValue
        /// A control that takes focus (Tab through the scene) where a person cannot see it:
        /// outside the window or its scroll area, cut at a side, or under a view drawn over it.
        case focusNotVisible
        /// Text under a view drawn over its glyphs: the pixels the view drew, not its box, so a
        /// round button's corner beside a label is not one (`A11yAudit+OverText.swift`).
        case overText
        /// Content (a control, an element, a line of text) that no scroll brings into view: past
        /// the window's edge with no scroll area around it, or past the end of its scroll area's
        /// range (`A11yAudit+Reach.swift`).
        case outOfReach
        /// A line of text the window's edge cuts, that no scroll shows whole (`A11yAudit+Reach.swift`).
        case cutByWindow
        /// An open spinner's ring icons smaller than `Spinner.minimumRingIconSide` (or none
        /// drawn) at this window size (`A11yAudit+RingIcons.swift`).
        case smallRingIcon
        /// A line of the F1 help that does not show whole at this window size however far the
        /// help scrolls (`A11yAudit+Help.swift`).
        case helpCut
        /// A control the D-pad focuses (from the first pad focus) that no element of a
        /// screen reader's tree stands for: no role, or inside a view hidden from readers.
        case hiddenFromReader
        /// Tab or a screen reader steps against the layout direction inside a row (right to
        /// left in a left-to-right row, left to right in a mirrored one).
        case orderAgainstDirection
        /// A number drawn in another digit system than the player locale's (key names such as
        /// F1 aside).
        case otherDigits

        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }

        /// The colour of this kind's outlines in the pictures.
        public var outlineColor: Color {
            switch self {
            case .unnamed: Color(red: 0.85, green: 0, blue: 0.85)
            case .smallTarget: Color(red: 1, green: 0.5, blue: 0)
            case .lowContrast: Color(red: 1, green: 0, blue: 0)
            case .nonTextContrast: Color(red: 0.9, green: 0.75, blue: 0)
            case .unreachable: Color(red: 0, green: 0.45, blue: 1)
            case .noValue: Color(red: 0, green: 0.7, blue: 0.3)
            case .focusNotVisible: Color(red: 0.55, green: 0.25, blue: 0.85)
            case .overText: Color(red: 0, green: 0.8, blue: 0.8)
            case .outOfReach: Color(red: 0.45, green: 0.3, blue: 0.1)
            case .cutByWindow: Color(red: 1, green: 0.4, blue: 0.6)
            case .smallRingIcon: Color(red: 0.5, green: 0.8, blue: 0)
            case .helpCut: Color(red: 0.2, green: 0.2, blue: 0.6)
            case .hiddenFromReader: Color(red: 0.4, green: 0, blue: 0.4)
            case .orderAgainstDirection: Color(red: 0.5, green: 0.5, blue: 0.5)
            case .otherDigits: Color(red: 0.2, green: 0.6, blue: 1)
            }
        }
    }

    public var kind: Kind
    /// The element's view path: the accessibility labels from the scene down (a view without
    /// one left out, except the element itself, named by its type), then its part — as in
    /// `TextProblem.viewPath`.
    public var path: String
    /// The element's role as the model names it ("button", "staticText" …).
    public var role: String
    /// Where it is, in window points (the picture's outline).
    public var box: Rect
    /// The text (lowContrast), or the element's label when it has one.
    public var text: String?
    /// The contrast measured (lowContrast, nonTextContrast) and the least allowed.
    public var ratio: Double?
    public var requiredRatio: Double?
    /// The colours measured (lowContrast: the text's and what is behind it; nonTextContrast: the
    /// control's indicator and what is next to it).
    public var foreground: Color?
    public var background: Color?
    /// The smallest side allowed, in points (smallTarget).
    public var minimumSide: Double?
    /// What was measured, in words ("selected state against unselected", "no value").
    public var detail: String

    public init(
        kind: Kind, path: String, role: String, box: Rect, text: String? = nil, ratio: Double? = nil,
        requiredRatio: Double? = nil, foreground: Color? = nil, background: Color? = nil, minimumSide: Double? = nil,
        detail: String = ""
    ) {
        self.kind = kind
        self.path = path
        self.role = role
        self.box = box
        self.text = text
        self.ratio = ratio
        self.requiredRatio = requiredRatio
        self.foreground = foreground
        self.background = background
        self.minimumSide = minimumSide
        self.detail = detail
    }

    public var description: String {
        var line = "\(kind.rawValue): \(path)"
        if let text, !text.isEmpty, kind == .lowContrast { line += " \"\(text)\"" }
        switch kind {
        case .lowContrast, .nonTextContrast:
            if let ratio, let requiredRatio {
                line += " \(Self.ratioText(ratio)) (needs \(Self.ratioText(requiredRatio)))"
            }
        case .smallTarget:
            let side = minimumSide.map { NumberText.rounded($0, decimals: 0) } ?? "?"
            line +=
                " \(NumberText.rounded(box.width, decimals: 0))×\(NumberText.rounded(box.height, decimals: 0)) pt (needs \(side)×\(side))"
        case .unnamed, .unreachable, .noValue, .focusNotVisible, .outOfReach, .smallRingIcon, .hiddenFromReader,
            .orderAgainstDirection:
            line += " (\(role))"
        case .overText, .cutByWindow, .helpCut:
            if let text, !text.isEmpty { line += " \"\(text)\"" }
        case .otherDigits:
            line += " \"\(text ?? "")\""
        }
        if !detail.isEmpty, ![.unnamed, .smallTarget, .lowContrast, .noValue].contains(kind) {
            line += ", \(detail)"
        }
        return line
    }

    /// "2.1:1".
    static func ratioText(_ r: Double) -> String { "\(NumberText.rounded(r, decimals: 2)):1" }
}
