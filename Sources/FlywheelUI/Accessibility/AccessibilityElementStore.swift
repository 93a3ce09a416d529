import FlywheelCore

/// Keeps the virtual elements a view hands out, one per key (an item or row index), so a
/// reader asking twice gets the same object — a bridge keys its own objects on them — and
/// drops the ones no longer shown.
///
/// A view makes it lazily, so a view no reader asks about never makes one:
///
/// ```swift
/// final class Dots: Control {
///     lazy var elementStore = AccessibilityElementStore()
///     override var accessibilityVirtualChildren: [AccessibilityElement] {
///         elementStore.elements(for: 0..<3) { i, element in
///             element.role = .listItem
///             element.label = "Dot \(i + 1)"
///             element.frameInOwner = Rect(x: Double(i) * 20, y: 0, width: 20, height: 20)
///         } make: { AccessibilityElement(owner: self, role: .listItem, label: nil, frameInOwner: .zero) }
///     }
/// }
/// ```
public final class AccessibilityElementStore {
    private var byKey: [Int: AccessibilityElement] = [:]

    public init() {}

    /// The element for each key in `keys`, in order: the kept one if there is one, else a new
    /// one from `make`; its `index` is set to the key, and `update` then brings it up to date.
    /// Elements for other keys are dropped.
    public func elements<Keys: Sequence>(
        for keys: Keys, update: (Int, AccessibilityElement) -> Void, make: () -> AccessibilityElement
    ) -> [AccessibilityElement] where Keys.Element == Int {
        var out: [AccessibilityElement] = []
        var kept: [Int: AccessibilityElement] = [:]
        for key in keys {
            let element = byKey[key] ?? make()
            element.index = key
            update(key, element)
            kept[key] = element
            out.append(element)
        }
        byKey = kept
        return out
    }

    /// Drops every element (the view's parts went away).
    public func removeAll() { byKey.removeAll() }

    /// How many elements are kept.
    public var count: Int { byKey.count }
}
