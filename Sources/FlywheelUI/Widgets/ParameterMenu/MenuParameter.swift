import FlywheelCore

/// One row of a `ParameterMenu`: a label, a value normalised to 0...1, how the value is shown,
/// and optionally a list of discrete string values.
///
/// A parameter with `stringValues` is *discrete*: the row shows no progress bar but the
/// neighbouring values in two "wings" left and right of the row, and a sideways drag moves the
/// value the way the finger goes along the strip (finger right, value down). Its `labelFunction`
/// must turn the value into the string itself; the menu does not.
///
/// The struct never clamps: `normalisedValue` is whatever was stored. The menu clamps edits to
/// 0...1 and refuses values that are not finite.
///
/// ```swift
/// var level = MenuParameter(label: "Level", normalisedValue: 0.5) { NumberText.fixed($0 * 100, decimals: 0) + " %" }
/// level.text                                          // "50 %"
/// let sizes = ["S", "M", "L"]
/// var size = MenuParameter(label: "Size", normalisedValue: 0, labelFunction: { sizes[Int($0 * 2)] },
///                          stringValues: sizes)
/// size.selectedIndex = 2                              // normalisedValue 1.0, text "L"
/// ```
public struct MenuParameter: Sendable {
    /// The row's title.
    public var label: String
    /// The value, 0...1 by convention (not clamped here).
    public var normalisedValue: Double
    /// Turns the value into the text shown on the row (default: two decimals, "0.75").
    public var labelFunction: @Sendable (Double) -> String
    /// Turns the value into the text shown in a locale (`ViewHost.locale`), written with the
    /// `LocalNumbers` given: the default shows two decimals, "0,75" in German. Nil: the row
    /// shows `labelFunction`'s text in every locale (a name, a hex code).
    public var localLabelFunction: (@Sendable (Double, LocalNumbers) -> String)?
    /// The discrete values, or nil for a continuous parameter. An empty list counts as nil.
    public var stringValues: [String]?

    /// The default value text: two decimals, as `%.2f` writes them (0.75 → "0.75", 0.5 → "0.50",
    /// 0.125 → "0.12").
    public static let defaultLabelFunction: @Sendable (Double) -> String = { NumberText.fixed($0, decimals: 2) }

    /// The default value text in a locale: two decimals, "0,75" in German, "٠٫٧٥" in Egyptian
    /// Arabic.
    public static let defaultLocalLabelFunction: @Sendable (Double, LocalNumbers) -> String = {
        $1.fixed($0, decimals: 2)
    }

    /// A parameter; with no `labelFunction` its value shows as two decimals ("0.75"), in the
    /// host's locale when it has one ("0,75"). A `labelFunction` of yours is shown as it is in
    /// every locale unless you also give `localLabelFunction`:
    ///
    /// ```swift
    /// let level = MenuParameter(
    ///     label: "Level", normalisedValue: 0.5, labelFunction: { NumberText.rounded($0 * 100, decimals: 0) + "%" },
    ///     localLabelFunction: { $1.percent($0) })   // "50 %" in German
    /// ```
    public init(
        label: String, normalisedValue: Double,
        labelFunction: (@Sendable (Double) -> String)? = nil,
        localLabelFunction: (@Sendable (Double, LocalNumbers) -> String)? = nil,
        stringValues: [String]? = nil
    ) {
        self.label = label
        self.normalisedValue = normalisedValue
        self.labelFunction = labelFunction ?? MenuParameter.defaultLabelFunction
        self.localLabelFunction =
            localLabelFunction ?? (labelFunction == nil ? MenuParameter.defaultLocalLabelFunction : nil)
        self.stringValues = stringValues
    }

    /// Whether the parameter has discrete string values.
    public var isDiscrete: Bool { !(stringValues?.isEmpty ?? true) }

    /// The text shown for the current value, without a locale.
    public var text: String { labelFunction(normalisedValue) }

    /// The text shown for the current value to a player whose numbers `numbers` writes:
    /// `localLabelFunction`'s when there is one and `numbers` has a locale, else `text`.
    public func text(numbers: LocalNumbers) -> String {
        guard numbers.locale != nil, let local = localLabelFunction else { return text }
        return local(normalisedValue, numbers)
    }

    /// The index of the current string value: `Int(normalisedValue · (count − 1))`, truncated
    /// (not rounded, within 1e-9 so stored indices read back), so 0.5 over seven values is 3. Nil for a continuous
    /// parameter. With one value the index is always 0 (no division by zero); a value outside
    /// 0...1 or not finite reads as the nearest valid index.
    ///
    /// Setting it stores `index / (count − 1)` (the index clamped into the list; one value
    /// stores 0). Ignored for a continuous parameter or a nil index.
    public var selectedIndex: Int? {
        get {
            guard let count = stringValues?.count, count > 0 else { return nil }
            guard count > 1 else { return 0 }
            // The tolerance lets every stored `index / (count − 1)` read back as itself.
            let scaled = normalisedValue * Double(count - 1) + 1e-9
            guard scaled.isFinite else { return normalisedValue > 0 ? count - 1 : 0 }
            return min(max(Int(max(-1, min(scaled, Double(count)))), 0), count - 1)
        }
        set {
            guard let newValue, let count = stringValues?.count, count > 0 else { return }
            guard count > 1 else { normalisedValue = 0; return }
            normalisedValue = Double(min(max(newValue, 0), count - 1)) / Double(count - 1)
        }
    }
}

/// Told about every sideways change a user makes in a `ParameterMenu`.
///
/// ```swift
/// final class Editor: ParameterMenuDelegate {
///     func parameterMenu(_ menu: ParameterMenu, didChangeParameterAt index: Int, parameters: [MenuParameter]) {
///         var updated = parameters
///         updated[index + 1].normalisedValue = 1 - parameters[index].normalisedValue   // a linked value
///         menu.parameters = updated                                                   // shown at once
///     }
/// }
/// ```
public protocol ParameterMenuDelegate: AnyObject {
    /// Called once per sideways move event (even when clamping left the value where it was),
    /// with the selected index and a copy of every parameter as the menu now shows them. Never
    /// called on open, close, vertical moves or when `parameters` is set from code.
    func parameterMenu(_ menu: ParameterMenu, didChangeParameterAt index: Int, parameters: [MenuParameter])
}
