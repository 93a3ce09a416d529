import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// The parser fuzzing's corpora (Fuzz/Corpus/<target>/: the seeds and every finding kept) run
/// once each through the same check the libFuzzer target runs (`ParserFuzzTarget`), so a parser
/// change that brings a finding back fails here without libFuzzer.
@Suite struct ParserCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

    @Test func everyTargetHasACorpusAndEveryCorpusATarget() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(folders == ParserFuzzTarget.all.map(\.name).sorted())
    }

    @Test(arguments: ParserFuzzTarget.all.map(\.name))
    func everyCorpusFilePassesItsCheck(_ name: String) throws {
        let target = try #require(ParserFuzzTarget.named(name))
        let folder = Self.corpus.appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count >= 5, "\(name): a seed corpus of valid and edge-case files")
        // Under the SDL lock: the text target draws on a headless canvas.
        try withSDL {
            for file in files {
                let data = try Data(contentsOf: folder.appendingPathComponent(file))
                do {
                    try target.check(data)
                } catch {
                    Issue.record("Fuzz/Corpus/\(name)/\(file): \(error)")
                }
            }
        }
    }

    /// The text target draws for real (a canvas with fonts), not nothing for want of one.
    @Test func theTextTargetDrawsOnARealCanvas() throws {
        try withSDL {
            let canvas = try #require(TextFuzzRenderer.shared).canvas
            let drawnBefore = canvas.totalStats.drawCalls
            try ParserFuzzChecks.text(Data("تل אביב 東京 🎉".utf8))
            #expect(canvas.totalStats.drawCalls > drawnBefore)
        }
    }

    /// `WxH` and scene lists as the command line reads them (the command-line target's reader).
    @Test func commandLineSizesAreReadStrictly() throws {
        let size = try CommandLineValues.size("1600X1000", option: "--size", width: 100...8192, height: 100...8192)
        #expect(size.width == 1600 && size.height == 1000)
        for bad in ["800xx600", "x600", "800x", "nanx600", "800x600x1", "0x1p10x600", ""] {
            #expect(throws: CommandLineValues.Refusal.self, "\(bad)") {
                try CommandLineValues.size(bad, option: "--size", width: 100...8192, height: 100...8192)
            }
        }
        #expect(
            throws: CommandLineValues.Refusal(
                description:
                    "--image-size: '10x10' is not WxH with the width in 400...8192 and the height in 300...8192 (e.g. 800x600)"
            )
        ) { try CommandLineValues.size("10x10", option: "--image-size", width: 400...8192, height: 300...8192) }
        #expect(try CommandLineValues.sceneNames(" Basic ,hud", option: "--scenes") == ["basic", "hud"])
        #expect(throws: CommandLineValues.Refusal(description: "--scenes: expected scene names, e.g. basic,rating")) {
            try CommandLineValues.sceneNames(",,", option: "--scenes")
        }
    }
}
