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
            FriBidi.types(of: scalars, into: &bidiTypes)
            if scalars.contains(where: ExplicitBidiBound.isExplicit) {
                ExplicitBidiBound.neutralise(scalars, types: &bidiTypes, stack: &bidiStack)
            }
            needsBidi = bidiTypes.contains(where: FriBidi.needsBidi)
        }
        levels.append(contentsOf: repeatElement(0, count: n))
        guard needsBidi else { return false }
        guard let rightToLeft = FriBidi.resolveLevels(scalars, types: bidiTypes, brackets: &brackets, levels: &levels)
        else {
            for i in levels.indices { levels[i] = 0 }
            return false
        }
        return rightToLeft
    }
}
