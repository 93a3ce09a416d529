import Foundation
import Testing

@testable import FlywheelCore

/// The feel-file forms a game ships, from committed files (`Tests/Fixtures/Feels`): a file saved
/// before the format had a version, a versioned file with a base and one field, a file from a
/// newer Flywheel, and the mistakes that stay errors.
@Suite struct FeelFileFormatTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Feels")

    private func load(_ name: String) -> Result<FeelParameters, FeelParametersError> {
        FeelParameters.load(contentsOf: Self.folder.appendingPathComponent(name))
    }

    /// The error that refuses fixture `name`; the test fails here when the file loads.
    private func refusal(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> FeelParametersError
    {
        var refusal: FeelParametersError?
        if case .failure(let error) = load(name) { refusal = error }
        return try #require(refusal, "\(name) loaded", sourceLocation: sourceLocation)
    }

    @Test func aFileSavedBeforeTheFormatHadAVersionStillLoads() throws {
        #expect(try load("unversioned-classic.json").get() == .classic)
    }

    @Test func aBasedFileWithOneFieldTakesTheRestFromItsBase() throws {
        var expected = FeelParameters.snappy
        expected.flingGain = 1.5
        #expect(try load("based-one-field.json").get() == expected)
    }

    @Test func withoutABaseTheDefaultPresetFillsTheRest() throws {
        var expected = FeelParameters()
        expected.snapSpringBounce = 0.2
        #expect(FeelParameters() == .ios)
        #expect(try load("default-base-one-field.json").get() == expected)
    }

    @Test func aVersion2FileCarriesTheDecayModel() throws {
        var expected = FeelParameters.ios
        expected.decayModel = .androidSpline
        expected.spline.scrollFriction = 0.02
        expected.flingPointsPerItem = 60
        #expect(try load("spline-version-2.json").get() == expected)
        // Written back: version 2, and only the model's fields that differ.
        let text = String(decoding: try expected.jsonData(base: "ios"), as: UTF8.self)
        #expect(text.contains("\"version\" : 2") && text.contains("\"decayModel\" : \"androidSpline\""))
        #expect(!text.contains("splineInflexion"))
        // An exponential feel is still written as version 1, which older Flywheels read.
        #expect(String(decoding: try FeelParameters.snappy.jsonData(), as: UTF8.self).contains("\"version\" : 1"))
    }

    @Test func aVersion1FileCannotNameTheDecayModel() throws {
        let error = try refusal("decay-model-in-version-1.json")
        #expect(error.problems.first?.field == "decayModel")
        #expect(error.description.contains("needs \"version\": 2"))
        #expect(error.line == 4)
    }

    @Test func aFileFromANewerFlywheelIsRefusedSayingSo() throws {
        let error = try refusal("newer-version-99.json")
        #expect(error.problems == [.newerVersion(99)])
        #expect(error.description.contains("made by a newer Flywheel"))
        #expect(error.description.contains("version 99"))
        #expect(error.line == 3)
    }

    @Test func aMisspeltKeyIsStillAnErrorWithItsLine() throws {
        let error = try refusal("misspelt-key.json")
        #expect(error.problems == [.unknownKey("flingGian")])
        #expect(error.line == 5)
    }

    @Test func anUnknownBaseNamesThePresets() throws {
        let error = try refusal("unknown-base.json")
        #expect(error.problems.map(\.field) == ["base"])
        #expect(error.description.contains("\"classic\", \"ios\", \"snappy\""))
    }

    @Test func theHeaderMustBeComplete() {
        let texts = [
            #"{"version": 1, "flingGain": 2}"#: FeelParametersError.Problem.missingKey("format"),
            #"{"format": "flywheel-feel", "flingGain": 2}"#: .missingKey("version"),
            #"{"base": "ios"}"#: .missingKey("version"),
            #"{"format": "flywheel-feeling", "version": 1}"#: .outOfRange(
                field: "format", value: "\"flywheel-feeling\"", allowed: "\"flywheel-feel\""),
            #"{"format": "flywheel-feel", "version": 0.5}"#: .outOfRange(
                field: "version", value: "0.5", allowed: "a whole number from 1"),
            #"{"format": "flywheel-feel", "version": "1"}"#: .wrongType(field: "version", expected: "a whole number"),
        ]
        for (text, problem) in texts {
            let problems = FeelParameters.fromJSON(Data(text.utf8)).failureProblems
            #expect(problems.contains(problem), "\(text): \(problems)")
        }
    }

    @Test func aBasedFileWritesOnlyWhatDiffersAndReadsBackTheSame() throws {
        var feel = FeelParameters.snappy
        feel.flingGain = 1.5
        feel.flingSpeedBasis = .tangentialPointsPerSecond
        let text = String(decoding: try feel.jsonData(base: "snappy"), as: UTF8.self)
        #expect(
            text == """
                {
                  "format" : "flywheel-feel",
                  "version" : 1,
                  "base" : "snappy",
                  "flingGain" : 1.5,
                  "flingSpeedBasis" : "tangentialPointsPerSecond"
                }

                """)
        #expect(try FeelParameters.fromJSON(Data(text.utf8)).get() == feel)
        #expect(throws: FeelParametersError.self) { try feel.jsonData(base: "bouncy") }
        for (name, preset) in FeelParameters.presets {
            #expect(try FeelParameters.fromJSON(try preset.jsonData(base: name)).get() == preset)
            #expect(try FeelParameters.fromJSON(try preset.jsonData()).get() == preset)
        }
    }

    @Test func aWholeNumberWrittenWithAFractionIsAnInteger() throws {
        let text = #"{"format": "flywheel-feel", "version": 1, "estimatorDegree": 1.0}"#
        #expect(try FeelParameters.fromJSON(Data(text.utf8)).get().estimatorDegree == 1)
        let half = #"{"format": "flywheel-feel", "version": 1, "estimatorDegree": 1.5}"#
        #expect(
            FeelParameters.fromJSON(Data(half.utf8)).failureProblems == [
                .wrongType(field: "estimatorDegree", expected: "an integer")
            ])
    }
}

/// The README's feel table lists every field of `FeelParameters`, each once.
@Suite struct FeelReadmeTableTests {
    @Test func theReadmeTableListsEveryField() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let rows = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
            .filter { $0.hasPrefix("| `") }
        #expect(FeelParameters.fieldNames.count == 30)
        #expect(FeelParameters.decayModelFieldNames.count == 6)
        for name in FeelParameters.fieldNames + FeelParameters.decayModelFieldNames {
            #expect(
                rows.filter { $0.hasPrefix("| `\(name)` |") }.count == 1, "\(name) is not a row of the README's table")
        }
    }
}
