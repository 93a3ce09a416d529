import FlywheelCore
import Foundation
import Testing

@testable import FlywheelUI

/// A subclass that shapes its picker's rows, as a subclass of RVS_Spinner overrides the picker's
/// data-source and delegate methods: its own titles, a red title on row 3, taller rows.
final class PricedSpinner: Spinner {
    var rowHeight = 60.0
    var currency = "€"
    var settledRows: [Int] = []

    override func pickerRow(at index: Int) -> PickerRow {
        var row = super.pickerRow(at: index)
        row.title = "Item \(index) — \(index * 5) \(currency)"
        if index == 3 { row.titleColor = .red }
        return row
    }

    override func pickerRowHeight(forPickerHeight height: Double) -> Double { min(rowHeight, height) }

    override func pickerDidSelectRow(_ row: Int) {
        settledRows.append(row)
        super.pickerDidSelectRow(row)
    }
}

@Suite struct SpinnerPickerRowsTests {
    /// 20 values (a picker) low in a 400×400 container, selected 10, as `SpinnerPickerTests`.
    private func open(_ spinner: Spinner) -> SpinnerFixture {
        let f = SpinnerFixture(count: 20, selected: 10)
        let items = f.spinner.values
        f.spinner.removeFromSuperview()
        spinner.values = items
        spinner.selectedIndex = 10
        spinner.frame = Rect(x: 176, y: 336, width: 48, height: 48)
        spinner.tintColor = .black
        spinner.openBackgroundColor = .yellow
        spinner.delegate = f
        f.container.addSubview(spinner)
        spinner.isOpen = true
        f.settle(0.5)
        f.calls.removeAll()
        f.feedback.removeAll()
        return f
    }

    /// The text commands of one frame, by title.
    private func texts(_ f: SpinnerFixture) -> [String: RecordingCanvas.Command] {
        let canvas = RecordingCanvas()
        f.t.host.render(in: canvas)
        var byTitle: [String: RecordingCanvas.Command] = [:]
        for c in canvas.commands where c.kind == .text { byTitle[c.text ?? ""] = c }
        return byTitle
    }

    @Test func aSubclassDrawsItsOwnTitlesColoursAndRowHeight() throws {
        let plain = open(Spinner())
        let shaped = PricedSpinner()
        let f = open(shaped)
        let picker = try #require(shaped.picker)
        #expect(picker.rowHeight == 60)
        let drawn = texts(f)
        #expect(drawn["Item 10 — 50 €"] != nil && drawn["Item 10"] == nil)
        // Row 11 sits one 60-pt row below the centre on the cylinder, not 40 pt as by default.
        let centre = try #require(drawn["Item 10 — 50 €"]).bounds.midY
        let below = try #require(drawn["Item 11 — 55 €"]).bounds.midY
        let plainPicker = try #require(plain.container.subviews.compactMap { $0.subviews.first as? PickerWheel }.first)
        let r = picker.cylinderRadius
        #expect(abs((below - centre) - r * sin(60 / r)) < 0.5)
        #expect(abs(plainPicker.rowHeight - 40) < 1e-9)
        // Row 3 is not visible from row 10; bring it in and it is red.
        shaped.selectedIndex = 3
        f.settle(1)
        #expect(texts(f)["Item 3 — 15 €"]?.color == .red)
    }

    @Test func detentsFollowTheRowHeightWhenDragging() throws {
        let shaped = PricedSpinner()
        let f = open(shaped)
        // Up three rows of 60 pt, slowly, hold, lift: three rows on, three ticks, one selection.
        f.t.pointer(.down, 200, 200)
        for k in 1...18 { f.t.pointer(.move, 200, 200 - Double(k) * 10, dt: 0.03) }
        f.t.wait(0.1)
        f.t.pointer(.up, 200, 20)
        f.settle(2)
        #expect(shaped.selectedIndex == 13)
        #expect(shaped.settledRows == [13])
        #expect(f.calls == ["selected:13"])
        #expect(f.feedback.count(of: .selectionTick) == 3)
    }

    @Test func aRowHeightChangeUnderTheFingerKeepsTheRowAndItsDetents() throws {
        let shaped = PricedSpinner()
        let f = open(shaped)
        let picker = try #require(shaped.picker)
        f.t.pointer(.down, 200, 200)
        for k in 1...6 { f.t.pointer(.move, 200, 200 - Double(k) * 10, dt: 0.03) }  // one 60-pt row
        let before = picker.position
        #expect(abs(before - 11) < 1e-9)
        shaped.rowHeight = 30
        shaped.setNeedsLayout()
        f.t.wait(1.0 / 60)
        #expect(picker.rowHeight == 30)
        #expect(abs(picker.position - before) < 1e-9)  // no jump where the height changed
        for k in 1...6 { f.t.pointer(.move, 200, 140 - Double(k) * 10, dt: 0.03) }  // two 30-pt rows
        #expect(abs(picker.position - 13) < 1e-9)
        f.t.wait(0.1)
        f.t.pointer(.up, 200, 80)
        f.settle(2)
        #expect(shaped.selectedIndex == 13)
        #expect(f.feedback.count(of: .selectionTick) == 3)
    }

    @Test func reloadPickerRowsAsksTheSubclassAgain() {
        let shaped = PricedSpinner()
        let f = open(shaped)
        #expect(texts(f)["Item 10 — 50 €"] != nil)
        shaped.currency = "$"
        #expect(texts(f)["Item 10 — 50 $"] == nil)  // rows are kept until reloaded
        shaped.reloadPickerRows()
        #expect(texts(f)["Item 10 — 50 $"] != nil)
        #expect(shaped.selectedIndex == 10)
    }

    @Test func aRowHeightThatIsNotPositiveMeansTheDefault() throws {
        let shaped = PricedSpinner()
        shaped.rowHeight = -.infinity
        _ = open(shaped)
        #expect(try #require(shaped.picker).rowHeight == 40)
    }
}
