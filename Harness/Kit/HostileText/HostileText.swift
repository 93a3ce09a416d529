import FlywheelCore

/// Strings, font sizes and frames that once crashed the process or took unbounded time or
/// memory when an app passed them to a text-drawing widget: the hostile-text corpus. The tests
/// draw every string through every widget (`HostileTextWidget`), `harness hostile-text` measures
/// what each costs, and the scene fuzz can draw its labels and titles from here.
///
/// ```swift
/// for entry in HostileText.corpus {
///     label.text = entry.text          // none may crash, hang or take unbounded memory
/// }
/// HostileText.fontSizes                // [0, 1e6, .nan, .infinity, -.infinity]
/// ```
public struct HostileText: Sendable {
    /// A short name for reports ("fribidi-150", "zalgo-100k").
    public let name: String
    public let text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// RLI PDF PDI RLO LRI: repeated 150 times, it crashed FriBidi 1.0.8 (a read of freed memory
    /// in `fribidi_get_par_embedding_levels_ex` once explicit embeddings overflow).
    public static let fribidiCrashUnit = "\u{2067}\u{202C}\u{2069}\u{202E}\u{2066}"

    /// `fribidiCrashUnit` `repeats` times, between two words.
    public static func fribidiPattern(repeats: Int) -> String {
        "Player " + String(repeating: fribidiCrashUnit, count: max(0, repeats)) + " שלום"
    }

    /// `count` explicit directional formatting characters (embeddings, overrides, isolates and
    /// their terminators) in a random order drawn from `seed`, with letters of both directions
    /// between them: nesting of any depth, unmatched openers and closers.
    public static func randomBidiControls(seed: UInt64, count: Int) -> String {
        let controls: [Unicode.Scalar] = [
            "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        ]
        let letters: [Unicode.Scalar] = ["a", "ב", "ج", "1", " ", "(", ")", "\u{0661}"]
        var state = seed | 1
        func next() -> Int {
            // xorshift64*: deterministic and the same on every machine.
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return Int(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 33)
        }
        var s = String.UnicodeScalarView()
        for _ in 0..<max(0, count) {
            s.append(next() % 3 == 0 ? letters[next() % letters.count] : controls[next() % controls.count])
        }
        return String(s)
    }

    /// One letter with `marks` combining marks on it (zalgo text), cycling through the
    /// combining diacritical marks.
    public static func zalgo(marks: Int) -> String {
        var s = String.UnicodeScalarView()
        s.append("Z")
        for k in 0..<max(0, marks) { s.append(Unicode.Scalar(UInt32(0x300 + k % 0x70))!) }
        s.append(contentsOf: "algo".unicodeScalars)
        return String(s)
    }

    /// Words of Latin, Hebrew and CJK separated by spaces, `bytes` UTF-8 bytes or a little more,
    /// on one line.
    public static func longLine(bytes: Int) -> String {
        let words = ["lorem", "ipsum", "שלום", "עולם", "東京", "dolor", "sit", "amet,"]
        var s = "", k = 0
        s.reserveCapacity(bytes + 16)
        while s.utf8.count < bytes {
            s += words[k % words.count]
            s += " "
            k += 1
        }
        return s
    }

    /// `count` short lines separated by line feeds (drawn as one line each widget shows).
    public static func manyLines(_ count: Int) -> String {
        var s = ""
        s.reserveCapacity(count * 8)
        for k in 0..<max(0, count) { s += "line \(k)\n" }
        return s
    }

    /// `count` distinct private-use characters (U+E000 onwards, then plane 15), which no
    /// font draws: each once needed its own fallback look-up.
    public static func privateUse(_ count: Int) -> String {
        var s = String.UnicodeScalarView()
        for k in 0..<max(0, count) {
            let v = k < 6400 ? 0xE000 + UInt32(k) : 0xF0000 + UInt32(k - 6400) % 0xFFFE
            s.append(Unicode.Scalar(v)!)
        }
        return String(s)
    }

    /// The corpus: every string above at the sizes that once hurt, plus a plain control.
    /// Made on first use (about 3 MB of text).
    public static let corpus: [HostileText] = [
        HostileText(name: "plain", text: "Hello, world"),
        HostileText(name: "fribidi-50", text: fribidiPattern(repeats: 50)),
        HostileText(name: "fribidi-150", text: fribidiPattern(repeats: 150)),
        HostileText(name: "fribidi-400", text: fribidiPattern(repeats: 400)),
        HostileText(name: "bidi-random-1k", text: randomBidiControls(seed: 1, count: 1000)),
        HostileText(name: "bidi-random-20k", text: randomBidiControls(seed: 2, count: 20000)),
        HostileText(name: "bidi-nested-10k", text: String(repeating: "\u{202B}ב\u{2066}a", count: 2500)),
        HostileText(name: "zalgo-10k", text: zalgo(marks: 10000)),
        HostileText(name: "zalgo-100k", text: zalgo(marks: 100_000)),
        HostileText(name: "line-50k", text: longLine(bytes: 50_000)),
        HostileText(name: "line-1m", text: longLine(bytes: 1_000_000)),
        HostileText(name: "word-1m", text: String(repeating: "x", count: 1_000_000)),
        HostileText(name: "lines-100k", text: manyLines(100_000)),
        HostileText(name: "private-use-100k", text: privateUse(100_000)),
    ]

    /// Font sizes an app may set: zero, huge, NaN and both infinities.
    public static let fontSizes: [Double] = [0, 1e6, .nan, .infinity, -.infinity]

    /// Frames an app may give a widget: NaN, infinities, 1e300 and negative.
    public static let frames: [Rect] = [
        Rect(x: .nan, y: .nan, width: .nan, height: .nan),
        Rect(x: 0, y: 0, width: .infinity, height: .infinity),
        Rect(x: -.infinity, y: 10, width: 200, height: -.infinity),
        Rect(x: 0, y: 0, width: 1e300, height: 1e300),
        Rect(x: 10, y: 10, width: -200, height: -40),
    ]
}
