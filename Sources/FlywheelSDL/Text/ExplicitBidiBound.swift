/// Makes a line's explicit directional formatting characters well formed and bounded before
/// FriBidi sees them: the embeddings, overrides and isolates that the Unicode Bidirectional
/// Algorithm (UAX #9, rules X1–X8) would find overflowing or unmatched are handed to FriBidi as
/// what those rules make of them, so FriBidi never meets an overflow or an unmatched terminator.
///
/// **Why.** Debian's FriBidi 1.0.8 reads freed memory in `fribidi_get_par_embedding_levels_ex`
/// when explicit embeddings overflow the maximum depth: `"\u{2067}\u{202C}\u{2069}\u{202E}\u{2066}"`
/// (RLI PDF PDI RLO LRI) repeated 150 times crashed the process, at some repeat counts and not
/// others, and never under AddressSanitizer (the library is not instrumented).
///
/// **What.** The walk keeps UAX #9's directional status stack with `max_depth` 125 and its three
/// counters (overflow isolates, overflow embeddings, valid isolates):
/// - an LRE, RLE, LRO or RLO whose level would pass 125, or that comes while an overflow is
///   counted, is *ignored* by X2–X5 and *removed* by X9: it becomes BN (boundary neutral), which
///   FriBidi also removes;
/// - a PDF that closes no valid embedding (X7: it matches an overflowed one, comes inside an
///   overflowed isolate, or has nothing to close) is likewise removed: BN;
/// - an LRI, RLI or FSI that overflows (X5a–X5c) stays in the text as a neutral at the
///   surrounding level and starts no isolate: ON (other neutral); so does a PDI that matches no
///   valid isolate initiator (X6a).
///
/// Everything FriBidi is then given is valid and matched by the stack's own rules, so its
/// overflow paths never run. Levels are counted from a paragraph level of 1, which is never
/// below the real one, so a kept initiator never overflows whatever the paragraph's direction
/// (the cost: at exactly depth 125 of a left-to-right paragraph an RLE may be dropped that the
/// algorithm would have kept one level lower — a difference no text shows).
enum ExplicitBidiBound {
    /// UAX #9's `max_depth` (FriBidi's `FRIBIDI_BIDI_MAX_EXPLICIT_LEVEL`).
    static let maxDepth = FriBidi.maxExplicitLevel

    /// Whether `v` is one of the nine explicit directional formatting characters
    /// (U+202A–202E, U+2066–2069).
    @inline(__always)
    static func isExplicit(_ v: UInt32) -> Bool { (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) }

    /// Rewrites `types` (FriBidi's bidi types of `scalars`) in place as described above.
    /// `stack` is scratch (its capacity is kept).
    static func neutralise(_ scalars: [UInt32], types: inout [BidiType], stack: inout [Int16]) {
        // An entry: the level, negated for an isolate's entry (levels are ≥ 1 on the stack).
        stack.removeAll(keepingCapacity: true)
        stack.append(1)
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        let bn = FriBidi.boundaryNeutral, on = FriBidi.otherNeutral
        for i in scalars.indices where isExplicit(scalars[i]) {
            let v = scalars[i]
            let level = Int(abs(stack[stack.count - 1]))
            switch v {
            case 0x202A, 0x202B, 0x202D, 0x202E:  // LRE RLE LRO RLO (X2–X5)
                let odd = v == 0x202B || v == 0x202E
                let next = odd ? (level + 1) | 1 : (level + 2) & ~1
                if next <= maxDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    stack.append(Int16(next))
                } else {
                    if overflowIsolates == 0 { overflowEmbeddings += 1 }
                    types[i] = bn
                }
            case 0x2066, 0x2067, 0x2068:  // LRI RLI FSI (X5a–X5c); FSI counted at the higher level
                let next = v == 0x2066 ? (level + 2) & ~1 : (level + 1) | 1
                let worst = v == 0x2068 ? max(next, (level + 2) & ~1) : next
                if worst <= maxDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(-Int16(worst))
                } else {
                    overflowIsolates += 1
                    types[i] = on
                }
            case 0x2069:  // PDI (X6a)
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                    types[i] = on
                } else if validIsolates == 0 {
                    types[i] = on
                } else {
                    overflowEmbeddings = 0
                    while stack[stack.count - 1] > 0 { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
            default:  // PDF (X7)
                if overflowIsolates > 0 {
                    types[i] = bn
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                    types[i] = bn
                } else if stack[stack.count - 1] > 0, stack.count >= 2 {
                    stack.removeLast()
                } else {
                    types[i] = bn
                }
            }
        }
    }
}
