import FlywheelCore
import Testing

@testable import FlywheelUI

/// Behaviours where Flywheel and the originals could differ, pinned one way or the other (each
/// is a row of the differences tables in docs/differences.md).
@Suite struct SeedDifferencesTests {
    /// A menu parameter's `selectedIndex` clamps into its strings; a swipe view's
    /// `decelerationRate` outside 0.9…0.99999 is ignored (the old rate kept): rows of docs/differences.md.
    @Test func menuIndexClampsAndAnOutOfRangeDecelerationRateIsRefusedWithAMessage() {
        var p = MenuParameter(label: "L", normalisedValue: 0, stringValues: ["a", "b", "c"])
        p.selectedIndex = 7
        #expect(p.selectedIndex == 2)
        p.selectedIndex = -3
        #expect(p.selectedIndex == 0)
        let swipe = SwipeView()
        var messages: [String] = []
        swipe.messageHandler = { messages.append($0) }
        swipe.decelerationRate = 0.5
        #expect(swipe.decelerationRate == 0.998)
        #expect(messages.count == 1 && messages[0].contains("decelerationRate 0.5 refused"))
        swipe.decelerationRate = 0.95
        #expect(swipe.decelerationRate == 0.95)
    }

    /// RVS_Spinner's convenience initialiser defaults every argument (`values` too) and its
    /// `displayFont` is optional: both ported as they are.
    @Test func spinnerInitialiserDefaultsAndOptionalDisplayFont() throws {
        let s = Spinner(selectedIndex: 2, spinnerMode: .pickerOnly)
        #expect(s.values.isEmpty && s.selectedIndex == 0 && s.spinnerMode == .pickerOnly)
        let ported = Spinner(values: nil, selectedIndex: 1)  // the original's `values` is optional
        #expect(ported.values.isEmpty && ported.selectedIndex == 0)
        let given = Spinner(values: (0..<2).map { SpinnerItem(icon: TestImages.square(seed: $0)) }, selectedIndex: 1)
        #expect(given.values.count == 2 && given.selectedIndex == 1)
        #expect(s.displayFont == Spinner.defaultDisplayFont)
        let f = SpinnerFixture(count: 20, selected: 10)
        f.spinner.spinnerMode = .pickerOnly
        f.spinner.center = Point(x: 200, y: 360)
        f.spinner.displayFont = nil
        f.spinner.isOpen = true
        let picker = try #require(f.spinner.picker)
        #expect(picker.displayFont == .boldSystem(size: 20))  // nil: the default
        f.spinner.displayFont = .system(size: 14)
        #expect(picker.displayFont == .system(size: 14))  // an open picker follows at once
    }

    /// A tap the delegate refuses (`shouldSelectItemAt` false) selects nothing and is not passed
    /// on to a view behind the swipe view: as in the original, where the touch had already been
    /// hit-tested to the item before the delegate was asked.
    @Test func aRefusedTapDoesNotReachTheViewBehind() {
        let rig = SwipeRig.paging()
        let behind = Button(title: "Behind", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        var presses = 0
        behind.addAction(for: .touchUpInside) { _, _ in presses += 1 }
        rig.host.rootView.insertSubview(behind, at: 0)
        rig.log.refuse = [0]
        rig.log.events.removeAll()
        rig.tap(100, 100)
        #expect(rig.log.events == ["shouldSelectItemAt:0"])
        #expect(presses == 0)
        rig.tap(100, 485)  // just below the swipe view: the button is there
        #expect(presses == 1)
    }

    /// Index lookups answer nil where the original answered NSNotFound.
    @Test func indexLookupsAnswerNilNotNSNotFound() {
        let rig = SwipeRig.paging()
        let stranger = View()
        #expect(rig.swipe.index(of: stranger) == nil)
        #expect(rig.swipe.index(ofItemViewOrSubview: stranger) == nil)
        #expect(rig.swipe.itemView(at: 5000) == nil)
    }

    /// ParameterMenu values are Doubles (the original's were Floats): a value set is the value
    /// read, with no Float rounding.
    @Test func parameterMenuValuesAreDoublesKeptExactly() {
        let p = MenuParameter(label: "Red", normalisedValue: 0.1)
        #expect(p.normalisedValue == 0.1)
        #expect(p.normalisedValue != Double(Float(0.1)))
        let menu = ParameterMenu(parameters: [p])
        #expect(menu.parameters[0].normalisedValue == 0.1)
    }

    /// The ring's icon frames are circles, the only shape (the original's early settable ring shape went
    /// with RVS_Spinner 2.0's "rotation feature"); the ring has no rotation of its own: an open
    /// ring at rest on the selection draws the selected icon at the top, upright.
    @Test func ringFramesAreCirclesAndTheRingHasNoRotationOfItsOwn() throws {
        let f = SpinnerFixture(count: 12, selected: 6)
        f.spinner.isOpen = true
        f.settle(1)
        let canvas = RecordingCanvas()
        f.t.host.render(in: canvas)
        let rings = canvas.commands.filter { $0.kind == .strokeEllipse }
        #expect(rings.count >= 12)
        #expect(rings.allSatisfy { abs($0.bounds.width - $0.bounds.height) < 1e-6 })
        let selected = try #require(canvas.commands.first { $0.kind == .image && $0.imageName == "square-6" })
        #expect(abs(selected.bounds.midX - 200) < 1e-6 && selected.bounds.midY < 200)
    }
}
