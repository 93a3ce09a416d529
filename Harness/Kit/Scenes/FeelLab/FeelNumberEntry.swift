import FlywheelCore
import FlywheelUI

/// The box a feel-lab number field shows while the player types a value: the typed text, a
/// caret, and (when editing began with Enter) the old value selected so the first character
/// typed replaces it. Hidden, and not focusable, while nobody edits.
///
/// It only edits: characters come as `.text` events (`View.takesTextInput` turns the window's
/// text input on while it edits), Backspace deletes, Left/Right/Home/End move the caret, Enter
/// calls `onCommit` with the text, Escape calls `onCancel`; focus leaving it commits too. The
/// panel decides what the text means (`FeelEditorPanel.commitTyping`).
///
/// A reader gets one `valueChanged` per edit (a typed character, a Backspace, a caret move), which
/// the bridge tells as the text changed, the caret moved and the selection appeared or went.
///
/// ```swift
/// entry.onCommit = { text in print(text) }   // "0,5"
/// entry.begin(text: "0,998", selectingAll: true)
/// host.handle(.text(TextEvent(text: "0,5", timestamp: 1)))
/// host.handle(.key(KeyEvent(key: .enter, isDown: true, timestamp: 1.1)))
/// ```
final class FeelNumberEntry: View {
    /// Longer text is cut here: no number a field takes needs more.
    static let maximumLength = 32

    private(set) var text = ""
    /// Where typed text goes and Backspace deletes, in characters from the start.
    private(set) var caret = 0
    /// The whole text is selected: the next character typed replaces it, Backspace clears it.
    private(set) var isAllSelected = false
    private(set) var isEditing = false
    /// Enter, or focus leaving while editing: the text as typed.
    var onCommit: ((String) -> Void)?
    /// Escape.
    var onCancel: (() -> Void)?

    let font = Font.system(size: 12)
    var textColor = Color(white: 0.1)
    var caretColor = Color(red: 0.1, green: 0.35, blue: 0.85)
    var selectionColor = Color(red: 0.75, green: 0.85, blue: 1)

    init() {
        super.init(frame: .zero)
        isHidden = true
        backgroundColor = .white
        accessibilityElementsHidden = true  // until editing: the field's slider carries its name and value
    }

    /// While editing, a reader finds an editable one-line text field under the field's name (set
    /// by the panel), the text typed as its value, and the caret.
    override var accessibilityDefaultRole: AccessibilityRole { .textField }
    override var accessibilityValue: String? {
        get { text }
        set {}
    }
    override var accessibilityStates: AccessibilityStates {
        isEditing ? viewAccessibilityStates.union([.editable, .singleLine]) : viewAccessibilityStates
    }
    override var accessibilityCaretOffset: Int? { caret }
    /// All of the text while it is selected, so a reader says "selected".
    override var accessibilitySelectedRange: Range<Int>? { isAllSelected ? 0..<text.count : nil }

    /// The box of character `offset` where `draw` puts it, measured as it measures (the line's
    /// height, cut to the box; a character scrolled out of the box lies outside it).
    override func accessibilityFrameOfCharacter(at offset: Int) -> Rect? {
        guard isEditing, offset >= 0, offset <= text.count, let measurer = host?.textMeasurer else { return nil }
        func width(_ count: Int) -> Double { measurer.measureText(String(text.prefix(count)), font: font).width }
        let line = textLine(caretX: width(caret))
        let left = line.left + width(offset)
        let right = offset < text.count ? line.left + width(offset + 1) : left
        let top = max(line.top, bounds.minY), bottom = min(line.top + line.height, bounds.maxY)
        return transformToWindow.apply(Rect(x: left, y: top, width: right - left, height: bottom - top))
    }

    /// Where the text lies: its left edge (long text scrolled left, so the caret at `caretX`
    /// from the text's start stays in the box), the top and height of its line.
    private func textLine(caretX: Double) -> (left: Double, top: Double, height: Double) {
        let inner = bounds.insetBy(dx: 4, dy: 2)
        let height = font.size + 4
        return (inner.minX + min(0, inner.width - 2 - caretX), bounds.midY - height / 2, height)
    }

