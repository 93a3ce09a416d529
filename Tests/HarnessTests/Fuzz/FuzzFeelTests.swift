import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The fuzzer's feels cover the whole valid range, ends included, and are always valid; the
/// rest of a case (window, rates, steps) is drawn before the feel, so it is what it was.
@Suite(.serialized) struct FuzzFeelTests {
    @Test func drawnFeelsAreValidAndReachBothEndsOfEveryField() {
        var feels: [FeelParameters] = []
        for index in 0..<2000 {
            var rng = FuzzRandom(seed: 3, case: index)
            let feel = FuzzFeel.pick(&rng)
            #expect(feel.isValid)
            if feel != .ios { feels.append(feel) }
        }
        #expect(feels.count > 300 && feels.count < 700, "\(feels.count) of 2000 drawn")
        for field in FeelParameters.numberFields {
            let values = feels.map { $0[keyPath: field.keyPath] }
            #expect(values.contains(field.range.lowerBound), "\(field.name) never at its lower end")
            #expect(values.contains(field.range.upperBound), "\(field.name) never at its upper end")
            #expect(values.contains { $0 > field.range.lowerBound && $0 < field.range.upperBound })
        }
    }

    @Test func aDrawnCasesAnimationsLastAtMostASecond() {
        for index in 0..<400 {
            var rng = FuzzRandom(seed: 5, case: index)
            let feel = FuzzFeel.pick(&rng, drawn: true)
            #expect(feel.isValid)
            #expect(feel.openDurationSeconds <= 1 && feel.closeDurationSeconds <= 1)
        }
    }

    @Test func theEndWaitsForTheSlowestOpenOrClose() {
        var slow = FeelParameters.ios
        slow.closeDurationSeconds = 10
        #expect(FuzzCase.settleSeconds(for: slow) == 10.1)
        #expect(FuzzCase.settleSeconds(for: .ios) == FuzzCase.settleSeconds)
    }

    /// A spinner running a slower feel of its own (the feel lab's) is waited for too: the
    /// 100,000-sequence run of 2026-11-26 found cases 65612 and 74866 ending with the feel lab's
    /// ring still closing.
    @Test func theEndWaitsForASpinnersOwnSlowerFeel() throws {
        var slow = FeelParameters.ios
        slow.closeDurationSeconds = 4
        let spinner = Spinner()
        try spinner.setFeel(slow)
        let root = View()
        root.addSubview(spinner)
        #expect(FuzzCase.settleSeconds(for: .ios, spinnersIn: root) == 4.1)
        #expect(FuzzCase.settleSeconds(for: .ios, spinnersIn: View()) == FuzzCase.settleSeconds)
    }

    /// Every fuzz session's feel lab saves and loads a private profile file that starts absent,
    /// so what one case saved (a drawn feel's ten-second close) never reaches a later case.
    @Test func eachSessionsFeelLabStartsWithoutAProfileFile() throws {
        let executor = FuzzExecutor()
        let c = try withSDL {
            try FuzzCase.make(seed: 1, index: 0, scenes: ["feel"], maxSteps: 2) {
                try executor.targets(scene: $0, size: $1)
            }
        }
        var paths: [String] = []
        for _ in 0..<2 {
            let (_, shell) = try withSDL { try executor.playWhole(c, fps: 60, steps: [.wait(0.1)]) }
            let lab = try #require(shell.scene as? FeelLabScene)
            #expect(lab.profileURL.path != URL(fileURLWithPath: "flywheel-feel.json").path)
            #expect(!FileManager.default.fileExists(atPath: lab.profileURL.path), "no file left by the last session")
            try Data("{}".utf8).write(to: lab.profileURL)  // what a Save in this session leaves
            paths.append(lab.profileURL.path)
        }
        #expect(paths[0] == paths[1])
    }

    @Test func aCaseCarriesItsFeelAndTheSameCaseDrawsTheSameFeel() throws {
        let executor = FuzzExecutor()
        let make = { (index: Int) throws -> FuzzCase in
            try withSDL {
                try FuzzCase.make(seed: 9, index: index, scenes: ["rating"], maxSteps: 4) {
                    try executor.targets(scene: $0, size: $1)
                }
            }
        }
        let feels = try (0..<24).map { try make($0).feel }
        #expect(try (0..<24).map { try make($0).feel } == feels)
        #expect(feels.contains { $0 != .ios })
    }
}
