import FlywheelCore
import Foundation
import Testing

@testable import HarnessKit

/// A feel file is parsed once and decoded from the parsed value: the feel, and every refusal,
/// must be what FlywheelCore's own JSON reader (`FeelParameters.fromJSON`) gives for the text.
@Suite struct JSONValueDecoderTests {
    /// A feel, or the problems that refused one.
    enum Outcome: Equatable {
        case feel(FeelParameters)
        case refused([String])
    }

    /// What `FeelFile` reads from `text`, and what `FeelParameters.fromJSON` reads.
    private func both(_ text: String) -> (file: Outcome, core: Outcome) {
        let data = Data(text.utf8)
        let file: Outcome
        switch FeelFile.check(data) {
        case .success(let feel): file = .feel(feel)
        case .failure(let refusal): file = .refused(refusal.problems.map(\.description))
        }
        switch FeelParameters.fromJSON(data) {
        case .success(let feel): return (file, .feel(feel))
        case .failure(let error): return (file, .refused(error.problems.map(\.description)))
        }
    }

    private func presetText(_ feel: FeelParameters) -> String { String(decoding: try! feel.jsonData(), as: UTF8.self) }

    @Test func everyPresetReadsBackAsItself() {
        for (name, feel) in FeelParameters.presets {
            let (file, core) = both(presetText(feel))
            #expect(file == .feel(feel), "\(name)")
            #expect(file == core, "\(name)")
        }
    }

    @Test func refusalsAreFlywheelCoresOwn() {
        let ios = presetText(.ios)
        let texts = [
            ios.replacingOccurrences(of: "\"estimatorDegree\" : 2", with: "\"estimatorDegree\" : 2.5"),
            ios.replacingOccurrences(of: "\"estimatorDegree\" : 2", with: "\"estimatorDegree\" : \"2\""),
            ios.replacingOccurrences(of: "\"flingGain\" : 1,", with: ""),
            ios.replacingOccurrences(of: "{\n", with: "{\n  \"flingGian\" : 1,\n"),
            ios.replacingOccurrences(of: "\"flingGain\" : 1", with: "\"flingGain\" : 1000"),
            ios.replacingOccurrences(of: "\"mayRestOnDisabledItems\" : false", with: "\"mayRestOnDisabledItems\" : 0"),
            ios.replacingOccurrences(of: "\"flingSpeedBasis\" : \"", with: "\"flingSpeedBasis\" : \"x"),
            "[1, 2]", "5", "{}",
        ]
        for text in texts {
            #expect(text != ios)
            let (file, core) = both(text)
            guard case .refused(let problems) = file else {
                Issue.record("accepted: \(text)")
                continue
            }
            #expect(!problems.isEmpty)
            #expect(file == core, "\(text)")
        }
    }

    @Test func aWholeNumberWrittenWithAFractionIsAnInteger() throws {
        let text = presetText(.ios).replacingOccurrences(
            of: "\"estimatorDegree\" : 2", with: "\"estimatorDegree\" : 2.0")
        #expect(text != presetText(.ios))
        #expect(try FeelFile.check(Data(text.utf8)).get().estimatorDegree == 2)
        #expect(throws: DecodingError.self) { try JSONValueDecoder(.number(2.5)).decode(Int.self) }
        #expect(throws: DecodingError.self) { try JSONValueDecoder(.array([])).unkeyedContainer() }
    }
}
