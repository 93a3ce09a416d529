import CText
import Testing

@testable import FlywheelSDL

/// What FriBidi is handed for explicit directional formatting characters (`ExplicitBidiBound`):
/// valid ones as they are, overflowing and unmatched ones as UAX #9's rules X1–X9 treat them.
@Suite struct ExplicitBidiBoundTests {
    /// The bidi types FriBidi gets for `text` after the bound.
    private func types(_ text: String) -> (scalars: [UInt32], types: [FriBidiCharType]) {
        let scalars = text.unicodeScalars.map(\.value)
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: scalars.count)
        scalars.withUnsafeBufferPointer { s in
            types.withUnsafeMutableBufferPointer {
                fribidi_get_bidi_types(s.baseAddress, Int32(s.count), $0.baseAddress)
            }
        }
        var stack: [Int16] = []
        ExplicitBidiBound.neutralise(scalars, types: &types, stack: &stack)
        return (scalars, types)
    }

    @Test func wellFormedNestingIsLeftAlone() {
        let text = "a\u{202B}b\u{2067}c\u{2069}\u{202C}d"
        let (scalars, after) = types(text)
        var before = [FriBidiCharType](repeating: FriBidiCharType(0), count: scalars.count)
        scalars.withUnsafeBufferPointer { s in
            before.withUnsafeMutableBufferPointer {
                fribidi_get_bidi_types(s.baseAddress, Int32(s.count), $0.baseAddress)
            }
        }
        #expect(after == before)
    }

    @Test func unmatchedTerminatorsAreNeutralised() {
        let (_, t) = types("\u{202C}a\u{2069}")
        #expect(t[0] == flywheel_fribidi_type_bn())  // PDF closing nothing: removed (X7, X9)
        #expect(t[2] == flywheel_fribidi_type_on())  // PDI closing nothing: a neutral (X6a)
    }

    @Test func nothingPastDepth125ReachesFriBidi() {
        // 200 RLEs: only those that stay at or under level 125 are kept.
        let (_, t) = types(String(repeating: "\u{202B}", count: 200) + "a" + String(repeating: "\u{202C}", count: 200))
        let keptOpeners = t[0..<200].filter { $0 != flywheel_fribidi_type_bn() }.count
        let keptClosers = t[201...].filter { $0 != flywheel_fribidi_type_bn() }.count
        #expect(keptOpeners == 62)  // levels 3, 5, …, 125 from the (assumed) paragraph level 1
        #expect(keptClosers == keptOpeners)
    }

    @Test func overflowingIsolatesBecomeNeutralsWithTheirPDIs() {
        let (_, t) = types(String(repeating: "\u{2066}", count: 100) + "x" + String(repeating: "\u{2069}", count: 100))
        let on = flywheel_fribidi_type_on()
        let keptOpeners = t[0..<100].filter { $0 != on }.count
        let keptClosers = t[101...].filter { $0 != on }.count
        #expect(keptOpeners == 62)  // levels 2, 4, …, 124
        #expect(keptClosers == keptOpeners)
    }
}
