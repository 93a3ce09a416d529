import Foundation
import Testing

@testable import FlywheelCore

@Suite("FeelParameters validation")
struct FeelParametersValidationTests {
    static var fieldNames: [String] { FeelParameters.numberFields.map(\.name) }

    static func field(_ name: String) -> FeelNumberField {
        FeelParameters.numberFields.first { $0.name == name }!
    }

    @Test("the presets are valid, and FeelParameters() is .ios")
    func presets() throws {
        for (_, feel) in FeelParameters.presets { try feel.validate() }
        #expect(FeelParameters() == .ios)
        #expect(FeelParameters.ios.decelerationRatePerMillisecond == 0.998)
        #expect(FeelParameters.snappy.decelerationRatePerMillisecond == 0.99)
        let classic = FeelParameters.classic
        #expect(classic.flingPointsPerItem == 100)
        #expect(close(classic.minimumFlingSpeedItemsPerSecond, 4.8))
        #expect(close(classic.maximumFlingSpeedItemsPerSecond, 600))
        #expect(classic.openDurationSeconds == 0.25 && classic.closeDurationSeconds == 0.3)
        #expect(classic.openSpringDampingRatio == 0.8)
        #expect(classic.openInitialSpringVelocity == 25 && classic.closeInitialSpringVelocity == 7)
    }

    @Test("every numeric field refuses NaN and ±∞ with a message naming it", arguments: fieldNames)
    func refusesNonFinite(name: String) {
        let field = Self.field(name)
        for bad in [Double.nan, .infinity, -.infinity] {
            var feel = FeelParameters.ios
            feel[keyPath: field.keyPath] = bad
            let problems = feel.validationProblems()
            let mine = problems.filter { $0.field == name }
            #expect(mine.count == 1)
            let message = mine.first?.description ?? ""
            #expect(message.hasPrefix(name + " is "))
            #expect(message.contains(String(bad)))
            #expect(message.contains(field.allowed))
            #expect(throws: FeelParametersError.self) { try feel.validate() }
        }
    }

    @Test("every numeric field refuses values below and above its range", arguments: fieldNames)
    func refusesOutOfRange(name: String) {
        let field = Self.field(name)
        let span = field.range.upperBound - field.range.lowerBound
        for bad in [field.range.lowerBound - max(span * 0.01, 1e-9), field.range.upperBound + max(span * 0.01, 1e-9)] {
            var feel = FeelParameters.ios
            feel[keyPath: field.keyPath] = bad
            let mine = feel.validationProblems().filter {
                if case .outOfRange(let f, _, _) = $0 { return f == name }
                return false
            }
            #expect(mine.count == 1, "\(name) = \(bad)")
            let message = mine.first?.description ?? ""
            #expect(message == "\(name) is \(bad); allowed \(field.allowed)")
        }
        // Both ends are allowed (unless another field objects).
        for good in [field.range.lowerBound, field.range.upperBound] {
            var feel = FeelParameters.ios
            feel[keyPath: field.keyPath] = good
            #expect(
                !feel.validationProblems().contains {
                    if case .outOfRange(let f, _, _) = $0 { f == name } else { false }
                })
        }
    }

    @Test("each field's message is its own")
    func distinctMessages() {
        var messages = Set<String>()
        for field in FeelParameters.numberFields {
            var feel = FeelParameters.ios
            feel[keyPath: field.keyPath] = .nan
            messages.insert(feel.validationProblems().first { $0.field == field.name }!.description)
        }
        #expect(messages.count == FeelParameters.numberFields.count)
    }

    @Test("estimatorDegree must be 1 or 2; the maximum fling speed must exceed the minimum")
    func otherRules() {
        for degree in [0, 3, -1] {
            var feel = FeelParameters.ios
            feel.estimatorDegree = degree
            #expect(
                feel.validationProblems() == [
                    .outOfRange(
                        field: "estimatorDegree", value: String(degree),
                        allowed: "1...2 (polynomial degree of the velocity fit)")
                ])
        }
        var feel = FeelParameters.ios
        feel.minimumFlingSpeedItemsPerSecond = 50
        feel.maximumFlingSpeedItemsPerSecond = 40
        let problems = feel.validationProblems()
        #expect(problems.count == 1)
        #expect(problems.first?.field == "maximumFlingSpeedItemsPerSecond")
        #expect(problems.first?.description.contains("minimumFlingSpeedItemsPerSecond") == true)
    }

    @Test("a wheel refuses an invalid feel and keeps the one it has")
    func wheelRefuses() throws {
        var bad = FeelParameters.ios
        bad.flingGain = .nan
        #expect(throws: FeelParametersError.self) { try WheelPhysics(itemCount: 5, feel: bad) }
        var wheel = try WheelPhysics(itemCount: 5, feel: .classic)
        #expect(throws: FeelParametersError.self) { try wheel.setFeel(bad) }
        #expect(wheel.feel == .classic)
    }
}

