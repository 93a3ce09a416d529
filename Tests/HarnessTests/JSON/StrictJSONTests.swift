import FlywheelCore
import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// The JSON every harness file is read with: duplicate keys refused by name, numbers a double
/// cannot hold named as out of range, and every syntax error with its line and column.
@Suite struct StrictJSONTests {
    private func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONNode.parse(Data(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func duplicateKeyIsRefusedNamingTheKey() throws {
        let e = try #require(syntaxError("{\n  \"fps\": 60,\n  \"fps\": 30\n}"))
        #expect(e.line == 3 && e.column == 3)
        #expect(e.message == "duplicate key \"fps\" (first written on line 2)")
        // The same key in two different objects is fine.
        #expect(syntaxError(#"{"a": {"x": 1}, "b": {"x": 2}}"#) == nil)
    }

    @Test func numberTooLargeForADoubleIsOutOfRangeNamingItsKey() throws {
        let e = try #require(syntaxError(#"{"flingGain": 1e309}"#))
        #expect(e.message.contains("the number 1e309 is out of range") && e.message.contains("\"flingGain\""))
        #expect(e.line == 1 && e.column == 15)
    }

    @Test(arguments: [
        ("{\"a\": NaN}", 1, 7), ("{\"a\": Infinity}", 1, 7), ("{\n\"a\": -Infinity}", 2, 7),
        ("garbage", 1, 1), ("{\"a\": 1,\n}", 2, 1), ("", 1, 1), ("{\"a\": [1, 2}", 1, 12),
    ])
    func everySyntaxErrorHasALineAndColumn(text: String, line: Int, column: Int) throws {
        let e = try #require(syntaxError(text))
        #expect(e.line == line && e.column == column, "\(e)")
    }

    // MARK: Feel files

    private func feelMessage(_ text: String) -> String {
        refusalMessage { () throws(ScriptError) in _ = try FeelFile.parse(Data(text.utf8), file: "feel.json") }
    }

    private var iosText: String { String(decoding: try! FeelParameters.ios.jsonData(), as: UTF8.self) }

    @Test func feelFileWithADuplicateKeyIsRefused() {
        let text = iosText.replacingOccurrences(of: "{\n", with: "{\n  \"flingGain\" : 2,\n")
        let m = feelMessage(text)
        #expect(m.contains("duplicate key \"flingGain\""), "got: \(m)")
        #expect(m.hasPrefix("feel.json:"))
        #expect(feelMessage(iosText) == "(parsed)")
    }

    @Test func feelFileNumbersOutOfRangeAndNaNSayWhereTheyAre() {
        // Values JSON cannot hold are named by field, with their line, as the feel lab names them.
        let huge = feelMessage(iosText.replacingOccurrences(of: "\"flingGain\" : 1", with: "\"flingGain\" : 1e309"))
        #expect(
            huge.range(of: #"^feel\.json:\d+: flingGain is inf; .*JSON has no 1e309"#, options: .regularExpression)
                != nil,
            "got: \(huge)")
        let nan = feelMessage(iosText.replacingOccurrences(of: "\"flingGain\" : 1", with: "\"flingGain\" : NaN"))
        #expect(
            nan.range(
                of: #"^feel\.json:\d+: flingGain is nan; it must be a finite number in 0\.01\.\.\.100"#,
                options: .regularExpression) != nil,
            "got: \(nan)")
    }

    @Test func feelLabProfileWithADuplicateKeyIsRefused() {
        let text = iosText.replacingOccurrences(of: "{\n", with: "{\n  \"flingGain\" : 2,\n")
        guard case .failure(let error) = FeelFile.check(Data(text.utf8)) else {
            Issue.record("a profile with a duplicate key loaded")
            return
        }
        #expect(error.description.contains("duplicate key \"flingGain\""))
    }
}
