import FlywheelCore
import FlywheelUI
import Foundation

/// The typed text a fuzz case sends (`{"type": …}` steps), drawn from its own random stream so
/// that the rest of the case — window, frame rates, gestures, feel, hostile labels — is what it
/// was before the fuzzer typed: the typing is added between the case's gestures, never inside one.
///
/// A case of a scene with a slider (the feel lab's number fields, any other slider) gets, one
/// time in two, one to three *typing bursts*: a tap on a slider (which focuses it) or just past
/// its end (the feel lab's value: editing begins), then Enter (editing begins on a focused
/// feel-lab slider) or a number's first character as a key (taken and ignored: on a focused
/// slider the `type` after it opens the entry, as a real key's text does), then one or two
/// `type` steps, then Enter, Escape, Tab or nothing (the field stays open for the gestures after
/// it). A burst may instead clear the text (Backspace) and commit it empty. A case of a scene
/// without a slider gets, one time in six, a lone `type` step: text sent to whatever has the
/// focus. One case that types in three runs in a player's locale (`locales`), so the text is read
/// as that locale writes numbers.
///
/// ```swift
/// var typing = FuzzTyping.random(seed: 1, case: 7)
/// let steps = FuzzTyping.interleave(gestures, targets: targets, rng: &typing)
/// ```
enum FuzzTyping {
    /// Mixed into the case's seed: the typing stream is independent of the case's own.
    static let streamSalt: UInt64 = 0x7479_7065_645F_7478

    /// The typing stream of case `index` of run `seed`.
    static func random(seed: UInt64, case index: Int) -> FuzzRandom {
        FuzzRandom(seed: seed ^ streamSalt, case: index)
    }

    /// Texts a player or an attacker types: numbers in every form the locales write, the values
    /// a parser must refuse, and text that is no number at all.
    static let fixedTexts: [String] = [
        "0", "1", "-1", "+0.5", "0.5", "0,5", ".5", ",5", "5.", "0٫5", "٠٫٥", "٠,٥", "١٢٣", "۱۲۳", "1,000.5",
        "1.000,5", "1 000,5", "1e3", "1e-3", "1e999", "-1e999", "1e-999", "nan", "NaN", "-nan", "inf", "-inf",
        "infinity", "∞", "0x10", "--1", "1-", "+", "-", ".", ",", "٫", " 0.5 ", "0.5\t", "½", "Ⅻ", "１２",
        "0.999999999999999999999", "4.9e-324", "1.7976931348623157e308",
    ]
    /// The longest hostile-corpus entry typed whole (UTF-8 bytes): the entry box keeps 32
    /// characters, and a failure's script stays readable.
    static let largestHostileBytes = 4096
    static let hostilePool: [HostileText] = HostileText.corpus.filter {
        $0.name != "plain" && $0.text.utf8.count <= largestHostileBytes
    }

    /// One text to type (never empty: a script's `type` needs text; an empty commit is Backspace
    /// then Enter).
    static func text(_ rng: inout FuzzRandom) -> String {
        switch rng.int(in: 0...9) {
        case 0...3: return rng.pick(fixedTexts)
        case 4, 5:
            // A number in the usual ranges, in one of the three ways of writing its decimal point.
            let digits = String(rng.int(in: 0...999))
            let fraction = String(rng.int(in: 0...999))
            let sign = rng.pick(["", "", "-", "+"])
            let separator = rng.pick([".", ",", "٫"])
            let text = rng.chance(0.3) ? sign + digits : sign + digits + separator + fraction
            return rng.chance(0.2) ? arabicIndic(text) : text
        case 6:
            // Long: digits past what the entry keeps, or a repeated separator.
            let unit = rng.pick(["9", "0", "1.", ",", "٣", "e9"])
            return String(repeating: unit, count: rng.int(in: 20...600))
        case 7:
            return String(rng.int(in: 1...9))
        default:
            return rng.pick(hostilePool).text
        }
    }

    /// `text` with its ASCII digits written in Arabic-Indic digits.
    static func arabicIndic(_ text: String) -> String {
        String(
            text.map { c -> Character in
                guard let d = c.wholeNumberValue, c.isASCII, let scalar = Unicode.Scalar(0x0660 + d) else { return c }
                return Character(scalar)
            })
    }

