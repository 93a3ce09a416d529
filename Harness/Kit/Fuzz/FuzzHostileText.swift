import Foundation

/// The hostile string a fuzz case shows in every label and title of its scene
/// (`HostileTextLabels`): none in seven cases of eight, and in the eighth an entry of the
/// hostile-text corpus (`HostileText.corpus`) — bidi controls that once crashed FriBidi, zalgo,
/// long lines — so the contracts are checked while the scene's layout and drawing carry text
/// that once crashed or stalled the process.
///
/// Entries over `largestBytes` are left to the hostile-text tests and `harness hostile-text`,
/// which bound their cost per widget: a case plays its steps up to eight times, in windows up to
/// 8192×8192, and a megabyte in every label of a scene would make such a case take minutes.
///
/// ```swift
/// var rng = FuzzRandom(seed: 1, case: 8)
/// let text = FuzzHostileText.pick(&rng)   // nil, or e.g. the "fribidi-150" entry
/// ```
enum FuzzHostileText {
    /// One case in this many shows a hostile string.
    static let drawEvery = 8
    /// The largest entry the fuzz draws from (UTF-8 bytes).
    static let largestBytes = 64 * 1024

    /// The entries a case may show: the corpus without its plain control and its largest entries.
    static let pool: [HostileText] = HostileText.corpus.filter {
        $0.name != "plain" && $0.text.utf8.count <= largestBytes
    }

    static func pick(_ rng: inout FuzzRandom) -> HostileText? {
        guard rng.int(in: 1...drawEvery) == 1 else { return nil }
        return rng.pick(pool)
    }
}
