import FlywheelCore

/// A rating to a reader: adjustable, its value "3 of 5 stars"; increment and decrement add or
/// take a star as the keys do (`.valueChanged`, the flare); the stars are its children, each
/// selected while lit, "activate" setting the rating to it as a tap does.
extension RatingControl {
    /// "3 of 5 stars" ("1 of 1 star").
    public var accessibilityValueText: String {
        "\(value) of \(starCount) \(starCount == 1 ? "star" : "stars")"
    }

    func performRatingAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard isEnabled else { return false }
        switch action {
        case .increment: setValueFromUser(value + 1)
        case .decrement: setValueFromUser(value - 1)
        default: return false
        }
        return true
    }

    var starElements: [AccessibilityElement] {
        starElementStore.elements(for: 1...starCount) { n, star in
            star.label = n == 1 ? "1 star" : "\(n) stars"
            star.frameInOwner = starFrame(n)
            star.states = isEnabled ? [.enabled] : []
            if n <= value { star.states.insert(.selected) }
            star.actions = isEnabled ? [.activate] : []
        } make: {
            let star = AccessibilityElement(owner: self, role: .listItem, label: nil, frameInOwner: .zero)
            star.perform = { [weak self, weak star] action in
                guard action == .activate, let self, let star, self.isEnabled else { return false }
                self.setValueFromUser(star.index)
                return true
            }
            return star
        }
    }
}