    /// Locales whose numbers a typing case may be read in: a comma for the decimal point (de),
    /// Arabic-Indic digits and "٫" (ar-EG), Persian digits (fa), a narrow space grouping (fr).
    static let locales = ["de", "ar-EG", "fa", "fr"]

    /// The player's locale of a case that types: one in three, else nil (locale-free numbers).
    static func locale(_ rng: inout FuzzRandom) -> Locale? {
        rng.int(in: 1...3) == 1 ? Locale(identifier: rng.pick(locales)) : nil
    }

    /// The case's gestures with typing added between them from `rng` (the typing stream).
    static func interleave(
        _ gestures: [[HarnessScript.Action]], targets: FuzzTargets, rng: inout FuzzRandom
    ) -> [HarnessScript.Action] {
        let sliders = targets.controls.filter { $0.numeric != nil }
        var inserts: [Int: [HarnessScript.Action]] = [:]
        if !sliders.isEmpty {
            if rng.chance(0.5) {
                for _ in 0..<rng.int(in: 1...3) {
                    inserts[rng.int(in: 0...gestures.count), default: []] += burst(rng.pick(sliders), &rng)
                }
            }
        } else if rng.int(in: 1...6) == 1 {
            inserts[rng.int(in: 0...gestures.count), default: []].append(.type(text(&rng)))
        }
        var out: [HarnessScript.Action] = []
        for (i, gesture) in gestures.enumerated() {
            out += inserts[i] ?? []
            out += gesture
        }
        return out + (inserts[gestures.count] ?? [])
    }

    /// Focus `slider` (or open its value), start editing, type, and end the editing one way or another.
    static func burst(_ slider: FuzzTargets.ControlTarget, _ rng: inout FuzzRandom) -> [HarnessScript.Action] {
        let f = slider.frame
        var steps: [HarnessScript.Action] = []
        if rng.chance(0.3) {
            // Just past the slider's end: the feel lab's value label, where a tap opens the entry.
            steps.append(.tap(Point(x: (f.maxX + rng.double(in: 6..<30)).rounded(), y: f.midY.rounded()), id: 0))
        } else {
            steps.append(
                .tap(Point(x: (f.minX + f.width * rng.double(in: 0.05..<0.95)).rounded(), y: f.midY.rounded()), id: 0))
            if rng.chance(0.7) {
                steps.append(.key(.enter, modifiers: []))
            } else {
                // A number's first character as a key: the panel takes it and does nothing (a
                // real key's text comes as `.text`); the `type` below opens the entry.
                let first = rng.pick(["1", "5", "-", "+", ".", ","])
                if let key = KeyNames.key(named: first) { steps.append(.key(key, modifiers: [])) }
            }
        }
        if rng.chance(0.15) {
            steps += [.key(.backspace, modifiers: []), .key(.enter, modifiers: [])]  // committed empty
            return steps
        }
        for _ in 0..<(rng.chance(0.2) ? 2 : 1) { steps.append(.type(text(&rng))) }
        switch rng.int(in: 0...9) {
        case 0...4: steps.append(.key(.enter, modifiers: []))
        case 5, 6: steps.append(.key(.escape, modifiers: []))
        case 7: steps.append(.key(.tab, modifiers: rng.chance(0.3) ? .shift : []))
        default: break  // left open: the next gestures commit it, or nothing does
        }
        return steps
    }
}

/// What a fuzz run's `type` steps met (`FuzzExecutor.Result.typing`): a field open for typing or not, and how the fields typed
/// into were closed.
struct FuzzTypingCounts: Equatable {
    /// `type` steps played.
    var steps = 0
    /// Of those, the ones played while typed text meant something to the focused view (an open
    /// number field, or a field's slider, where typing opens the box).
    var intoField = 0
    /// Fields typed into that were then closed by anything but Escape (Enter, Tab, a tap
    /// elsewhere, the page changing): their text was committed, taken or refused.
    var committed = 0
    /// Fields typed into that Escape closed.
    var cancelled = 0

    static func + (a: Self, b: Self) -> Self {
        Self(
            steps: a.steps + b.steps, intoField: a.intoField + b.intoField, committed: a.committed + b.committed,
            cancelled: a.cancelled + b.cancelled)
    }
}
