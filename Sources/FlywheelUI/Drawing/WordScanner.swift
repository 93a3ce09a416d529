/// A line of text seen as words between spaces (U+0020; runs of spaces count as one), found as
/// far as they are asked for: wrapping a 1 MB line into the few lines a box shows reads only
/// those lines' words.
///
/// ```swift
/// var words = WordScanner("Open Control  Background")
/// words.find(2)          // true
/// words.line(of: 2)      // "Open Control"
/// words.take(2)          // "Open Control"; the next word is "Background"
/// ```
struct WordScanner {
    let text: String
    /// Where the next word starts (spaces skipped).
    private var cursor: String.Index
    /// The words found from `cursor` on, in order.
    private var found: [Range<String.Index>] = []
    /// Where scanning for more words resumes.
    private var scanned: String.Index

    init(_ text: String) {
        self.text = text
        cursor = text.startIndex
        scanned = text.startIndex
        cursor = skipSpaces(from: text.startIndex)
        scanned = cursor
    }

    /// Whether a word is left.
    var hasMore: Bool { cursor < text.endIndex }

    /// The text from the next word on.
    var remainder: Substring { text[cursor...] }

    /// Whether `n` more words are left (finding them if not yet found).
    mutating func find(_ n: Int) -> Bool {
        let utf8 = text.utf8
        while found.count < n, scanned < text.endIndex {
            var end = scanned
            while end < text.endIndex, utf8[end] != 0x20 { end = utf8.index(after: end) }
            found.append(scanned..<end)
            scanned = skipSpaces(from: end)
        }
        return found.count >= n
    }

    /// The next `n` words (found already) joined by single spaces.
    func line(of n: Int) -> String {
        guard n > 0 else { return "" }
        var s = String(text[found[0]])
        for k in 1..<n {
            s += " "
            s += text[found[k]]
        }
        return s
    }

    /// The next `n` words (found already) joined by single spaces, and moves past them.
    mutating func take(_ n: Int) -> String {
        let s = line(of: n)
        found.removeFirst(n)
        cursor = found.first?.lowerBound ?? scanned
        return s
    }

    private func skipSpaces(from i: String.Index) -> String.Index {
        let utf8 = text.utf8
        var i = i
        while i < text.endIndex, utf8[i] == 0x20 { i = utf8.index(after: i) }
        return i
    }
}
