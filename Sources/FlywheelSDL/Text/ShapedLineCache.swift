/// Shaped lines by (face, string), so a label or a picker row is shaped once and then only
/// looked up. Direct-mapped: each string has one slot, and a slot's glyph array is reused
/// (its capacity kept) by whatever string comes next — a picker scrolling through 10,000 new
/// titles shapes each one without allocating once the slots have grown to the titles' length.
///
/// ```swift
/// let cache = ShapedLineCache(slots: 512)
/// let slot = cache.slot(for: "Row 42", face: 0) { line in shaper.shape(..., into: &line) }
/// cache.line(at: slot).width
/// ```
final class ShapedLineCache {
    private struct Slot {
        var face: Int32 = -1
        var text = ""
        var line = ShapedLine()
    }

    private var slots: [Slot]
    private let mask: Int
    /// Lines shaped since the cache was made (misses).
    private(set) var shapedCount = 0

    /// `slots` is rounded up to a power of two.
    init(slots: Int) {
        var n = 1
        while n < max(1, slots) { n <<= 1 }
        self.slots = Array(repeating: Slot(), count: n)
        mask = n - 1
    }

    /// The slot holding `text` shaped with `face`, calling `shape` to fill it on a miss.
    func slot(for text: String, face: Int32, shape: (inout ShapedLine) -> Void) -> Int {
        var hasher = Hasher()
        hasher.combine(face)
        hasher.combine(text)
        let i = hasher.finalize() & mask
        if slots[i].face == face, slots[i].text == text { return i }
        slots[i].face = face
        slots[i].text = text
        slots[i].line.glyphs.removeAll(keepingCapacity: true)
        slots[i].line.width = 0
        slots[i].line.isRightToLeft = false
        shape(&slots[i].line)
        shapedCount += 1
        return i
    }

    /// The line in `slot` (valid until another string takes the slot).
    func line(at slot: Int) -> ShapedLine { slots[slot].line }

    /// Forgets every line (face ids are about to mean other faces).
    func removeAll() {
        for i in slots.indices {
            slots[i].face = -1
            slots[i].text = ""
            slots[i].line.glyphs.removeAll(keepingCapacity: true)
        }
    }
}
