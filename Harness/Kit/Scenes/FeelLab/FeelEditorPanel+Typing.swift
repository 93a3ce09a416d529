import FlywheelCore
import FlywheelUI

/// Typing a field's number, in the player's locale: "0,5" under `--locale de`, "٠٫٥" under
/// `ar-EG`, and "0.5" always (`LocalNumbers.parse`, the host's `numbers`).
///
/// - Editing begins with a click on the value, or with Enter on the field's slider (the value
///   shown selected: the first character typed replaces it), or by typing a digit, sign or
///   separator on the slider (the text starts with it). The panel takes text for its number
///   sliders (`takesTextInput(for:)`), so the window's text input is on while one has the
///   focus and that first character comes as `.text` like the rest: a batch of keys typed
///   faster than frames loses none.
/// - Enter (or focus leaving) commits, Escape cancels; either way the slider has the focus again
///   if the box had it.
/// - A number in the field's range goes through the slider (`setValueFromUser`), the path of a
///   step or a drag, so `onEdit` proposes it and the scene validates and applies it. Anything
///   else — not a number, NaN, infinite, out of range — changes nothing and calls
///   `onTypingRefused` with the field and a message quoting the text.
///
/// ```swift
/// panel.onTypingRefused = { field, why in print("\(field.name): \(why)") }
/// panel.beginTyping(in: panel.cell(named: "flingGain")!)
/// ```
extension FeelEditorPanel {
    /// The cell whose number is being typed, if any.
    var typingCell: Cell? { cells.first { $0.entry?.isEditing == true } }

    /// Opens `cell`'s entry: with `text` typed so far, or (nil) the value shown, selected.
    /// A field being typed elsewhere is committed first.
    func beginTyping(in cell: Cell, text: String? = nil) {
        guard let entry = cell.entry, case .number(let path, _, let scale, _) = cell.field.kind else { return }
        if let other = typingCell, other !== cell, let otherEntry = other.entry {
            commitTyping(in: other, text: otherEntry.text)
        }
        cell.valueLabel.isHidden = true
        if let text {
            entry.begin(text: text, selectingAll: false)
        } else {
            entry.begin(text: scale.format(feel[keyPath: path], numbers: numbers(for: cell)), selectingAll: true)
        }
    }

    /// Commits the number being typed, if any (the field goes out of sight: another page, the
    /// plots in its place).
    func endTyping() {
        if let cell = typingCell, let entry = cell.entry { commitTyping(in: cell, text: entry.text) }
    }

    /// Takes `text` as `cell`'s number if it is one in the field's range, else says why.
    func commitTyping(in cell: Cell, text: String) {
        guard cell.entry?.isEditing == true else { return }
        finishTyping(in: cell)
        guard case .number(_, let range, _, _) = cell.field.kind, let slider = cell.control as? Slider else { return }
        guard let value = numbers(for: cell).parse(text), range.contains(value) else {
            // Locale-free, as every message the report keeps; the status line shows it localised.
            let lower = JSONValue.format(range.lowerBound), upper = JSONValue.format(range.upperBound)
            onTypingRefused?(cell.field, "'\(OutsideText.quoted(text))' is not a number from \(lower) to \(upper)")
            return
        }
        slider.setValueFromUser(value)
    }

    /// Closes `cell`'s entry without taking its text; the value label shows again.
    func finishTyping(in cell: Cell) {
        guard let entry = cell.entry, entry.isEditing else { return }
        let hadFocus = host?.focusedView === entry
        entry.end()
        cell.valueLabel.isHidden = cell.field.page != page || !cell.showsValueLabel
        if hadFocus { host?.setFocus(cell.control) }
    }

    /// How `cell`'s typed text is read: the host's locale (what the window shows), else the
    /// form the cell writes.
    private func numbers(for cell: Cell) -> LocalNumbers { host?.numbers ?? cell.numbers }

    /// Whether a character typed on a field's slider starts typing its number.
    static func startsNumber(_ c: Character) -> Bool { c.isNumber || "+-.,".contains(c) }

    // MARK: Input (the panel is the sliders' ancestor: their unused keys and text come here)

    /// The number cell whose slider is `view`, if it shows (its page, the panel, the panel's
    /// ancestors: the plots hide the panel in a small window and the focus may stay behind).
    private func numberCell(slider view: View?) -> Cell? {
        guard let view, sequence(first: view, next: \.superview).allSatisfy({ !$0.isHidden }) else { return nil }
        return cells.first { $0.control === view && $0.entry != nil }
    }

    /// The number cell whose slider has the focus and shows, if any.
    private var focusedNumberCell: Cell? { numberCell(slider: host?.focusedView) }

    /// Whether `focused` is a number field's slider that shows: the panel takes typed text for
    /// it, so the window's text input is on before the first key and each character typed there
    /// comes as `.text`, however many keys arrive together (a fast typist, `xdotool type`); none
    /// is lost when the box opens.
    func typesNumber(on focused: View) -> Bool { numberCell(slider: focused) != nil }

    /// Text typed on a number field's focused slider that starts with a digit, sign or
    /// separator opens its entry with that text (an input method may commit several characters
    /// at once: all of them go in). Other text is left (dropped).
    func typingText(_ event: TextEvent) -> Bool {
        guard let first = event.text.first, Self.startsNumber(first), let cell = focusedNumberCell,
            let entry = cell.entry
        else { return false }
        beginTyping(in: cell, text: "")
        entry.insert(event.text)
        return true
    }

    /// A key the focused slider did not take: Enter on a number field's slider opens its entry.
    /// A number's first character is taken and does nothing: its `.text` follows and opens the
    /// entry (`typingText`), so the character is typed once, from the text, as every other.
    func typingKey(_ event: KeyEvent) -> Bool {
        guard event.isDown, event.modifiers.isEmpty, let cell = focusedNumberCell else { return false }
        switch event.key {
        case .enter: beginTyping(in: cell)
        case .character(let c) where Self.startsNumber(c): break
        default: return false
        }
        return true
    }

    /// A press on a number's value opens it for typing (and keeps it open while typing).
    func typingPointerDown(_ touch: Touch) -> Bool {
        let point = touch.location(in: self)
        guard
            let cell = cells.first(where: {
                $0.entry != nil && $0.field.page == page && $0.valueLabel.frame.contains(point)
            })
        else { return false }
        if cell.entry?.isEditing != true { beginTyping(in: cell) }
        return true
    }
}
