import FlywheelCore
import FlywheelUI

/// One rule a control promises to keep whatever input it gets: "value within 0…10", "at rest,
/// the pointer is on the shown detent". `check` returns nil while the rule holds, else what was
/// seen instead ("value is -11"); `holds:` is the short form without the detail.
///
/// ```swift
/// ControlInvariant("count within 0…10") { (0...10).contains(count) ? nil : "count is \(count)" }
/// ControlInvariant("never both halves pressed") { !(minusPressed && plusPressed) }
/// ```
public struct ControlInvariant {
    /// The rule, in words: the broken contract's message quotes it.
    public let rule: String
    /// Nil while the rule holds, else what was seen.
    public let check: () -> String?

    public init(_ rule: String, check: @escaping () -> String?) {
        self.rule = rule
        self.check = check
    }

    public init(_ rule: String, holds: @escaping () -> Bool) {
        self.init(rule) { holds() ? nil : "" }
    }
}

/// A control that declares its own invariants: `harness fuzz` checks every one after every
/// step of every sequence (and at its end), and a headless script's run after every step and at
/// its end — a broken one is a failure naming the control and the rule. The rules must hold at
/// any moment between steps: mid-drag, mid-animation, disabled, hidden.
///
/// A `NumericScriptSettable` control gets "value within minimum…maximum" without declaring
/// anything; declare the rules only your control knows.
///
/// ```swift
/// extension Stepper: InvariantDeclaring {
///     public var invariants: [ControlInvariant] {
///         [ControlInvariant("at most one half pressed") { !(minusHeld && plusHeld) }]
///     }
/// }
/// // fuzz: Stepper "Count": broken rule "at most one half pressed"
/// ```
public protocol InvariantDeclaring: Control {
    /// The control's rules (read at every check: they may capture `self`).
    var invariants: [ControlInvariant] { get }
}

/// Checks the rules of every control in a view tree: each `InvariantDeclaring` control's own,
/// and "value within minimum…maximum" for each `NumericScriptSettable` one whose range is finite.
public enum ControlInvariants {
    /// The rule a `NumericScriptSettable` control keeps for free, in words.
    public static func rangeRule(minimum: Double, maximum: Double) -> String {
        "value within minimum…maximum (\(JSONValue.format(minimum))…\(JSONValue.format(maximum)))"
    }

    /// Every rule `control` declares or gets for free.
    public static func rules(of control: Control) -> [ControlInvariant] {
        var rules: [ControlInvariant] = []
        if let numeric = control as? any NumericScriptSettable, numeric.minimum.isFinite, numeric.maximum.isFinite,
            numeric.minimum <= numeric.maximum
        {
            let (low, high) = (numeric.minimum, numeric.maximum)
            rules.append(
                ControlInvariant(rangeRule(minimum: low, maximum: high)) { [weak numeric] in
                    guard let numeric else { return nil }
                    let v = numeric.value
                    return v.isFinite && v >= low && v <= high ? nil : "value is \(JSONValue.format(v))"
                })
        }
        if let declaring = control as? any InvariantDeclaring { rules += declaring.invariants }
        return rules
    }

    /// How a broken rule's message names `control`: its type and its label
    /// (`Knob "Volume"`), or its type alone.
    public static func name(of control: Control) -> String {
        let type = String(describing: Swift.type(of: control))
        guard let label = control.accessibilityLabel, !label.isEmpty else { return type }
        return "\(type) \"\(OutsideText.quoted(label))\""
    }

    /// One line per broken rule in `control`:
    /// `Stepper "Count": broken rule "value within minimum…maximum (0…10)": value is -11`.
    public static func violations(of control: Control) -> [String] {
        rules(of: control).compactMap { invariant in
            guard let seen = invariant.check() else { return nil }
            let line = "\(name(of: control)): broken rule \"\(invariant.rule)\""
            return seen.isEmpty ? line : "\(line): \(seen)"
        }
    }

    /// Every broken rule of every control in the tree under `root`, in drawing order.
    public static func violations(in root: View) -> [String] {
        var found: [String] = []
        root.forEachInTree { view in
            if let control = view as? Control { found += violations(of: control) }
        }
        return found
    }
}
