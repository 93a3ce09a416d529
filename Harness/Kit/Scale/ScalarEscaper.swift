/// Text escaped one Unicode scalar at a time, from a table of replacements and a rule for the
/// scalars the table does not name: the one loop behind JSON strings (`JSONValue.text`) and
/// HTML text (`HTMLText.escape`).
///
/// ```swift
/// let quotes = ScalarEscaper(["\"": "&quot;"]) { $0.value < 0x20 ? "?" : nil }
/// quotes.escape("say \"hi\"\u{7}")      // "say &quot;hi&quot;?"
/// ```
struct ScalarEscaper: Sendable {
    /// What stands for each scalar the table names.
    let replacements: [Unicode.Scalar: String]
    /// What stands for any other scalar; nil keeps it as it is.
    let otherwise: @Sendable (Unicode.Scalar) -> String?

    init(_ replacements: [Unicode.Scalar: String], otherwise: @escaping @Sendable (Unicode.Scalar) -> String?) {
        self.replacements = replacements
        self.otherwise = otherwise
    }

    /// Appends `text`, escaped, to `out`.
    func escape(_ text: String, into out: inout String) {
        for scalar in text.unicodeScalars {
            if let replacement = replacements[scalar] ?? otherwise(scalar) {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }

    /// `text`, escaped.
    func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        escape(text, into: &out)
        return out
    }
}
