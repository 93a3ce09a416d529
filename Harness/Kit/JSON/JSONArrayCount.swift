/// Counts the values of a JSON text's arrays in one pass over its bytes, without building
/// anything: a recording of 1,000,001 events is refused before the parser spends 600 MB on
/// them (`InputRecording.parse`). Strings (with their escapes) are skipped; the text need not
/// be valid JSON — the parser that runs next says what is wrong with it.
///
/// ```swift
/// JSONArrayCount.firstArray(over: 2, in: Array(#"{"events": [1, 2, 3]}"#.utf8))   // (line 1, 3 values)
/// ```
enum JSONArrayCount {
    /// The first array found to hold more than `limit` values: the line of its `[` and how many
    /// it holds (counted to the first past the limit, where the scan stops); nil when none does.
    /// Nesting past 200 levels (the parser refuses it) is not counted.
    static func firstArray(over limit: Int, in bytes: [UInt8]) -> (line: Int, count: Int)? {
        // Per open container: is it an array, its line, its commas.
        var stack: [(isArray: Bool, line: Int, commas: Int)] = []
        var line = 1
        var i = 0
        let n = bytes.count
        while i < n {
            let c = bytes[i]
            i += 1
            switch c {
            case 0x0A:
                line += 1
            case UInt8(ascii: "\""):
                while i < n, bytes[i] != UInt8(ascii: "\"") {
                    if bytes[i] == UInt8(ascii: "\\") { i += 1 }
                    if i < n, bytes[i] == 0x0A { line += 1 }
                    i += 1
                }
                i += 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                guard stack.count < 200 else { return nil }
                stack.append((c == UInt8(ascii: "["), line, 0))
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                _ = stack.popLast()
            case UInt8(ascii: ","):
                guard !stack.isEmpty else { break }
                stack[stack.count - 1].commas += 1
                let top = stack[stack.count - 1]
                if top.isArray, top.commas + 1 > limit { return (top.line, top.commas + 1) }
            default:
                break
            }
        }
        return nil
    }
}