    /// Starts editing with `text`, the caret at its end, all of it selected if `selectingAll`,
    /// and takes the keyboard focus.
    func begin(text: String, selectingAll: Bool) {
        self.text = String(text.prefix(Self.maximumLength))
        caret = self.text.count
        isAllSelected = selectingAll && !self.text.isEmpty
        isEditing = true
        isHidden = false
        accessibilityElementsHidden = false
        postAccessibilityNotification(.valueChanged(self))
        postAccessibilityNotification(.layoutChanged)
        setNeedsDisplay()
        host?.setFocus(self)
    }

    /// Stops editing and hides (no callback: the panel calls this once it has the text).
    func end() {
        guard isEditing else { return }
        isEditing = false
        isHidden = true
        accessibilityElementsHidden = true
        postAccessibilityNotification(.layoutChanged)
        setNeedsDisplay()
    }

    override var canBecomeFocused: Bool { isEditing }
    override var takesTextInput: Bool { isEditing }

    override func focusDidChange() {
        super.focusDidChange()
        if isEditing, host?.focusedView !== self { onCommit?(text) }
    }

    override func handleText(_ event: TextEvent) -> Bool {
        guard isEditing else { return false }
        insert(event.text)
        return true
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEditing else { return false }
        switch event.key {
        case .tab, .function: return false  // focus moves (and commits); F1 and friends stay the app's
        default: break
        }
        guard event.isDown else { return true }
        switch event.key {
        case .enter: onCommit?(text)
        case .escape: onCancel?()
        case .backspace: deleteBackward()
        case .left: moveCaret(to: caret - 1)
        case .right: moveCaret(to: caret + 1)
        case .home: moveCaret(to: 0)
        case .end: moveCaret(to: text.count)
        default: break  // characters arrive as `.text`, after their keys
        }
        return true
    }

    /// Types `typed` at the caret (over the selection), leaving out control characters.
    func insert(_ typed: String) {
        let clean = typed.filter { c in !c.unicodeScalars.contains { $0.properties.generalCategory == .control } }
        guard !clean.isEmpty else { return }
        let replacing = isAllSelected
        if replacing { clearAll() }
        let added = String(clean.prefix(max(0, Self.maximumLength - text.count)))
        guard replacing || !added.isEmpty else { return }  // full: nothing typed
        text.insert(contentsOf: added, at: text.index(text.startIndex, offsetBy: caret))
        caret += added.count
        edited()
    }

    /// Backspace: the selection, or the character before the caret.
    func deleteBackward() {
        if isAllSelected {
            clearAll()
        } else if caret > 0 {
            text.remove(at: text.index(text.startIndex, offsetBy: caret - 1))
            caret -= 1
        } else {
            return  // nothing before the caret: nothing changed
        }
        edited()
    }

    private func clearAll() {
        text = ""
        caret = 0
        isAllSelected = false
    }

    private func moveCaret(to index: Int) {
        let moved = min(max(index, 0), text.count)
        guard moved != caret || isAllSelected else { return }
        caret = moved
        isAllSelected = false
        edited()
    }

    /// One edit done (text, caret or selection): redrawn, and told to a reader once.
    private func edited() {
        setNeedsDisplay()
        postAccessibilityNotification(.valueChanged(self))
    }

    override func draw(_ canvas: Canvas) {
        canvas.strokeRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), radius: 3, color: caretColor, width: 1)
        let inner = bounds.insetBy(dx: 4, dy: 2)
        let prefix = canvas.measureText(String(text.prefix(caret)), font: font).width
        let whole = canvas.measureText(text, font: font).width
        // The caret stays in the box: long text scrolls left under it.
        let (left, top, height) = textLine(caretX: prefix)
        canvas.pushClip(inner)
        defer { canvas.popClip() }
        if isAllSelected {
            canvas.fillRect(Rect(x: left, y: top, width: whole, height: height), color: selectionColor)
        }
        canvas.beginVerbatimText()  // the player's own text: never pseudo-translated
        canvas.drawText(
            text, in: Rect(x: left, y: inner.minY, width: max(whole, 1) + 1, height: inner.height),
            font: font, color: textColor, alignment: .left)
        canvas.endVerbatimText()
        let x = (left + prefix).rounded() + 0.5
        canvas.drawLine(from: Point(x: x, y: top), to: Point(x: x, y: top + height), color: caretColor, width: 1.5)
    }
}
