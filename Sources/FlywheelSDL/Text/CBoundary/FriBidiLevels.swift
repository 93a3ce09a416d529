import CText

/// FriBidi, the Unicode Bidirectional Algorithm (UAX #9): bidi types, embedding levels and the
/// line rule L1. Code outside this boundary names FriBidi's character type only as `BidiType`.
///
/// ```swift
/// var types: [BidiType] = [], brackets: [UInt32] = [], levels = [Int8](repeating: 0, count: scalars.count)
/// FriBidi.types(of: scalars, into: &types)
/// let rightToLeft = FriBidi.resolveLevels(scalars, types: types, brackets: &brackets, levels: &levels)
/// ```
/// A character's bidi type (FriBidi's `FriBidiCharType`).
typealias BidiType = FriBidiCharType

enum FriBidi {
    /// UAX #9's `max_depth` (`FRIBIDI_BIDI_MAX_EXPLICIT_LEVEL`, 125).
    static var maxExplicitLevel: Int { Int(flywheel_fribidi_max_explicit_level()) }
    /// The boundary-neutral type (BN): removed by rule X9.
    static var boundaryNeutral: BidiType { flywheel_fribidi_type_bn() }
    /// The other-neutral type (ON).
    static var otherNeutral: BidiType { flywheel_fribidi_type_on() }

    /// Replaces `types` with the bidi type of each of `scalars` (its capacity kept).
    static func types(of scalars: [UInt32], into types: inout [BidiType]) {
        let n = scalars.count
        types.removeAll(keepingCapacity: true)
        types.append(contentsOf: repeatElement(BidiType(0), count: n))
        scalars.withUnsafeBufferPointer { s in
            types.withUnsafeMutableBufferPointer {
                fribidi_get_bidi_types(s.baseAddress, Int32(n), $0.baseAddress)
            }
        }
    }

    /// Whether a character of this type can make a line anything but left to right (strong
    /// right-to-left, Arabic numbers, explicit embeddings, overrides and isolates).
    @inline(__always)
    static func needsBidi(_ type: BidiType) -> Bool { flywheel_fribidi_type_needs_bidi(type) != 0 }

    /// Fills `levels` (as long as `scalars`) with each character's embedding level — rules
    /// P2–I2 with bracket pairs, then L1 for trailing white space, the paragraph's direction
    /// found from its first strong character — and returns whether the paragraph is right to
    /// left; nil when FriBidi fails (`levels` untouched then). `brackets` is scratch.
    static func resolveLevels(
        _ scalars: [UInt32], types: [BidiType], brackets: inout [UInt32], levels: inout [Int8]
    ) -> Bool? {
        let n = scalars.count
        brackets.removeAll(keepingCapacity: true)
        brackets.append(contentsOf: repeatElement(0, count: n))
        var base = flywheel_fribidi_par_on()
        let resolved = scalars.withUnsafeBufferPointer { s in
            types.withUnsafeBufferPointer { t in
                brackets.withUnsafeMutableBufferPointer { b in
                    fribidi_get_bracket_types(s.baseAddress, Int32(n), t.baseAddress, b.baseAddress)
                    return levels.withUnsafeMutableBufferPointer {
                        fribidi_get_par_embedding_levels_ex(
                            t.baseAddress, b.baseAddress, Int32(n), &base, $0.baseAddress)
                    }
                }
            }
        }
        guard resolved != 0 else { return nil }
        types.withUnsafeBufferPointer { t in
            levels.withUnsafeMutableBufferPointer {
                _ = fribidi_reorder_line(
                    flywheel_fribidi_flags(), t.baseAddress, Int32(n), 0, base, $0.baseAddress, nil, nil)
            }
        }
        return flywheel_fribidi_dir_is_rtl(base) != 0
    }
}