@Suite("FeelParameters JSON")
struct FeelParametersJSONTests {
    static func object(_ feel: FeelParameters) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: try feel.jsonData()) as! [String: Any]
    }

    static func data(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object)
    }

    @Test("every preset survives a round trip, with every field written")
    func roundTrip() throws {
        for (_, feel) in FeelParameters.presets {
            let data = try feel.jsonData()
            #expect(try FeelParameters.fromJSON(data).get() == feel)
            // The decay model's fields only for a feel that leaves the exponential default.
            let model = feel.decayModel == .exponential ? [] : FeelParameters.decayModelFieldNames
            #expect(Set(try Self.object(feel).keys) == Set(FeelParameters.fieldNames + model + ["format", "version"]))
        }
    }

    @Test("unknown keys are reported, not ignored, and a bad load changes nothing")
    func unknownKeys() throws {
        var json = try Self.object(.snappy)
        json["flingGian"] = 2
        json["zzz"] = true
        let result = FeelParameters.fromJSON(try Self.data(json))
        guard case .failure(let error) = result else { Issue.record("loaded despite unknown keys"); return }
        #expect(error.problems == [.unknownKey("flingGian"), .unknownKey("zzz")])
        #expect(error.description.contains("unknown key \"flingGian\""))

        var current = FeelParameters.classic
        #expect(throws: FeelParametersError.self) { try current.replace(withJSON: try Self.data(json)) }
        #expect(current == .classic)
        try current.replace(withJSON: try FeelParameters.snappy.jsonData())
        #expect(current == .snappy)
    }

    @Test("wrong types are reported with the field name")
    func wrongTypes() throws {
        var json = try Self.object(.ios)
        json["flingGain"] = "fast"
        json["estimatorDegree"] = 1.5
        json["mayRestOnDisabledItems"] = "yes"
        json["flingSpeedBasis"] = 3
        guard case .failure(let error) = FeelParameters.fromJSON(try Self.data(json)) else {
            Issue.record("loaded despite wrong types"); return
        }
        #expect(
            Set(error.problems.compactMap(\.field)) == [
                "flingGain", "estimatorDegree", "mayRestOnDisabledItems", "flingSpeedBasis",
            ])
        #expect(error.problems.contains(.wrongType(field: "flingGain", expected: "a number")))
        #expect(error.description.contains("flingGain has the wrong type; expected a number"))
    }

    @Test("missing keys, bad values, bad enum names and non-objects are reported")
    func otherFailures() throws {
        var json = try Self.object(.ios)
        json.removeValue(forKey: "stopSpeedItemsPerSecond")
        json.removeValue(forKey: "format")  // unversioned: every field is required
        json.removeValue(forKey: "version")
        #expect(
            FeelParameters.fromJSON(try Self.data(json)).failureProblems == [.missingKey("stopSpeedItemsPerSecond")])

        json = try Self.object(.ios)
        json["decelerationRatePerMillisecond"] = 1.5
        let problems = FeelParameters.fromJSON(try Self.data(json)).failureProblems
        #expect(problems.count == 1 && problems.first?.field == "decelerationRatePerMillisecond")

        json = try Self.object(.ios)
        json["flingSpeedBasis"] = "pixels"
        #expect(FeelParameters.fromJSON(try Self.data(json)).failureProblems.first?.field == "flingSpeedBasis")

        for text in ["[1, 2]", "{not json", "", "42"] {
            let problems = FeelParameters.fromJSON(Data(text.utf8)).failureProblems
            #expect(problems.count == 1)
            if case .malformed = problems.first {} else { Issue.record("\(text): \(problems)") }
        }
    }

    @Test("save and load through a file; an invalid value is not saved")
    func files() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("feel-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try FeelParameters.classic.save(to: url)
        #expect(try FeelParameters.load(contentsOf: url).get() == .classic)
        var bad = FeelParameters.classic
        bad.rubberBandCoefficient = -1
        #expect(throws: FeelParametersError.self) { try bad.save(to: url) }
        #expect(try FeelParameters.load(contentsOf: url).get() == .classic)
        let missing = url.deletingLastPathComponent().appendingPathComponent("nope-\(UUID().uuidString).json")
        #expect(FeelParameters.load(contentsOf: missing).failureProblems.count == 1)
    }
}

extension Result where Failure == FeelParametersError {
    var failureProblems: [FeelParametersError.Problem] {
        if case .failure(let error) = self { return error.problems }
        return []
    }
}
