// swift-format-ignore-file
// (The layout is the documentation's, aligned comments and all, copied as written.)
import FlywheelCore
import FlywheelUI
import Testing

// The accessibility Swift of the README and of "Writing your own control", compiled and run
// (DocSnippetCheckTests finds each block in this file).

/// The article's rating describes itself: the same overrides on a small star control of its own,
/// so the article's lines compile as written and do what the text says.
final class ArticleStars: Control {
    let starCount = 5
    var value = 3
    var changes: [Int] = []
    static let starSize = 44.0
    func starFrame(_ n: Int) -> Rect { Rect(x: Double(n - 1) * Self.starSize, y: 0, width: Self.starSize, height: Self.starSize) }
    func setValueFromUser(_ n: Int) {
        let clamped = min(max(n, 1), starCount)
        guard clamped != value else { return }
        value = clamped
        changes.append(clamped)
        sendActions(for: .valueChanged)
    }

    // What it is, and what a reader says after its name.
    override var accessibilityDefaultRole: AccessibilityRole { .adjustable }
    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(value) of \(starCount) stars" }   // "3 of 5 stars"
        set { super.accessibilityValue = newValue }                             // code may still set one
    }

    // What a reader may ask, done exactly as a user does it: the same setValueFromUser as the
    // arrow keys, so the same flare, the same .valueChanged, the same sounds.
    override var accessibilityActions: [AccessibilityAction] { isEnabled ? [.increment, .decrement] : [] }
    override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard isEnabled else { return false }
        switch action {
        case .increment: setValueFromUser(value + 1)
        case .decrement: setValueFromUser(value - 1)
        default: return false
        }
        return true
    }

    // The stars, kept so a reader sees the same objects each time it asks.
    lazy var starStore = AccessibilityElementStore()
    override var accessibilityVirtualChildren: [AccessibilityElement] {
        starStore.elements(for: 1...starCount) { n, star in
            star.label = n == 1 ? "1 star" : "\(n) stars"
            star.frameInOwner = starFrame(n)
            star.states = n <= value ? [.enabled, .selected] : [.enabled]
            star.actions = [.activate]
        } make: {
            let star = AccessibilityElement(owner: self, role: .listItem, label: nil, frameInOwner: .zero)
            star.perform = { [weak self, weak star] _ in
                guard let self, let star else { return false }
                self.setValueFromUser(star.index)                 // a tap on that star
                return true
            }
            return star
        }
    }
}

/// The article's overrides do what its text says: a value a reader hears, steps as a user's,
/// stars as children whose activate is a tap on that star, the same objects each time.
@Test func theArticlesRatingDescribesItself() throws {
    let stars = ArticleStars(frame: Rect(x: 0, y: 0, width: 220, height: 44))
    #expect(stars.accessibilityRole == .adjustable)
    #expect(stars.accessibilityValue == "3 of 5 stars")
    #expect(stars.performAccessibilityAction(.increment))
    #expect(stars.accessibilityValue == "4 of 5 stars")
    let children = stars.accessibilityVirtualChildren
    #expect(children.map(\.label) == ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"])
    #expect(children.filter { $0.states.contains(.selected) }.count == 4)
    #expect(children[1].perform?(.activate) == true)
    #expect(stars.changes == [4, 2])
    #expect(stars.accessibilityVirtualChildren.first === children.first)
}

/// The README's lines, run on a host: the step, the value, the tree and the observer.
@Test func theReadmesAccessibilityLinesRun() {
    let host = ViewHost(size: Size(width: 320, height: 100), clock: VirtualClock())
    let placed = RatingControl()
    host.rootView.addSubview(placed)
    readmeAccessibility(rating: placed, host: host)
    #expect(placed.value == 2)
    #expect(placed.accessibilityValue == "2 of 5 stars")
}

func readmeAccessibility(rating: RatingControl, host: ViewHost) {
    rating.accessibilityLabel = "Stars"                 // the name a reader says, and scripts use
    rating.performAccessibilityAction(.increment)       // as the Right key: flare, .valueChanged
    _ = rating.accessibilityValue                       // "2 of 5 stars"
    print(AccessibilityTreeText.describe(host.accessibilityRootNode))

    final class Log: AccessibilityObserver {            // what a bridge implements
        func accessibilityNotification(_ n: AccessibilityNotification, host: ViewHost) { print(n) }
    }
    let log = Log()
    host.accessibilityObserver = log                    // weak; nil: nothing is built or posted
}

/// The article's tree, as `AccessibilityTreeText` prints it for a rating named "Stars" at 3.
func articleTree(host: ViewHost) -> String {
    print(AccessibilityTreeText.describe(host.accessibilityRootNode))
    // window "root"
    //   adjustable "Stars" = 3 of 5 stars [focusable] : increment decrement
    //     listItem "1 star" [selected] : activate
    //     …
    return AccessibilityTreeText.describe(host.accessibilityRootNode)
}

@Test func theArticlesTreeIsWhatThePrinterPrints() {
    let host = ViewHost(size: Size(width: 320, height: 100), clock: VirtualClock())
    let rating = RatingControl(starCount: 5)
    rating.frame = Rect(x: 0, y: 0, width: 248, height: 44)
    rating.value = 3
    rating.accessibilityLabel = "Stars"
    host.rootView.addSubview(rating)
    let lines = articleTree(host: host).components(separatedBy: "\n")
    #expect(Array(lines.prefix(3)) == [
        "window \"root\"",
        "  adjustable \"Stars\" = 3 of 5 stars [focusable] : increment decrement",
        "    listItem \"1 star\" [selected] : activate",
    ])
}
