import CText

extension TextShaper {
    /// Fills `levels` with each character's embedding level (FriBidi: rules P2–I2 with bracket
    /// pairs, then L1 for trailing white space) and returns whether the paragraph is right to
    /// left. A line with no character that could make it anything but left to right (no strong
    /// right-to-left letter, Arabic number or explicit embedding, override or isolate) is all
    /// level 0 without asking FriBidi: the algorithm gives it exactly that.
    ///
    /// Explicit embeddings, overrides and isolates that overflow UAX #9's depth of 125 or
    /// match nothing are first turned into what rules X1–X9 make of them
    /// (`ExplicitBidiBound`): FriBidi 1.0.8 reads freed memory when they overflow.
    func resolveLevels() -> Bool {
        let n = scalars.count
        levels.removeAll(keepingCapacity: true)
        var needsBidi = false
        // Below U+0590 no character is right to left or an explicit formatting character.
        if scalars.contains(where: { $0 >= 0x590 }) {
            bidiTypes.removeAll(keepingCapacity: true)
            bidiTypes.append(contentsOf: repeatElement(FriBidiCharType(0), count: n))
            scalars.withUnsafeBufferPointer { s in
                bidiTypes.withUnsafeMutableBufferPointer {
                    fribidi_get_bidi_types(s.baseAddress, Int32(n), $0.baseAddress)
                }
            }
            if scalars.contains(where: ExplicitBidiBound.isExplicit) {
                ExplicitBidiBound.neutralise(scalars, types: &bidiTypes, stack: &bidiStack)
            }
            needsBidi = bidiTypes.contains { flywheel_fribidi_type_needs_bidi($0) != 0 }
        }
        levels.append(contentsOf: repeatElement(0, count: n))
        guard needsBidi else { return false }
        brackets.removeAll(keepingCapacity: true)
        brackets.append(contentsOf: repeatElement(0, count: n))
        var base = flywheel_fribidi_par_on()
        let resolved = scalars.withUnsafeBufferPointer { s in
            bidiTypes.withUnsafeBufferPointer { types in
                brackets.withUnsafeMutableBufferPointer { b in
                    fribidi_get_bracket_types(s.baseAddress, Int32(n), types.baseAddress, b.baseAddress)
                    return levels.withUnsafeMutableBufferPointer {
                        fribidi_get_par_embedding_levels_ex(
                            types.baseAddress, b.baseAddress, Int32(n), &base, $0.baseAddress)
                    }
                }
            }
        }
        guard resolved != 0 else {
            for i in levels.indices { levels[i] = 0 }
            return false
        }
        bidiTypes.withUnsafeBufferPointer { types in
            levels.withUnsafeMutableBufferPointer {
                _ = fribidi_reorder_line(
                    flywheel_fribidi_flags(), types.baseAddress, Int32(n), 0, base, $0.baseAddress, nil, nil)
            }
        }
        return flywheel_fribidi_dir_is_rtl(base) != 0
    }
}
