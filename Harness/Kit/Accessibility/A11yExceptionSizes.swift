import FlywheelCore

/// An exception's `"sizes"`: the window sizes it excuses at, each "WxH" as `--sizes` takes them
/// (`"sizes": ["500x400", "800x600"]`). Required: a finding deliberate in one window is a bug in
/// another, so an exception names where it holds. A missing or empty list, a size that is not
/// "WxH" with whole positive numbers, or one named twice is refused, naming the entry and the
/// field.
///
/// ```swift
/// A11yExceptionSizes.name(Size(width: 640, height: 480))   // "640x480"
/// ```
enum A11yExceptionSizes {
    /// Reads the `"sizes"` member `node` of the entry called `entry`; `refuse` makes the error
    /// (it names the file, the line and the entry's number).
    static func parse(_ node: JSONNode?, entry: String, refuse: (String) -> ScriptError) throws(ScriptError) -> [Size] {
        let hint = "name the window sizes it excuses at, as [\"640x480\", \"1280x800\"]"
        guard let node else { throw refuse("\(entry) has no \"sizes\": \(hint)") }
        guard let items = node.array else { throw refuse("\(entry): \"sizes\" must be an array of \"WxH\" strings") }
        guard !items.isEmpty else { throw refuse("\(entry) has an empty \"sizes\": \(hint)") }
        var sizes: [Size] = []
        for (i, item) in items.enumerated() {
            guard let text = item.string, let size = size(text) else {
                let shown = item.string.map { "\"\(OutsideText.quoted($0))\"" } ?? "a value that is not a string"
                throw refuse("\(entry): \"sizes\" item \(i + 1) is \(shown); expected \"WxH\", as \"640x480\"")
            }
            guard !sizes.contains(size) else {
                throw refuse("\(entry): \"sizes\" names \(text) twice")
            }
            sizes.append(size)
        }
        return sizes
    }

    /// "640x480" as a size; nil for anything else (signs, fractions, spaces, zero).
    static func size(_ text: String) -> Size? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0
        else { return nil }
        return Size(width: Double(w), height: Double(h))
    }

    /// "640x480": a size as the file names it.
    static func name(_ size: Size) -> String { SceneCheckLoop.sizeName(size) }
}
