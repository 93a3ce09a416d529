// swift-format-ignore-file
// (The layout is the documentation's, aligned comments and all, copied as written.)
import FlywheelCore
import FlywheelUI
import Foundation
import Testing

// The accessibility Swift of the README and of "Writing your own control", compiled and run
// (DocSnippetCheckTests finds each block in this file).

/// The article's timer dial describes itself: its overrides on a dial of the test's own, so the
/// article's lines compile as written and do what the text says.
final class ArticleTimerDial: Control {
    let maximum = 60.0
    var minutes = 25.0
    var step = 5.0
    let marks = [0.0, 15, 30, 45, 60]
    var changes: [Double] = []
    func markFrame(_ i: Int) -> Rect {
        let angle = marks[i] / maximum * 2 * .pi
        return Rect(x: 90 + 80 * sin(angle), y: 90 - 80 * cos(angle), width: 20, height: 20)
    }
    func setValueFromUser(_ m: Double) {
        let clamped = min(max(m, 0), maximum)
        guard clamped != minutes else { return }
        minutes = clamped
        changes.append(clamped)
        sendActions(for: .valueChanged)
    }

    // What it is, and what a reader says after its name.
    override var accessibilityDefaultRole: AccessibilityRole { .adjustable }
    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int(minutes)) minutes" }           // "25 minutes"
        set { super.accessibilityValue = newValue }                             // code may still set one
    }

    // What a reader may ask, done exactly as a user does it: one step onto the dial's own grid
    // (23 → 25 or 20 with a 5-minute step), through the same setValueFromUser as a turn of the
    // dial, so the same .valueChanged and the same clicks.
    override var accessibilityActions: [AccessibilityAction] { isEnabled ? [.increment, .decrement] : [] }
    override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard isEnabled else { return false }
        let steps = minutes / step
        switch action {
        case .increment: setValueFromUser((steps.rounded(.down) + 1) * step)
        case .decrement: setValueFromUser((steps.rounded(.up) - 1) * step)
        default: return false
        }
        return true
    }

    // The quarter-hour marks round the rim, kept so a reader sees the same objects each time it
    // asks; activating one turns the dial to it, as a tap on the mark does.
    lazy var markStore = AccessibilityElementStore()
    override var accessibilityVirtualChildren: [AccessibilityElement] {
        markStore.elements(for: marks.indices) { i, mark in
            mark.label = "\(Int(marks[i])) minutes"
            mark.frameInOwner = markFrame(i)
            mark.states = marks[i] == minutes ? [.enabled, .selected] : [.enabled]
            mark.actions = [.activate]
        } make: {
            let mark = AccessibilityElement(owner: self, role: .button, label: nil, frameInOwner: .zero)
            mark.perform = { [weak self, weak mark] _ in
                guard let self, let mark else { return false }
                self.setValueFromUser(self.marks[mark.index])   // a tap on that mark
                return true
            }
            return mark
        }
    }
}

/// The article's overrides do what its text says: a value a reader hears, steps onto the
/// dial's grid as a user's turn, marks as children whose activate turns the dial to them, the
/// same objects each time.
@Test func theArticlesTimerDialDescribesItself() throws {
    let dial = ArticleTimerDial(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    #expect(dial.accessibilityRole == .adjustable)
    #expect(dial.accessibilityValue == "25 minutes")
    #expect(dial.performAccessibilityAction(.increment))
    #expect(dial.accessibilityValue == "30 minutes")
    dial.minutes = 23
    #expect(dial.performAccessibilityAction(.increment) && dial.minutes == 25)
    dial.minutes = 23
    #expect(dial.performAccessibilityAction(.decrement) && dial.minutes == 20)
    #expect(!dial.performAccessibilityAction(.activate))
    let children = dial.accessibilityVirtualChildren
    #expect(children.map(\.label) == ["0 minutes", "15 minutes", "30 minutes", "45 minutes", "60 minutes"])
    #expect(children.filter { $0.states.contains(.selected) }.isEmpty)  // 20 is on no mark
    #expect(children[2].perform?(.activate) == true)
    #expect(dial.changes == [30, 25, 20, 30])
    #expect(dial.accessibilityVirtualChildren.map { $0.states.contains(.selected) } == [false, false, true, false, false])
    #expect(dial.accessibilityVirtualChildren.first === children.first)
    dial.isEnabled = false
    #expect(dial.accessibilityActions.isEmpty && !dial.performAccessibilityAction(.increment))
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
