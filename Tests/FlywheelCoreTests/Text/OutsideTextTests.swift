import Testing

@testable import FlywheelCore

/// Text from files reaches the terminal escaped and short: an OSC sequence in a scene name set
/// the terminal's title; a million-digit number made a megabyte-long error line.
@Suite struct OutsideTextTests {
    @Test func controlCharactersAreEscaped() {
        #expect(OutsideText.quoted("x\u{1B}]0;pwned\u{07}y") == #"x\u001B]0;pwned\u0007y"#)
        #expect(OutsideText.quoted("\u{9B}31m\u{7F}\u{202E}") == #"\u009B31m\u007F\u202E"#)
        #expect(OutsideText.quoted("Grüße 🌍") == "Grüße 🌍")
    }

    @Test func longTextIsCutWithAnEllipsis() {
        let quoted = OutsideText.quoted(String(repeating: "9", count: 1_000_000))
        #expect(quoted == String(repeating: "9", count: 120) + "…")
        #expect(OutsideText.quoted(String(repeating: "a", count: 120)) == String(repeating: "a", count: 120))
    }

    @Test func aWholeLineKeepsItsLengthButLosesItsControls() {
        #expect(OutsideText.escapingControls("a\u{1B}[2Jb") == #"a\u001B[2Jb"#)
    }
}
