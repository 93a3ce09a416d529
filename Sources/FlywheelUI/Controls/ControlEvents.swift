/// The events a control sends: UIControl.Event's names and meanings.
///
/// ```swift
/// control.addAction(for: [.valueChanged, .touchUpInside]) { control, event in print(event) }
/// ```
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)

    public static let allTouchEvents: ControlEvents = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside,
        .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside,
        .touchCancel,
    ]
    public static let allEvents: ControlEvents = allTouchEvents.union([.valueChanged, .primaryActionTriggered])

    /// Each single event, in the order `sendActions` delivers a set of several.
    public static let ordered: [(ControlEvents, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
        (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryActionTriggered"),
    ]

    /// The names of the events in the set, e.g. "touchDown" (several joined by "|").
    public var description: String {
        ControlEvents.ordered.filter { contains($0.0) }.map(\.1).joined(separator: "|")
    }
}

/// Identifies an action added to a control, so it can be removed.
public struct ControlActionToken: Hashable, Sendable {
    let id: Int
}
