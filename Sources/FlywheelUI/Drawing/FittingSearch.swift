/// The search every fit of text uses (wrapping, shortening, shrinking): the largest count that
/// still fits, found with O(log n) questions — doubling until one fails, then halving between
/// the last that fitted and the first that did not — instead of one question per word, letter
/// or size step. Exact whenever fitting only gets harder as the count grows.
///
/// ```swift
/// FittingSearch.largest(upTo: 1000) { n in n * n <= 200 }   // 14
/// ```
enum FittingSearch {
    /// The largest `n` in 0...`limit` for which `fits(n)` holds, `fits(0)` taken as true.
    static func largest(upTo limit: Int, _ fits: (Int) -> Bool) -> Int {
        let limit = min(limit, Int.max / 4)
        guard limit > 0 else { return 0 }
        var good = 0, bad = limit + 1, probe = 1
        while probe <= limit {
            guard fits(probe) else {
                bad = probe
                break
            }
            good = probe
            probe *= 2
        }
        while bad - good > 1 {
            let mid = good + (bad - good) / 2
            if fits(mid) { good = mid } else { bad = mid }
        }
        return good
    }

    /// `largest(upTo:_:)` starting from a `guess` (the count the last line took, say): doubling
    /// steps up from it while counts fit, or down from it while they do not, then halving — about
    /// 2 log₂ of the guess's error questions, two when the guess is right.
    static func largest(upTo limit: Int, near guess: Int, _ fits: (Int) -> Bool) -> Int {
        let limit = min(limit, Int.max / 4)
        guard limit > 0 else { return 0 }
        let g = min(max(1, guess), limit)
        var good = 0, bad = limit + 1, step = 1
        if fits(g) {
            good = g
            while good + step <= limit {
                guard fits(good + step) else {
                    bad = good + step
                    break
                }
                good += step
                step *= 2
            }
        } else {
            bad = g
            while bad - step >= 1 {
                if fits(bad - step) {
                    good = bad - step
                    break
                }
                bad -= step
                step *= 2
            }
        }
        while bad - good > 1 {
            let mid = good + (bad - good) / 2
            if fits(mid) { good = mid } else { bad = mid }
        }
        return good
    }

    /// The first of the steps 0...`steps` at which `fits` holds, or `steps` when none does:
    /// the first four one by one (as a step-by-step search from the top finds them: most fits
    /// end there), the rest by the doubling-and-halving search. A shrinking font asks about
    /// O(log n) sizes, never one per step.
    static func firstFitting(steps: Int, _ fits: (Int) -> Bool) -> Int {
        guard steps > 0 else { return 0 }
        let direct = min(steps, 4)
        for k in 0..<direct where fits(k) { return k }
        guard steps > direct else { return steps }
        // Steps direct...steps; "does not fit yet" holds for a leading run of them.
        let notYet = largest(upTo: steps - direct) { n in !fits(direct + n - 1) }
        return direct + notYet
    }
}
