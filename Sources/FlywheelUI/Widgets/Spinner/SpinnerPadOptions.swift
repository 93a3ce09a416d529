import FlywheelCore

/// How an open `Spinner` answers a game controller's sticks and buttons (`Spinner.padOptions`).
///
/// **Aim (the ring).** Pushing either stick past its dead zone aims at the wedge drawn in that
/// direction, measured where the items are drawn at that moment (through every rotation of the
/// containers). The ring holds still while a stick aims — a moving wheel stops where it is — and
/// a highlight marks the aimed wedge, so the wedge under the stick never runs away. Each wedge
/// the aim enters becomes the selection (a tick, the delegate's `hasSelectedTheValue` and
/// `.valueChanged`, as each item the wheel passes does: browsing). Returning the stick to the
/// centre takes the aimed item (`takesOnStickReturn`), as A does: the spinner closes on it and
/// says it was chosen (`.primaryActionTriggered` and the delegate's `hasChosenTheValue`).
///
/// **Scroll (the picker).** A stick pushed up or down scrolls the picker, faster the further it
/// is pushed (`stickRowsPerSecond` at the rim, growing with the square of the push), and lands
/// on a row when it is let go.
///
/// ```swift
/// spinner.padOptions.holdButton = .leftShoulder      // GTA: hold to open, release to take
/// spinner.padOptions.takesOnStickReturn = false      // aim with the stick, take with A only
/// ```
public struct SpinnerPadOptions: Sendable, Equatable {
    /// Letting the aiming stick return to the centre takes the aimed item (default on). Off, the
    /// ring turns the aimed item to the top when the stick returns, and A (or Enter) takes it.
    public var takesOnStickReturn = true

    /// A button that opens the spinner while it is held and takes the aimed (or selected) item
    /// when it is released: a weapon wheel's shoulder button. nil (the default): no such button.
    /// Its presses reach the spinner while it is focused.
    public var holdButton: PadButton?

    /// How far past a wedge's border the stick must go before the aim leaves the wedge, as a
    /// fraction of a wedge (default 0.15; clamped to 0…0.45): a stick resting on a border does
    /// not flicker between two items.
    public var aimHysteresis = 0.15

    /// Rows per second the picker scrolls with a stick pushed to the rim (default 12); a push of
    /// `m` scrolls `m²` of that. Not finite or not positive: the default.
    public var stickRowsPerSecond = 12.0

    /// The aimed wedge's fill; nil (the default) is the tint at 35 % opacity.
    public var aimHighlightColor: Color?

    public init() {}

    /// `aimHysteresis` as used: finite and within 0…0.45.
    var resolvedHysteresis: Double { aimHysteresis.isFinite ? min(max(aimHysteresis, 0), 0.45) : 0.15 }
}
