import Glibc

/// Shaped lines by (face, string), so a label or a picker row is shaped once and then only
/// looked up. Four-way set-associative: a string may sit in any of the four slots of its set,
/// and a miss takes the one used least recently — so two strings drawn every frame never push
/// each other out (a direct-mapped table of 512 slots did, for two of a scene's 60 strings, and
/// shaped them again every frame). A slot's glyph array is reused (its capacity kept) by
/// whatever string comes next: a picker scrolling through 10,000 new titles shapes each one
/// without allocating once the slots have grown to the titles' length.
///
/// ```swift
/// let cache = ShapedLineCache(slots: 1024)
/// let slot = cache.slot(for: "Row 42", face: 0) { line in shaper.shape(..., into: &line) }
/// cache.line(at: slot).width
/// ```
final class ShapedLineCache {
    private struct Slot {
        var face: Int32 = -1
        var text = ""
        var line = ShapedLine()
        /// `clock` when the slot was last used.
        var used = 0
    }

    static let ways = 4
    // Read for every line drawn; one thread draws (see SDLCanvas's stored state): no run-time
    // exclusivity checks.
    @exclusivity(unchecked) private var slots: [Slot]
    private let setMask: Int
    @exclusivity(unchecked) private var clock = 0
    /// Lines shaped since the cache was made (misses).
    private(set) var shapedCount = 0

    /// `slots` is rounded up to a power of two (at least one set of `ways`).
    init(slots: Int) {
        var sets = 1
        while sets * ShapedLineCache.ways < slots { sets <<= 1 }
        self.slots = Array(repeating: Slot(), count: sets * ShapedLineCache.ways)
        setMask = sets - 1
    }

    /// The slot holding `text` shaped with `face`, or nil (nothing is shaped or evicted).
    func existingSlot(for text: String, face: Int32) -> Int? {
        let first = firstSlot(of: text, face: face)
        for k in first..<(first + ShapedLineCache.ways)
        where slots[k].face == face && ShapedLineCache.sameBytes(slots[k].text, text) {
            return k
        }
        return nil
    }

    /// Strings are hashed and compared by their UTF-8 bytes, not as `String` does (by canonical
    /// equivalence, which normalises them first: for a letter with 100,000 combining marks that
    /// sorted the marks on every lookup — seconds a frame). Shaping sees the scalars as written,
    /// so byte-equal is also the right sameness here.
    private func firstSlot(of text: String, face: Int32) -> Int {
        var hasher = Hasher()
        hasher.combine(face)
        var bytes = text
        bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        return (hasher.finalize() & setMask) * ShapedLineCache.ways
    }

    /// Whether `a` and `b` have the same UTF-8 bytes.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }

    /// The slot holding `text` shaped with `face`, calling `shape` to fill it on a miss.
    func slot(for text: String, face: Int32, shape: (inout ShapedLine) -> Void) -> Int {
        let first = firstSlot(of: text, face: face)
        clock += 1
        var i = first
        for k in first..<(first + ShapedLineCache.ways) {
            if slots[k].face == face, ShapedLineCache.sameBytes(slots[k].text, text) {
                slots[k].used = clock
                return k
            }
            if slots[k].used < slots[i].used { i = k }
        }
        slots[i].used = clock
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
            slots[i].used = 0
            slots[i].text = ""
            slots[i].line.glyphs.removeAll(keepingCapacity: true)
        }
    }
}
