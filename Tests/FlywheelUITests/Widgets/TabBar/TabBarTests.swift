import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// What a user of a tab bar notices: a tap or Left/Right selects a tab and says so once, the
/// selected tab is underlined with its title in `selectedColor`, a tab under a finger is washed,
/// selecting from code sends nothing, and a bar `minimumTabWidth` per tab wide shows every
/// title whole where a narrower one shortens them.
@Suite struct TabBarTests {
    static let titles = ["Rating", "Basic", "Swipe"]

    /// A bar of three 100-pt tabs at (0, 0), "Rating" selected.
    private func make(_ titles: [String] = Self.titles, width: Double = 300) -> (TestHost, TabBar) {
        let t = TestHost(size: Size(width: max(400, width), height: 300))
        let bar = TabBar(titles: titles)
        bar.frame = Rect(x: 0, y: 0, width: width, height: 44)
        t.host.rootView.addSubview(bar)
        return (t, bar)
    }

    private func render(_ t: TestHost) -> RecordingCanvas {
        let canvas = RecordingCanvas()
        t.host.render(in: canvas)
        return canvas
    }

    @Test func aTapSelectsATabAndSendsValueChangedOnce() {
        let (t, bar) = make()
        var selected: [Int] = []
        bar.addAction(for: .valueChanged) { c, _ in selected.append((c as! TabBar).selectedIndex) }
        t.pointer(.down, 150, 22)
        t.pointer(.up, 150, 22)
        t.pointer(.down, 150, 22)  // the selected tab again: nothing new
        t.pointer(.up, 150, 22)
        t.pointer(.down, 280, 22)
        t.pointer(.up, 280, 22)
        #expect(selected == [1, 2] && bar.selectedTitle == "Swipe")
    }

    @Test func leftAndRightMoveBetweenTabsSkippingDisabledOnes() {
        let (t, bar) = make()
        bar.setEnabled(false, forSegment: 1)
        t.host.setFocus(bar)
        t.key(.right)
        #expect(bar.selectedIndex == 2)
        t.key(.left)
        #expect(bar.selectedIndex == 0 && t.log == ["valueChanged", "valueChanged"])
        t.pointer(.down, 150, 22)  // a tap on the disabled tab
        t.pointer(.up, 150, 22)
        #expect(bar.selectedIndex == 0)
    }

    /// The underline (3 pt, 4 pt above the bottom, 6 pt in from each side) and the selected
    /// colour go with the selection, set from code without an event.
    @Test func theSelectedTabIsUnderlinedAndSelectingFromCodeSendsNothing() {
        let (t, bar) = make()
        func underlines(_ canvas: RecordingCanvas) -> [Rect] {
            canvas.commands.filter { $0.kind == .rect && $0.color == bar.selectedColor }.map(\.bounds)
        }
        #expect(underlines(render(t)) == [Rect(x: 6, y: 40, width: 88, height: 3)])
        bar.selectedIndex = 2
        let canvas = render(t)
        #expect(underlines(canvas) == [Rect(x: 206, y: 40, width: 88, height: 3)])
        let colours = canvas.commands.filter { $0.kind == .text }.map(\.color)
        #expect(colours == [bar.titleColor, bar.titleColor, bar.selectedColor])
        #expect(t.log.isEmpty)
    }

    @Test func aTabUnderAFingerIsWashed() {
        let (t, bar) = make()
        t.pointer(.down, 150, 22)
        let washed = render(t).commands.filter { $0.kind == .rect && $0.color == bar.pressedColor }
        #expect(washed.map(\.bounds) == [bar.segmentFrame(1)])
        t.pointer(.up, 150, 22)
        #expect(!render(t).commands.contains { $0.kind == .rect && $0.color == bar.pressedColor })
    }

    @Test func aDisabledBarIsDimmedAndTakesNoTaps() {
        let (t, bar) = make()
        bar.isEnabled = false
        let background = render(t).commands.first { $0.kind == .rect && $0.bounds == bar.frame }
        #expect(background?.bounds == bar.bounds && background?.color?.alpha == Control.disabledAlpha)
        t.pointer(.down, 150, 22)
        t.pointer(.up, 150, 22)
        #expect(bar.selectedIndex == 0 && t.log.isEmpty)
    }

    @Test func itIsAFingerTall() {
        #expect(TabBar(titles: Self.titles).intrinsicContentSize?.height == 44)
    }

    /// At `minimumTabWidth` per tab every title is drawn whole (on one line or two); half as
    /// wide, the longest are shortened with "…". Never narrower than 44 pt.
    @Test func minimumTabWidthShowsEveryTitleWhole() {
        let titles = ["Inbox", "Recent Items", "Account Center", "Help Desk", "Languages"]
        let measure = EstimatingTextMeasurer()
        let width = TabBar(titles: titles).minimumTabWidth(measure: measure)
        #expect(width >= 44)
        let (roomy, _) = make(titles, width: width * Double(titles.count))
        let whole = render(roomy).commands.filter { $0.kind == .text }.compactMap(\.text)
        #expect(whole.joined(separator: " ") == titles.joined(separator: " "))
        #expect(!whole.contains { $0.hasSuffix("\u{2026}") })
        let (cramped, _) = make(titles, width: width / 2 * Double(titles.count))
        let shortened = render(cramped).commands.filter { $0.kind == .text }.compactMap(\.text)
        #expect(shortened.contains { $0.hasSuffix("\u{2026}") })
        #expect(TabBar(titles: ["A", "B"]).minimumTabWidth(measure: measure) == 44)
        #expect(TabBar(titles: ["A", "Much Longer Title"]).minimumTabWidth(measure: measure) > width)
    }
}
