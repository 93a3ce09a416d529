import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// What a user of a segmented control notices: the segment under the finger shows pressed and
/// is selected when the finger lifts on it, Left and Right move the selection (stopping at the
/// ends), a selection set from code sends nothing, the selected segment is filled with the tint,
/// and a control too narrow for its titles keeps working in its compact form.
@Suite struct SegmentedControlTests {
    /// Three 100-pt segments at (0, 0), "a" selected.
    private func make(_ titles: [String] = ["a", "b", "c"], selected: Int = 0) -> (TestHost, SegmentedControl) {
        let t = TestHost()
        let c = SegmentedControl(titles: titles, selectedIndex: selected)
        c.frame = Rect(x: 0, y: 0, width: 300, height: 30)
        t.host.rootView.addSubview(c)
        return (t, c)
    }

    @Test func aTapSelectsTheSegmentWhenTheFingerLifts() {
        let (t, c) = make()
        t.pointer(.down, 250, 15)
        #expect(c.selectedIndex == 0 && c.pressedIndex == 2)  // pressed, not yet chosen
        t.pointer(.up, 250, 15)
        #expect(c.selectedIndex == 2 && c.selectedTitle == "c" && c.pressedIndex == nil)
        #expect(t.log == ["touchDown", "valueChanged", "touchUpInside"])
    }

    @Test func aTapOnTheSelectedSegmentSendsNoValueChanged() {
        let (t, c) = make()
        t.pointer(.down, 50, 15)
        t.pointer(.up, 50, 15)
        #expect(c.selectedIndex == 0 && !t.log.contains("valueChanged"))
    }

    @Test func theSegmentUnderTheLiftIsTheOneChosen() {
        let (t, c) = make()
        t.pointer(.down, 50, 15)
        t.pointer(.move, 150, 15)
        #expect(c.pressedIndex == 1)
        t.pointer(.move, 250, 15)
        #expect(c.pressedIndex == 2)
        t.pointer(.up, 250, 15)
        #expect(c.selectedIndex == 2 && t.log.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func liftingFarOutsideChoosesNothing() {
        let (t, c) = make()
        t.pointer(.down, 250, 15)
        t.pointer(.move, 250, 200)  // well past the touch slop
        #expect(c.pressedIndex == nil)
        t.pointer(.up, 250, 200)
        #expect(c.selectedIndex == 0 && !t.log.contains("valueChanged"))
    }

    @Test func arrowKeysMoveTheSelectionAndStopAtTheEnds() {
        let (t, c) = make()
        t.key(.tab)
        #expect(t.host.focusedView === c)
        t.key(.right)
        t.key(.right)
        #expect(c.selectedIndex == 2)
        t.key(.right)  // at the end: stays, no event
        #expect(c.selectedIndex == 2 && t.log.filter { $0 == "valueChanged" }.count == 2)
        t.key(.left)
        t.key(.left)
        t.key(.left)
        #expect(c.selectedIndex == 0 && t.log.filter { $0 == "valueChanged" }.count == 4)
    }

    @Test func withNothingSelectedRightSelectsTheFirst() {
        let (t, c) = make(selected: -1)
        #expect(c.selectedIndex == -1 && c.selectedTitle == "")
        t.host.setFocus(c)
        t.key(.right)
        #expect(c.selectedIndex == 0 && t.log == ["valueChanged"])
    }

    /// Setting `selectedIndex` or fewer `titles` from code changes the selection (clamped to
    /// the titles) and sends nothing.
    @Test func aSelectionSetFromCodeSendsNothing() {
        let (t, c) = make()
        c.selectedIndex = 2
        #expect(c.selectedTitle == "c")
        c.titles = ["x", "y"]
        #expect(c.selectedIndex == 1 && c.selectedTitle == "y")
        #expect(t.log.isEmpty)
    }

    /// The selected segment is filled with the tint and its title drawn white; the others'
    /// titles are drawn in the tint.
    @Test func theSelectedSegmentIsFilledWithTheTint() {
        let (t, c) = make(selected: 1)
        let canvas = RecordingCanvas()
        t.host.render(in: canvas)
        let fills = canvas.commands.filter { $0.kind == .rect }
        #expect(fills.contains { $0.bounds == c.segmentFrame(1) && $0.color == c.tintColor })
        #expect(!fills.contains { $0.bounds == c.segmentFrame(0) || $0.bounds == c.segmentFrame(2) })
        let texts = canvas.commands.filter { $0.kind == .text }
        #expect(texts.map(\.text) == ["a", "b", "c"])
        #expect(texts.map(\.color) == [c.tintColor, .white, c.tintColor])
    }

    /// Too narrow for its seven titles, the control shows only the selected one; keys step it
    /// as before and the title drawn follows; made wide again it shows every segment.
    @Test func theCompactFormFollowsKeysAndEndsWhenThereIsRoom() {
        let t = TestHost()
        let titles = ["Clear", "White", "Black", "Gray", "Yellow", "Purple", "Cyan"]
        let c = SegmentedControl(titles: titles, selectedIndex: 4)
        c.frame = Rect(x: 0, y: 0, width: 140, height: 28)
        t.host.rootView.addSubview(c)
        func drawn() -> [String] {
            let canvas = RecordingCanvas()
            t.host.render(in: canvas)
            return canvas.commands.filter { $0.kind == .text }.compactMap(\.text)
        }
        #expect(drawn() == ["\u{2039}", "\u{203A}", "Yellow"] && c.isCompact)
        t.host.setFocus(c)
        t.key(.right)
        #expect(c.selectedIndex == 5 && drawn().last == "Purple")
        t.key(.right)
        t.key(.right)  // the last: keys do not go round
        #expect(c.selectedIndex == 6 && t.log.filter { $0 == "valueChanged" }.count == 2)
        c.frame = Rect(x: 0, y: 0, width: 600, height: 28)
        #expect(drawn() == titles && !c.isCompact)
    }
}
